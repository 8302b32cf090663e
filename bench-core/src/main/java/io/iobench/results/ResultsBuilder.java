package io.iobench.results;

import io.iobench.recommend.Candidate;
import io.iobench.recommend.ChangeText;
import io.iobench.recommend.Recommendation;
import io.iobench.recommend.Recommender;
import io.iobench.recommend.Verdict;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.TechniqueRun;
import io.iobench.stats.Speedup;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Technique;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Assembles the results file from the plans, their runs, the statistics and the recommendations.
 */
public final class ResultsBuilder {
  /** Calls smaller than this are taken to be records the app produces or consumes, not a buffer. */
  static final int RECORD_SIZED = 4096;

  /** Fewer observed calls than this make no median to compare (see {@link #fidelity}). */
  static final int MIN_CALLS_FOR_FIDELITY = 20;

  private ResultsBuilder() {}

  public static ReplayResults build(
      String mode,
      String source,
      ReplaySettings settings,
      List<ReplayPlan> plans,
      List<List<TechniqueRun>> runs,
      String fileSystemType,
      double threshold,
      List<String> notes) {
    ReplayResults results = new ReplayResults();
    results.mode = mode;
    results.source = source;
    results.createdAt = Instant.now().toString();
    results.environment.putAll(environment(fileSystemType, settings));
    results.settings.put("warmupRounds", settings.warmupRounds());
    results.settings.put("measuredRounds", settings.measuredRounds());
    results.settings.put("cache", settings.cache().name().toLowerCase(java.util.Locale.ROOT));
    results.settings.put("threshold", threshold);
    results.settings.put("workerJvmArgs", settings.workerJvmArgs());
    if (!notes.isEmpty()) {
      results.settings.put("notes", notes);
    }
    Recommender recommender = new Recommender(threshold);
    for (int i = 0; i < plans.size(); i++) {
      WorkloadResult w =
          workload(plans.get(i), runs.get(i), settings, recommender, results.recommendations);
      results.workloads.add(w);
    }
    return results;
  }

  static Map<String, Object> environment(String fileSystemType, ReplaySettings settings) {
    Map<String, Object> env = new LinkedHashMap<>();
    env.put("jdk", System.getProperty("java.version"));
    env.put("vendor", System.getProperty("java.vendor"));
    env.put("vm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
    env.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version"));
    env.put("arch", System.getProperty("os.arch"));
    env.put("cpus", Runtime.getRuntime().availableProcessors());
    env.put("fileSystem", fileSystemType);
    env.put("cache", settings.cache().name().toLowerCase(java.util.Locale.ROOT));
    return env;
  }

  private static WorkloadResult workload(
      ReplayPlan plan,
      List<TechniqueRun> runs,
      ReplaySettings settings,
      Recommender recommender,
      List<RecommendationResult> all) {
    Workload w = plan.workload();
    ObservedWorkload observed = plan.observed();
    WorkloadResult r = new WorkloadResult();
    r.name = w.name();
    r.path = observed != null ? observed.path() : w.name();
    r.target = observed != null ? observed.target() : null;
    r.operation = w.operation().name();
    r.workload.put("fileSize", w.fileSize());
    r.workload.put("callSize", w.callSize());
    r.workload.put("pattern", w.stride() > 0 ? "STRIDED" : w.pattern().name());
    if (w.stride() > 0) {
      r.workload.put("stride", w.stride());
    }
    r.workload.put("bytesPerRound", w.bytesPerRound());
    if (w.calls() > 0) {
      r.workload.put("calls", w.calls());
    }
    if (w.run() > 1) {
      r.workload.put("run", w.run());
    }
    if (w.appCalls() > w.calls()) {
      r.workload.put("appCalls", w.appCalls());
    }
    if (w.forceEveryBytes() > 0) {
      r.workload.put("forceEveryBytes", w.forceEveryBytes());
    }
    if (w.preallocated()) {
      r.workload.put("preallocated", true);
    }
    if (w.replacing()) {
      r.workload.put("replacing", true);
    }
    if (w.files() > 1) {
      r.workload.put("files", w.files());
    }
    if (w.text()) {
      r.workload.put("text", true);
    }
    if (w.threads() > 1) {
      r.workload.put("threads", w.threads());
    }
    TechniqueRun baseline = runs.get(0);
    Technique current = baseline.technique();
    r.current = current.id();
    r.currentTitle = current.title();
    for (TechniqueRun run : runs) {
      TechniqueResult t =
          TechniqueResults.of(
              w.name(), w, run, baseline, settings.warmupRounds(), settings.measuredRounds());
      t.invasiveness = invasiveness(current, run.technique()).name();
      r.techniques.add(t);
    }
    String callSite = null;
    long observedNanos = 0;
    if (observed != null) {
      r.notes.addAll(observed.notes());
      callSite = observed.callSite();
      observedNanos = observed.observedNanos();
      r.observed = new LinkedHashMap<>();
      r.observed.put("nanos", observed.observedNanos());
      r.observed.put("calls", observed.observedCalls());
      r.observed.put("p50Nanos", observed.observedP50Nanos());
      r.observed.put("threads", observed.threads());
      if (callSite != null) {
        r.observed.put("callSite", callSite);
      }
      r.fidelity = fidelity(observed, r.techniques.get(0));
    }
    if (!baseline.ok()) {
      r.verdict = "no verdict: the baseline " + current.id() + " failed: " + baseline.error();
      return r;
    }
    // The rule decides on intervals that hold for all alternatives at once: with twenty of them at
    // 95 % each, one would clear the threshold by luck about every second replay.
    List<Integer> measured = new ArrayList<>();
    for (int i = 1; i < runs.size(); i++) {
      if (r.techniques.get(i).error == null && r.techniques.get(i).speedup != null) {
        measured.add(i);
      }
    }
    double confidence = Speedup.simultaneousConfidence(measured.size());
    List<Candidate> candidates = new ArrayList<>();
    for (int i : measured) {
      TechniqueResult t = r.techniques.get(i);
      Technique tech = runs.get(i).technique();
      Speedup decision = Speedup.paired(baseline.measured(), runs.get(i).measured(), confidence);
      t.decisionLow = decision.low();
      t.decisionHigh = decision.high();
      candidates.add(
          new Candidate(
              tech.id(),
              tech.title(),
              invasiveness(current, tech),
              tech.bufferSize(),
              decision,
              t.code,
              t.caveats));
    }
    r.decisionConfidence = confidence;
    Verdict verdict =
        recommender.recommend(
            r.label(),
            current.id(),
            current.title(),
            current.code(w),
            callSite,
            observedNanos,
            candidates);
    r.verdict = verdict.summary();
    r.recommended = !verdict.nearBest();
    int rank = 1;
    for (Recommendation rec : verdict.recommendations()) {
      all.add(recommendation(r, rec, rank++));
    }
    return r;
  }

  /**
   * How big the change from the app's technique is. Another size of the same family is only a
   * buffer change when the app already uses a real buffer; when its calls are record-sized (under 4
   * KiB), bigger calls mean gathering records into an array, a bigger change than wrapping the
   * stream in a buffered one. A family that is "just a buffer size" on its own (FileOutputStream
   * with a bigger array) means another API when the app used a different one.
   */
  static Invasiveness invasiveness(Technique current, Technique alternative) {
    if (alternative.family().equals(current.family())) {
      return current.bufferSize() >= RECORD_SIZED ? Invasiveness.BUFFER_SIZE : Invasiveness.NEW_API;
    }
    Invasiveness own = alternative.invasiveness();
    return own == Invasiveness.BUFFER_SIZE ? Invasiveness.NEW_API : own;
  }

  /**
   * The replayed baseline's median call against the app's. Not for a handful of calls: the median
   * of a whole-file read and the end-of-file read after it is either of them.
   */
  static Map<String, Object> fidelity(ObservedWorkload observed, TechniqueResult baseline) {
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("observedP50Nanos", observed.observedP50Nanos());
    if (baseline.callP50Nanos != null
        && observed.observedP50Nanos() > 0
        && observed.observedCalls() >= MIN_CALLS_FOR_FIDELITY) {
      f.put("replayP50Nanos", baseline.callP50Nanos);
      f.put("ratio", baseline.callP50Nanos / (double) observed.observedP50Nanos());
    }
    return f;
  }

  private static RecommendationResult recommendation(
      WorkloadResult w, Recommendation rec, int rank) {
    RecommendationResult r = new RecommendationResult();
    r.path = w.path;
    r.target = w.target;
    r.rank = rank;
    r.current = rec.currentId();
    r.currentTitle = rec.currentTitle();
    r.recommended = rec.recommendedId();
    r.recommendedTitle = rec.recommendedTitle();
    r.invasiveness = rec.invasiveness().name();
    r.speedup = rec.speedup();
    r.speedupLow = rec.speedupLow();
    r.speedupHigh = rec.speedupHigh();
    r.savedNanos = rec.savedNanos();
    r.callSite = rec.callSite();
    r.change = ChangeText.render(rec);
    r.before = rec.before();
    r.after = rec.after();
    r.caveats = new ArrayList<>(rec.caveats());
    return r;
  }
}
