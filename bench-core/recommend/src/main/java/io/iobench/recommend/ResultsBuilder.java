package io.iobench.recommend;

import io.iobench.analysis.LibraryCalls;
import io.iobench.replay.ExtraRounds;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.ScratchPlace;
import io.iobench.replay.TechniqueRun;
import io.iobench.replay.WorkloadRun;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadKey;
import io.iobench.results.WorkloadResult;
import io.iobench.technique.Technique;
import io.iobench.text.Units;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Assembles the results file from the plans, their runs, the statistics and the recommendations.
 */
public final class ResultsBuilder {
  /** Fewer observed calls than this make no median to compare (see {@link #fidelity}). */
  static final int MIN_CALLS_FOR_FIDELITY = 20;

  private ResultsBuilder() {}

  public static ReplayResults build(
      String mode,
      String source,
      ReplaySettings settings,
      List<ReplayPlan> plans,
      List<WorkloadRun> runs,
      String fileSystemType,
      double threshold,
      double minSavingShare,
      List<String> notes,
      boolean looked) {
    ReplayResults results = new ReplayResults();
    results.mode = mode;
    results.source = source;
    results.createdAt = Instant.now().toString();
    results.environment = environment(fileSystemType, settings);
    results.settings.warmupRounds = settings.warmupRounds();
    results.settings.measuredRounds = settings.measuredRounds();
    results.settings.cache = cache(settings);
    results.settings.threshold = threshold;
    results.settings.minSavingShare = minSavingShare;
    results.settings.workerJvmArgs = settings.workerJvmArgs();
    // How the rounds ran, for whoever reads the results later (the report's method text).
    results.settings.roundNanos = settings.roundNanos();
    results.settings.wholePasses = settings.wholePasses();
    results.settings.jvmPerTechnique = settings.jvmPerTechnique();
    results.settings.stopWhenDecided = looked;
    results.settings.extraRounds = settings.extraRounds();
    results.settings.extraTimeShare = settings.extraTimeShare();
    if (!notes.isEmpty()) {
      results.settings.notes = notes;
    }
    Recommender recommender = new Recommender(threshold, minSavingShare);
    for (int i = 0; i < plans.size(); i++) {
      WorkloadResult w =
          workload(
              plans.get(i), runs.get(i), settings, recommender, looked, results.recommendations);
      results.workloads.add(w);
    }
    return results;
  }

  static ReplayResults.Environment environment(String fileSystemType, ReplaySettings settings) {
    ReplayResults.Environment env = new ReplayResults.Environment();
    env.jdk = System.getProperty("java.version");
    env.vendor = System.getProperty("java.vendor");
    env.vm = System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version");
    env.os = System.getProperty("os.name") + " " + System.getProperty("os.version");
    env.arch = System.getProperty("os.arch");
    env.cpus = Runtime.getRuntime().availableProcessors();
    env.fileSystem = fileSystemType;
    env.cache = cache(settings);
    return env;
  }

  /**
   * Where the replay ran beside where the observed file lived; null when the run does not tell
   * where it ran.
   */
  static WorkloadResult.Storage storage(ObservedWorkload observed, ScratchPlace place) {
    if (place == null) {
      return null;
    }
    WorkloadResult.Storage s = new WorkloadResult.Storage();
    s.observed = observed.fileSystem();
    s.replayed = place.fileSystem();
    s.dir = place.dir().toString();
    s.why = place.why();
    if (s.observed != null && s.replayed != null) {
      s.otherFileSystem = !s.observed.sameAs(s.replayed);
    }
    return s;
  }

  /** Where a forcing workload ran, where force() is a no-op, and where the app's file was. */
  static String forceNotMeasured(WorkloadResult.Storage storage) {
    return "on "
        + storage.replayed
        + " ("
        + storage.dir
        + ")"
        + (storage.observed == null
            ? ", and the profile does not tell the app's file's file system"
            : ", while the app's file was on " + storage.observed);
  }

  private static String cache(ReplaySettings settings) {
    return settings.cache().name().toLowerCase(Locale.ROOT);
  }

  private static WorkloadResult workload(
      ReplayPlan plan,
      WorkloadRun run,
      ReplaySettings settings,
      Recommender recommender,
      boolean looked,
      List<RecommendationResult> all) {
    Workload w = plan.workload();
    ObservedWorkload observed = plan.observed();
    List<TechniqueRun> runs = run.techniques();
    ExtraRounds extra = run.extra();
    WorkloadResult r = new WorkloadResult();
    r.name = w.name();
    r.path = observed != null ? observed.path() : w.name();
    r.target = observed != null ? observed.target() : null;
    r.operation = w.operation().name();
    r.workload = parameters(w);
    TechniqueRun baseline = runs.get(0);
    Technique current = baseline.technique();
    r.current = current.id();
    r.currentTitle = current.title();
    for (TechniqueRun t : runs) {
      TechniqueResult result =
          TechniqueResults.of(
              w.name(), w, t, baseline, settings.warmupRounds(), settings.measuredRounds());
      result.invasiveness = Recommender.invasiveness(current, t.technique()).name();
      r.techniques.add(result);
    }
    if (extra != null) {
      r.extraRounds = extraRounds(extra);
    }
    String callSite = null;
    long observedNanos = 0;
    if (observed != null) {
      r.notes.addAll(observed.notes());
      callSite = observed.callSite();
      observedNanos = observed.observedNanos();
      r.observed = new WorkloadResult.Observed();
      r.observed.nanos = observed.observedNanos();
      r.observed.calls = observed.observedCalls();
      r.observed.p50Nanos = observed.observedP50Nanos();
      r.observed.threads = observed.threads();
      r.observed.callSite = callSite;
      if (observed.layer() != null) {
        // Which layer the app's calls went through, also when it leaves nothing to change there.
        r.observed.layer = observed.layer().layer().id();
        r.observed.layerTitle = observed.layer().layer().title();
      }
      r.observed.libraryCalls = libraryCalls(observed.libraryCalls());
      r.observed.callerUnknown = observed.callerUnknown();
      r.fidelity = fidelity(observed, r.techniques.get(0));
      r.storage = storage(observed, run.place());
    }
    // The file, a copy's target, the operation and the app's method of the observed call site; a
    // scenario's step is its name and operation, without an app frame.
    r.key = WorkloadKey.of(r.path, r.target, r.operation, callSite);
    if (!baseline.ok()) {
      r.verdict = "no verdict: the baseline " + current.id() + " failed: " + baseline.error();
      return r;
    }
    List<Decision.Alternative> alternatives = new ArrayList<>();
    int measuredAlternatives = 0;
    for (int i = 1; i < runs.size(); i++) {
      TechniqueResult t = r.techniques.get(i);
      if (t.error != null || t.speedup == null) {
        continue;
      }
      measuredAlternatives++;
      // One that left the race was judged: it can be neither recommended first nor a smaller
      // change promoted over the first.
      if (!runs.get(i).outOfTheRace()) {
        alternatives.add(
            new Decision.Alternative(
                runs.get(i).technique(),
                runs.get(i).measured(),
                t.code,
                t.caveats,
                runs.get(i).callsPerRound()));
      }
    }
    Observed app =
        observed == null
            ? Observed.NOTHING
            : new Observed(
                observed.adviceSite(),
                observedNanos,
                observed.runNanos(),
                observed.layer(),
                observed.observedCalls(),
                w.callSize(),
                observed.library(),
                observed.libraryCalls(),
                observed.callerUnknown());
    Decision decision =
        recommender.decide(
            r.label(),
            current,
            baseline.measured(),
            current.code(w),
            app,
            alternatives,
            extra != null && extra.rounds() > 0
                ? SequentialElimination.extraConfidence(
                    measuredAlternatives, settings.extraRounds())
                : SequentialElimination.finalConfidence(
                    measuredAlternatives, settings.measuredRounds(), looked),
            Saving.replayed(r));
    for (TechniqueResult t : r.techniques) {
      decision
          .interval(t.id)
          .ifPresent(
              interval -> {
                t.decisionLow = interval.low();
                t.decisionHigh = interval.high();
              });
    }
    r.decisionConfidence = decision.confidence();
    Verdict verdict = decision.verdict();
    if (extra != null) {
      verdict = verdict.afterExtraRounds(extra.rounds(), extra.stoppedBy());
    }
    if (w.forceEveryBytes() > 0 && r.storage != null && r.storage.forceNotMeasured()) {
      verdict = verdict.withForceNotMeasured(forceNotMeasured(r.storage));
    }
    // Inside an engine nothing is the app's to change, whether the replay models its calls or not:
    // that verdict stands.
    boolean insideEngine = verdict.layer() != null && !verdict.layer().appCanChange();
    if (offModel(r.fidelity) && !insideEngine) {
      r.verdict = offModelVerdict(r);
      return r;
    }
    r.verdict = verdict.summary();
    r.recommended = verdict.changeToMake();
    int rank = 1;
    for (Recommendation rec : verdict.recommendations()) {
      all.add(recommendation(r, rec, rank++));
    }
    return r;
  }

  private static WorkloadResult.ExtraRounds extraRounds(ExtraRounds extra) {
    WorkloadResult.ExtraRounds r = new WorkloadResult.ExtraRounds();
    r.rounds = extra.rounds();
    r.stoppedBy = extra.stoppedBy();
    extra.alternatives().forEach(t -> r.alternatives.add(t.id()));
    r.nanos = extra.nanos();
    r.capNanos = extra.capNanos();
    return r;
  }

  /**
   * How far, either way, the replayed baseline's median call may be from the app's calls for the
   * replay to stand for them: further off, the model of the calls is wrong (a JDK method that makes
   * a system call per byte where the profile shows one per line, say), and what the replay measured
   * is not what the app would gain.
   */
  static final double FIDELITY_GATE = 3.0;

  /**
   * Whether the replay does not model the app's calls. A replayed call slower than the app's median
   * one is the model's doing, as the replay runs alone. A replayed call faster than the app's may
   * be the app's surroundings instead: its own work between the calls leaves the caches cold for
   * them, other threads take the processor. Those slow some of the app's calls, not its fastest
   * tenth, so the replay is off the model only when it is faster than those too.
   */
  static boolean offModel(WorkloadResult.Fidelity f) {
    if (f == null || f.ratio == null) {
      return false;
    }
    return f.ratio > FIDELITY_GATE || f.replayP50Nanos * FIDELITY_GATE < fastestObserved(f);
  }

  /** The app's fastest tenth's latency, its median call's in results that do not tell it. */
  private static long fastestObserved(WorkloadResult.Fidelity f) {
    return f.observedP10Nanos != null ? f.observedP10Nanos : f.observedP50Nanos;
  }

  private static String offModelVerdict(WorkloadResult r) {
    WorkloadResult.Fidelity f = r.fidelity;
    String against =
        f.ratio > FIDELITY_GATE || f.observedP10Nanos == null
            ? ""
            : ", and "
                + Units.factor(f.replayP50Nanos / (double) f.observedP10Nanos)
                + "x the "
                + Units.duration(f.observedP10Nanos)
                + " of its fastest tenth";
    return r.label()
        + ": nothing recommended: the replayed baseline's median call takes "
        + Units.factor(f.ratio)
        + "x the app's observed "
        + Units.duration(f.observedP50Nanos)
        + against
        + ", more than "
        + Units.factor(FIDELITY_GATE)
        + "x off: the replay does not model the app's calls";
  }

  /**
   * The replayed baseline's median call against the app's. Not for a handful of calls: the median
   * of a whole-file read and the end-of-file read after it is either of them.
   */
  static WorkloadResult.Fidelity fidelity(ObservedWorkload observed, TechniqueResult baseline) {
    WorkloadResult.Fidelity f = new WorkloadResult.Fidelity();
    f.observedP50Nanos = observed.observedP50Nanos();
    f.observedP10Nanos = observed.observedP10Nanos() > 0 ? observed.observedP10Nanos() : null;
    if (baseline.callP50Nanos != null
        && observed.observedP50Nanos() > 0
        && observed.observedCalls() >= MIN_CALLS_FOR_FIDELITY) {
      f.replayP50Nanos = baseline.callP50Nanos;
      f.ratio = baseline.callP50Nanos / (double) observed.observedP50Nanos();
    }
    return f;
  }

  /** The workload's parameters; those at their default are left out of the file. */
  static WorkloadResult.Parameters parameters(Workload w) {
    WorkloadResult.Parameters p = new WorkloadResult.Parameters();
    p.fileSize = w.fileSize();
    p.callSize = w.callSize();
    p.pattern = w.stride() > 0 ? "STRIDED" : w.pattern().name();
    p.stride = w.stride();
    p.bytesPerRound = w.bytesPerRound();
    p.calls = w.calls();
    p.run = w.run();
    // The app's calls only when a pass replays fewer of them.
    p.appCalls = w.appCalls() > w.calls() ? w.appCalls() : 0;
    p.forceEveryBytes = w.forceEveryBytes();
    p.openEvery = w.openEvery();
    p.preallocated = w.preallocated();
    p.replacing = w.replacing();
    p.files = w.files();
    p.text = w.text();
    p.jsonValues = w.jsonValues();
    p.threads = w.threads();
    p.callSizes = w.sizes().mixed() ? w.sizes().cycle() : null;
    return p;
  }

  private static RecommendationResult recommendation(
      WorkloadResult w, Recommendation rec, int rank) {
    RecommendationResult r = new RecommendationResult();
    r.path = w.path;
    r.target = w.target;
    r.key = w.key;
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
    if (rec.layer() != null) {
      r.layer = rec.layer().layer().layer().id();
      r.layerTitle = rec.layer().where();
      r.layerChange = rec.layer().change().summary();
      r.layerCalls = emptyToNull(rec.layer().calledFile());
      r.perAppCall = emptyToNull(rec.layer().perAppCall());
    }
    r.standing = rec.standing();
    return r;
  }

  private static WorkloadResult.LibraryCalls libraryCalls(LibraryCalls calls) {
    if (!calls.counted()) {
      return null;
    }
    WorkloadResult.LibraryCalls r = new WorkloadResult.LibraryCalls();
    r.entry = calls.entry();
    r.calls = calls.appCalls();
    for (LibraryCalls.PerAppCall p : calls.operations()) {
      WorkloadResult.PerAppCall op = new WorkloadResult.PerAppCall();
      op.op = p.op();
      op.calls = p.calls();
      op.bytes = p.bytes();
      r.operations.add(op);
    }
    return r;
  }

  private static String emptyToNull(String text) {
    return text.isEmpty() ? null : text;
  }
}
