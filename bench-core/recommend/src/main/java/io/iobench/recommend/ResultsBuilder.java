package io.iobench.recommend;

import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.TechniqueRun;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadResult;
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
      double minSavingShare,
      List<String> notes,
      boolean looked) {
    ReplayResults results = new ReplayResults();
    results.mode = mode;
    results.source = source;
    results.createdAt = Instant.now().toString();
    results.environment.putAll(environment(fileSystemType, settings));
    results.settings.put("warmupRounds", settings.warmupRounds());
    results.settings.put("measuredRounds", settings.measuredRounds());
    results.settings.put("cache", settings.cache().name().toLowerCase(java.util.Locale.ROOT));
    results.settings.put("threshold", threshold);
    results.settings.put("minSavingShare", minSavingShare);
    results.settings.put("workerJvmArgs", settings.workerJvmArgs());
    // How the rounds ran, for whoever reads the results later (the report's method text).
    results.settings.put("roundNanos", settings.roundNanos());
    results.settings.put("wholePasses", settings.wholePasses());
    results.settings.put("jvmPerTechnique", settings.jvmPerTechnique());
    results.settings.put("stopWhenDecided", looked);
    if (!notes.isEmpty()) {
      results.settings.put("notes", notes);
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
      boolean looked,
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
    if (w.sizes().mixed()) {
      r.workload.put("callSizes", w.sizes().cycle());
    }
    TechniqueRun baseline = runs.get(0);
    Technique current = baseline.technique();
    r.current = current.id();
    r.currentTitle = current.title();
    for (TechniqueRun run : runs) {
      TechniqueResult t =
          TechniqueResults.of(
              w.name(), w, run, baseline, settings.warmupRounds(), settings.measuredRounds());
      t.invasiveness = Recommender.invasiveness(current, run.technique()).name();
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
      if (observed.layer() != null) {
        // Which layer the app's calls went through, also when it leaves nothing to change there.
        r.observed.put("layer", observed.layer().layer().id());
        r.observed.put("layerTitle", observed.layer().layer().title());
      }
      r.fidelity = fidelity(observed, r.techniques.get(0));
    }
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
                runs.get(i).technique(), runs.get(i).measured(), t.code, t.caveats));
      }
    }
    Observed app =
        observed == null
            ? Observed.NOTHING
            : new Observed(
                callSite,
                observedNanos,
                observed.runNanos(),
                observed.layer(),
                observed.observedCalls(),
                w.callSize());
    Decision decision =
        recommender.decide(
            r.label(),
            current,
            baseline.measured(),
            current.code(w),
            app,
            alternatives,
            SequentialElimination.finalConfidence(
                measuredAlternatives, settings.measuredRounds(), looked));
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
    r.verdict = verdict.summary();
    r.recommended = verdict.changeToMake();
    int rank = 1;
    for (Recommendation rec : verdict.recommendations()) {
      all.add(recommendation(r, rec, rank++));
    }
    return r;
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
    if (rec.layer() != null) {
      r.layer = rec.layer().layer().layer().id();
      r.layerTitle = rec.layer().where();
      r.layerChange = rec.layer().change().summary();
    }
    r.standing = rec.standing();
    return r;
  }
}
