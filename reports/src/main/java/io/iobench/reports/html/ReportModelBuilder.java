package io.iobench.reports.html;

import io.iobench.analysis.Findings;
import io.iobench.format.ProfileFields;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfilePart;
import io.iobench.reports.ExtraRoundWords;
import io.iobench.reports.ReplayNoteWords;
import io.iobench.reports.StorageWords;
import io.iobench.reports.html.ReportModel.ApiShare;
import io.iobench.reports.html.ReportModel.Change;
import io.iobench.reports.html.ReportModel.FileRow;
import io.iobench.reports.html.ReportModel.FileSection;
import io.iobench.reports.html.ReportModel.OpSection;
import io.iobench.reports.html.ReportModel.PathRow;
import io.iobench.reports.html.ReportModel.RawHistogram;
import io.iobench.reports.html.ReportModel.TechniqueRow;
import io.iobench.reports.html.ReportModel.WorkloadSection;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.Standing;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/** Builds the {@link ReportModel} of a profile and, when there are any, its replay results. */
public final class ReportModelBuilder {
  /**
   * The verdict of a replay that recommends nothing: not that every workload is near the best (an
   * alternative may have gone unmeasured, or measured too widely to decide), so each says why.
   */
  public static final String NO_CHANGE =
      "No change to make: no replayed workload had an alternative measured clearly faster (each"
          + " workload's verdict says why).";

  /** Files with a section of their own (plus any a replayed workload refers to). */
  public static final int DEFAULT_TOP_FILES = 20;

  /** Files listed in the overview's ranking. */
  static final int OVERVIEW_FILES = 200;

  /** Recommendations shown in the verdict beyond the rank-1 ones. */
  static final int MORE_OPTIONS = 3;

  private final int topFiles;

  public ReportModelBuilder() {
    this(DEFAULT_TOP_FILES);
  }

  public ReportModelBuilder(int topFiles) {
    this.topFiles = Math.max(1, topFiles);
  }

  public ReportModel build(Profile profile, String profileName, ReplayResults results) {
    ReportModel m = new ReportModel();
    m.profileName = profileName;
    List<FileProfile> ranked = new ArrayList<>(profile.files == null ? List.of() : profile.files);
    ranked.sort(
        Comparator.comparingDouble(ReportModelBuilder::fileNanos)
            .reversed()
            .thenComparing(f -> String.valueOf(f.path)));

    List<WorkloadResult> workloads = results == null ? List.of() : results.workloads;
    Set<String> replayedPaths = new HashSet<>();
    for (WorkloadResult w : workloads) {
      replayedPaths.addAll(pathsOf(w.path, w.target));
    }
    Map<FileProfile, String> anchors = new LinkedHashMap<>();
    for (int i = 0; i < ranked.size(); i++) {
      FileProfile f = ranked.get(i);
      if (i < topFiles || replayedPaths.contains(f.path)) {
        anchors.put(f, "file-" + (anchors.size() + 1));
      }
    }

    overview(m, profile, results, ranked, anchors);
    Findings findings = Findings.of(profile);
    Set<WorkloadResult> matched = new HashSet<>();
    for (Map.Entry<FileProfile, String> e : anchors.entrySet()) {
      FileSection s = fileSection(e.getKey(), e.getValue(), findings);
      for (WorkloadResult w : workloads) {
        if (pathsOf(w.path, w.target).contains(e.getKey().path)) {
          s.workloads.add(workload(w, results));
          matched.add(w);
        }
      }
      m.files.add(s);
    }
    for (WorkloadResult w : workloads) {
      if (!matched.contains(w)) {
        m.unmatchedWorkloads.add(workload(w, results));
      }
    }
    verdict(m, results, anchors);
    method(m, profile, results);
    return m;
  }

  // ---- verdict

  private static void verdict(
      ReportModel m, ReplayResults results, Map<FileProfile, String> anchors) {
    ReportModel.Verdict v = m.verdict;
    if (results == null) {
      v.state = "observation";
      v.message =
          "Observation only: run `iobench report PROFILE` without --no-replay to measure alternatives.";
      return;
    }
    List<RecommendationResult> recs = ordered(results.recommendations);
    if (recs.isEmpty()) {
      v.state = "nothing";
      v.message =
          results.workloads.isEmpty()
              ? "Nothing to change: no workload of this profile was replayed."
              : NO_CHANGE;
      return;
    }
    long ones = recs.stream().filter(r -> r.rank == 1 && r.standing == Standing.CHANGE).count();
    long saved =
        recs.stream()
            .filter(r -> r.rank == 1 && r.standing == Standing.CHANGE)
            .mapToLong(r -> r.savedNanos)
            .sum();
    if (ones == 0) {
      v.state = "nothing";
      v.message =
          "Nothing to change in your code: the faster techniques measured save too little of the"
              + " run, or are changes inside the libraries or engines that do the I/O (below).";
    } else {
      v.state = "changes";
      v.message = ones == 1 ? "One change is worth making." : ones + " changes are worth making.";
      v.message +=
          " Together they would have saved "
              + io.iobench.text.Units.duration(saved)
              + " of this run's I/O time.";
    }
    for (RecommendationResult r : recs) {
      if (r.rank > 1 + MORE_OPTIONS) {
        continue;
      }
      Change c = new Change();
      c.path = r.label();
      c.anchor = anchorOf(pathsOf(r.path, r.target), anchors);
      c.rank = r.rank;
      c.callSite = r.callSite;
      c.currentTitle = r.currentTitle;
      c.recommendedTitle = r.recommendedTitle;
      c.invasiveness = r.invasiveness;
      c.speedup = r.speedup;
      c.speedupLow = r.speedupLow;
      c.speedupHigh = r.speedupHigh;
      c.savedNanos = r.savedNanos;
      c.before = r.before;
      c.after = r.after;
      c.caveats = r.caveats == null ? List.of() : r.caveats;
      c.layerTitle = r.layerTitle;
      c.layerChange = r.layerChange;
      c.layerCalls = r.layerCalls;
      c.perAppCall = r.perAppCall;
      c.standing = r.standing;
      v.changes.add(c);
    }
  }

  /**
   * Rank 1 of every workload first, the largest saving first; then the other options, by workload
   * in the same order and by rank.
   */
  static List<RecommendationResult> ordered(List<RecommendationResult> recs) {
    if (recs == null) {
      return List.of();
    }
    List<RecommendationResult> firsts = new ArrayList<>();
    for (RecommendationResult r : recs) {
      if (r.rank == 1) {
        firsts.add(r);
      }
    }
    firsts.sort(Comparator.comparingLong((RecommendationResult r) -> r.savedNanos).reversed());
    List<RecommendationResult> out = new ArrayList<>(firsts);
    for (RecommendationResult first : firsts) {
      recs.stream()
          .filter(r -> r.rank > 1 && sameWorkload(r, first))
          .sorted(Comparator.comparingInt(r -> r.rank))
          .forEach(out::add);
    }
    for (RecommendationResult r : recs) {
      if (!out.contains(r)) {
        out.add(r);
      }
    }
    return out;
  }

  private static boolean sameWorkload(RecommendationResult a, RecommendationResult b) {
    return a.key.equals(b.key);
  }

  private static String anchorOf(Set<String> paths, Map<FileProfile, String> anchors) {
    for (Map.Entry<FileProfile, String> e : anchors.entrySet()) {
      if (paths.contains(e.getKey().path)) {
        return e.getValue();
      }
    }
    return null;
  }

  /** The files a workload is about: its file, and a copy's target. */
  static Set<String> pathsOf(String path, String target) {
    Set<String> paths = new LinkedHashSet<>();
    if (path != null) {
      paths.add(path);
    }
    if (target != null) {
      paths.add(target);
    }
    return paths;
  }

  // ---- overview

  private static void overview(
      ReportModel m,
      Profile profile,
      ReplayResults results,
      List<FileProfile> ranked,
      Map<FileProfile, String> anchors) {
    ReportModel.Overview o = m.overview;
    o.startedAt = profile.startedAt;
    o.endedAt = profile.endedAt;
    OptionalLong duration = profile.duration();
    o.durationNanos = duration.isPresent() ? duration.getAsLong() : null;
    o.complete = profile.complete;
    o.command = profile.command;
    if (profile.parts != null && !profile.parts.isEmpty()) {
      o.parts = new ArrayList<>();
      for (ProfilePart p : profile.parts) {
        ReportModel.Part part = new ReportModel.Part();
        part.file = p.file;
        part.host = p.host;
        part.pid = p.pid;
        part.startedAt = p.startedAt;
        part.endedAt = p.endedAt;
        part.durationNanos = p.wallNanos();
        o.parts.add(part);
      }
    }
    o.jvm = profile.jvm;
    o.os = profile.os;
    o.environment = results == null ? null : results.environment;
    o.fileCount = ranked.size();
    for (FileProfile f : ranked) {
      long io = Math.round(fileNanos(f));
      o.ioNanos += io;
      o.calls += f.totalCalls();
      o.bytes += f.totalBytes();
      if (o.files.size() < OVERVIEW_FILES) {
        FileRow row = new FileRow();
        row.path = f.path;
        row.kind = f.kind;
        row.anchor = anchors.get(f);
        row.ioNanos = io;
        row.calls = f.totalCalls();
        row.bytes = f.totalBytes();
        for (OpProfile op : f.ops) {
          ApiShare a = new ApiShare();
          a.api = op.api;
          a.op = op.op;
          a.calls = op.calls;
          a.ioNanos = Math.round(op.ioNanos());
          row.apis.add(a);
        }
        row.apis.sort(
            Comparator.comparingLong((ApiShare a) -> a.ioNanos)
                .reversed()
                .thenComparing(Comparator.comparingLong((ApiShare a) -> a.calls).reversed()));
        o.files.add(row);
      } else {
        o.filesNotListed++;
      }
    }
    if (profile.source == null) {
      o.jfr = JfrDefaults.share(profile);
    } else {
      o.recording = profile.source.recording;
      o.recordingLimits = List.copyOf(profile.source.limits);
    }
  }

  static double fileNanos(FileProfile f) {
    return f.ops == null ? 0 : f.ops.stream().mapToDouble(OpProfile::ioNanos).sum();
  }

  // ---- per file

  private static FileSection fileSection(FileProfile f, String anchor, Findings findings) {
    FileSection s = new FileSection();
    s.path = f.path;
    s.kind = f.kind;
    s.anchor = anchor;
    s.size = f.size;
    s.ioNanos = Math.round(fileNanos(f));
    s.calls = f.totalCalls();
    s.bytes = f.totalBytes();
    List<OpProfile> ops = new ArrayList<>(f.ops);
    ops.sort(
        Comparator.comparingDouble(OpProfile::ioNanos)
            .reversed()
            .thenComparing(Comparator.comparingLong((OpProfile o) -> o.calls).reversed()));
    for (OpProfile op : ops) {
      s.ops.add(opSection(op, AccessPatterns.words(findings.of(op))));
    }
    s.summary = s.ops.isEmpty() ? "no calls recorded" : s.ops.get(0).pattern;
    return s;
  }

  private static OpSection opSection(OpProfile op, String pattern) {
    OpSection s = new OpSection();
    s.api = op.api;
    s.op = op.op;
    s.calls = op.calls;
    s.bytes = op.bytes;
    s.errors = op.errors;
    s.eofs = op.eofs;
    s.threads = op.threads;
    s.timedCalls = op.timedCalls;
    s.ioNanos = Math.round(op.ioNanos());
    s.pattern = pattern;
    s.latency = Histograms.curve(op.api + "." + op.op, Histograms.decode(op.latencyNanos));
    s.sizes = Histograms.log2Buckets(Histograms.decode(op.sizeBytes));
    for (OpProfile.CallPath path : op.paths()) {
      s.paths.add(pathRow(path));
    }
    if (op.callPathsOther != null && op.callPathsOther.samples > 0) {
      s.pathsOther = pathRow(op.callPathsOther);
    } else if (op.callPaths == null && op.callSitesOther > 0) {
      s.pathsOther = new PathRow();
      s.pathsOther.samples = op.callSitesOther;
    }
    return s;
  }

  private static PathRow pathRow(OpProfile.CallPath path) {
    PathRow row = new PathRow();
    row.app = path.app;
    row.frames = new ArrayList<>(path.frames == null ? List.of() : path.frames);
    row.library = path.library;
    row.calls = path.calls;
    row.bytes = path.bytes;
    row.nanos = path.nanos;
    row.samples = path.samples;
    return row;
  }

  private static WorkloadSection workload(WorkloadResult w, ReplayResults results) {
    WorkloadSection s = new WorkloadSection();
    s.name = w.name;
    s.path = w.label();
    s.operation = w.operation;
    s.workload = w.workload;
    s.currentTitle = w.currentTitle;
    s.observed = w.observed;
    s.fidelity = w.fidelity;
    s.notes = ReplayNoteWords.of(w.notes);
    s.verdict = w.verdict;
    s.recommended = w.recommended;
    s.decisionConfidence = w.decisionConfidence;
    s.extraRounds = ExtraRoundWords.of(w.extraRounds);
    s.storage = StorageWords.of(w.storage);
    s.storageWarning = StorageWords.isWarning(w.storage);
    s.whiskers =
        "Bars: median time of a round; whiskers: fastest and slowest of the measured rounds.";
    String first = null;
    for (RecommendationResult r : results.recommendations) {
      if (r.rank == 1 && r.key.equals(w.key)) {
        first = r.recommended;
      }
    }
    for (TechniqueResult t : w.techniques) {
      TechniqueRow row = new TechniqueRow();
      row.id = t.id;
      row.title = t.title;
      row.invasiveness = t.invasiveness;
      row.baseline = t.baseline;
      row.recommended = w.recommended && t.id != null && t.id.equals(first);
      row.error = t.error;
      row.medianMs = t.medianMs;
      List<Double> rounds = rounds(t);
      row.rounds = rounds.size();
      row.leftRaceAfterRounds = t.leftRaceAfterRounds;
      row.passShare = t.passShare;
      if (!rounds.isEmpty()) {
        row.minMs = rounds.stream().mapToDouble(Double::doubleValue).min().getAsDouble();
        row.maxMs = rounds.stream().mapToDouble(Double::doubleValue).max().getAsDouble();
      }
      row.mbPerSecond = t.mbPerSecond;
      row.callP50Nanos = t.callP50Nanos;
      row.callP99Nanos = t.callP99Nanos;
      row.speedup = t.speedup;
      row.speedupLow = t.speedupLow;
      row.speedupHigh = t.speedupHigh;
      row.decisionLow = t.decisionLow;
      row.decisionHigh = t.decisionHigh;
      row.latency = Histograms.curve(t.id, Histograms.decode(t.callLatencyHistogram));
      row.caveats = t.caveats == null ? List.of() : t.caveats;
      s.techniques.add(row);
    }
    return s;
  }

  private static List<Double> rounds(TechniqueResult t) {
    List<Double> all = new ArrayList<>();
    if (t.primaryMetric != null && t.primaryMetric.rawData != null) {
      t.primaryMetric.rawData.forEach(all::addAll);
    }
    return all;
  }

  // ---- method

  private static void method(ReportModel m, Profile profile, ReplayResults results) {
    ReportModel.Method s = m.method;
    s.lines.add(profileLine(profile));
    if (results != null) {
      s.mode = results.mode;
      s.source = results.source;
      s.createdAt = results.createdAt;
      s.settings = results.settings;
      s.environment = results.environment;
      ReplayResults.Settings st =
          results.settings == null ? new ReplayResults.Settings() : results.settings;
      s.lines.add(workersLine(st));
      s.lines.add(roundsLine(st));
      s.lines.add(statisticsLine(st));
      s.lines.add(
          "Charts: bars show the median round time; whiskers the fastest and slowest measured round. Latency"
              + " lines are percentiles of the timed per-call latencies (HdrHistogram).");
    }
    if (profile.files != null) {
      for (FileProfile f : profile.files) {
        for (OpProfile op : f.ops) {
          raw(s, f.path + " " + op.api + "." + op.op + " latency", "ns", op.latencyNanos);
          raw(s, f.path + " " + op.api + "." + op.op + " size", "bytes", op.sizeBytes);
        }
      }
    }
    if (results != null) {
      for (WorkloadResult w : results.workloads) {
        for (TechniqueResult t : w.techniques) {
          if (t.callLatencyHistogram != null) {
            RawHistogram r = new RawHistogram();
            r.label =
                w.label()
                    + " "
                    + String.valueOf(w.operation).toLowerCase(Locale.ROOT)
                    + " replay "
                    + t.id
                    + " latency";
            r.unit = "ns";
            r.count = t.timedCalls == null ? 0 : t.timedCalls;
            r.base64 = t.callLatencyHistogram;
            s.histograms.add(r);
          }
        }
      }
    }
  }

  /** How the profile counted and timed the calls: by the agent, sampled or not, or from JFR. */
  static String profileLine(Profile profile) {
    if (profile.source != null) {
      return "Profile: read from the JDK Flight Recorder recording "
          + (profile.source.recording == null ? "" : profile.source.recording + " ")
          + "(what it could not show is listed in the overview): each file event is one call"
          + " with its duration, and a file's I/O time is estimated as mean latency times calls.";
    }
    Object mode =
        profile.agent == null ? null : profile.agent.get(ProfileFields.Agent.LATENCY_MODE);
    Object period =
        profile.agent == null ? null : profile.agent.get(ProfileFields.Agent.SAMPLE_PERIOD);
    String timed;
    if ("all".equals(String.valueOf(mode)) || "1".equals(String.valueOf(period))) {
      timed = "timed every one of them";
    } else if (period != null) {
      timed =
          "timed a random sample of them (the first 16 calls of every file and operation, then one"
              + " in "
              + period
              + " on average up to its millionth call, fewer after that; each timed call stands"
              + " for the untimed ones before it)";
    } else {
      timed = "timed them, or a sample of them,";
    }
    return "Profile: the iobench agent counted every file I/O call of the app and "
        + timed
        + " into HdrHistograms, so a file's I/O time is estimated as mean latency times calls.";
  }

  /** Which techniques shared a worker JVM, as the results recorded it. */
  static String workersLine(ReplayResults.Settings st) {
    String start =
        "Replay: each workload derived from the profile was run by every applicable technique";
    Boolean perTechnique = st.jvmPerTechnique;
    if (Boolean.TRUE.equals(perTechnique)) {
      return start
          + ", each in a worker JVM of its own (--jvm-per-technique or --thorough), so one"
          + " technique's JIT work and heap cannot help or hurt another.";
    }
    if (Boolean.FALSE.equals(perTechnique)) {
      return start
          + " in worker JVMs kept for the workload: the app's own technique, the baseline, in one of"
          + " its own, and all the sizes of any other technique (fos/8k, fos/64k, ...) together in"
          + " one JVM per technique, as they run the same code and the JIT learns the same from"
          + " each. Two techniques never share a JVM, so one's JIT work and heap cannot help or hurt"
          + " the other's (--jvm-per-technique gives every technique a JVM of its own).";
    }
    return start
        + " in worker JVMs; these results do not record whether the sizes of one technique shared"
        + " one (by default they do; with --jvm-per-technique or --thorough every technique has its"
        + " own).";
  }

  /** Run 0, the warm-up and measured rounds, their length, and when measuring stopped. */
  static String roundsLine(ReplayResults.Settings st) {
    StringBuilder b =
        new StringBuilder(
            "Rounds are interleaved: every technique makes round i, in a new shuffled order, before"
                + " any makes round i + 1, so that the machine's drift hits them alike. Run 0 of each"
                + " technique checks every byte it moves against the workload; its time (JIT cold,"
                + " every byte checksummed) is never part of the statistics. Then ");
    Boolean stop = st.stopWhenDecided;
    b.append(orQ(st.warmupRounds))
        .append(" warm-up rounds and ")
        .append(Boolean.FALSE.equals(stop) ? "" : "up to ")
        .append(orQ(st.measuredRounds))
        .append(" measured rounds, with the page cache ")
        .append(orQ(st.cache));
    boolean warm = "warm".equals(st.cache);
    if (st.roundNanos != null && warm) {
      b.append("; a round lasts at least ")
          .append(io.iobench.text.Units.duration(st.roundNanos))
          .append(", a shorter pass repeated within it");
      if (Boolean.FALSE.equals(st.wholePasses)) {
        b.append(
            ", and a pass on one thread longer than a round is timed on its first round's worth"
                + " of calls (the table says on what share)");
      }
    } else if ("cold".equals(st.cache)) {
      b.append(", its files evicted before each round of one pass");
    }
    b.append('.');
    if (Boolean.TRUE.equals(stop)) {
      b.append(
          " An alternative stops being measured once it can no longer be the first recommendation"
              + " (out of the race), and a workload once its verdict can no longer change.");
    } else if (Boolean.FALSE.equals(stop)) {
      b.append(" Every technique was measured to the last round (--thorough).");
    }
    if (st.extraRounds != null && st.extraRounds > 0) {
      b.append(" A workload with an alternative whose interval was still too wide to decide after")
          .append(" them (from under the threshold to 1.5x or more) made up to ")
          .append(st.extraRounds)
          .append(" extra rounds of the baseline and those alternatives, until none was too wide");
      if (st.extraTimeShare != null) {
        b.append(", none that would have run past ")
            .append(io.iobench.text.Units.percent(st.extraTimeShare))
            .append(" of the time the workload's replay had taken until then");
      }
      b.append('.');
    } else if (st.extraRounds != null) {
      b.append(" No workload made extra rounds.");
    }
    return b.toString();
  }

  /** Speed-ups, their intervals, and what makes a change one to make. */
  static String statisticsLine(ReplayResults.Settings st) {
    Boolean stop = st.stopWhenDecided;
    String correction =
        Boolean.TRUE.equals(stop)
            ? "at a confidence of 1 - 0.025/m for m alternatives (Bonferroni; the other half of the"
                + " 5 % error budget goes to the looks that stopped measuring early)"
                + (st.extraRounds != null && st.extraRounds > 0
                    ? ", and for a workload that made extra rounds at 1 - 0.025/(m x "
                        + st.extraRounds
                        + "), the extra rounds' looks having a budget of their own"
                    : "")
            : Boolean.FALSE.equals(stop)
                ? "at a confidence of 1 - 0.05/m for m alternatives (Bonferroni)"
                : "corrected for the number of alternatives compared (Bonferroni)";
    String line =
        "Speed-ups are the geometric mean of the paired ratios, round by round, of the baseline's"
            + " time to the technique's, with a 95 % interval. A change is recommended only when its"
            + " decision interval, "
            + correction
            + ", lies wholly above "
            + orQ(st.threshold)
            + "x; among those the measurements cannot tell from the best (overlapping intervals, or"
            + " saving at least 95 % of what it saves), the least invasive change goes first.";
    if (st.minSavingShare != null) {
      line +=
          st.minSavingShare > 0
              ? " A recommended change is one to make when it would have saved at least "
                  + io.iobench.text.Units.percent(st.minSavingShare)
                  + " of the profiled run's wall time; a smaller gain is listed as an option."
              : " Every recommended change is one to make, however little it would have saved"
                  + " (--min-saving 0).";
    }
    return line;
  }

  private static void raw(
      ReportModel.Method s, String label, String unit, io.iobench.profile.HistogramSummary h) {
    if (h == null || h.histogram == null) {
      return;
    }
    RawHistogram r = new RawHistogram();
    r.label = label;
    r.unit = unit;
    r.count = h.count;
    r.base64 = h.histogram;
    s.histograms.add(r);
  }

  private static String orQ(Object o) {
    return o == null ? "?" : o.toString();
  }
}
