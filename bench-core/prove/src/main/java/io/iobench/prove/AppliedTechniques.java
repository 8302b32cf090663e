package io.iobench.prove;

import io.iobench.analysis.Findings;
import io.iobench.recommend.Saving;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.WorkloadResult;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.WorkloadDeriver;
import java.util.HashMap;
import java.util.Map;

/**
 * The technique the after run used where a recommendation was, found as a replay finds an app's
 * current technique (its workloads derived from the profile), and what the replay predicted that
 * technique saves: a team does not always make the change as recommended (a {@code transferTo}
 * where {@code Files.copy} was), and the replay measured every alternative of the workload, the one
 * made among them.
 */
final class AppliedTechniques {
  /** The replay's defaults: the limits shape a replay's rounds, not which technique a run used. */
  private static final long MAX_BYTES = 64L << 20;

  private static final long MAX_RANDOM_CALLS = 20_000;

  private final Map<String, String> byWorkload = new HashMap<>();

  AppliedTechniques(Findings after, PathMap paths) {
    for (ObservedWorkload o :
        new WorkloadDeriver(MAX_BYTES, MAX_RANDOM_CALLS).derive(after, Integer.MAX_VALUE)) {
      Catalogue.of(o.currentFamily(), Math.max(1, o.currentBufferSize()))
          .map(Technique::id)
          .ifPresent(
              id ->
                  byWorkload.putIfAbsent(
                      key(
                          paths.after(o.path()),
                          o.target() == null ? null : paths.after(o.target()),
                          o.workload().operation().name()),
                      id));
    }
  }

  /** The technique the after run used for the recommendation's workload, or null when unknown. */
  String of(RecommendationResult r, PathMap paths) {
    String operation = r.key.operation();
    String source = paths.before(r.path);
    String made =
        byWorkload.get(key(source, r.target == null ? null : paths.before(r.target), operation));
    // A copy made by one transfer call (transferTo) names its source only: the profile records
    // the call on the source's channel.
    return made != null || r.target == null ? made : byWorkload.get(key(source, null, operation));
  }

  /**
   * The saving the replay predicted for {@code technique} in the recommendation's workload of the
   * profiled run, as it predicted the recommended one's; NaN when it did not measure that technique
   * there.
   */
  static double predicted(WorkloadResult w, String technique) {
    if (technique == null || w == null || w.observed == null) {
      return Double.NaN;
    }
    return Saving.of(w, technique, w.observed.nanos, w.observed.calls);
  }

  /** The workload a recommendation is of, or null. */
  static WorkloadResult workload(ReplayResults results, RecommendationResult r) {
    for (WorkloadResult w : results.workloads) {
      if (r.key.equals(w.key)) {
        return w;
      }
    }
    return null;
  }

  private static String key(String path, String target, String operation) {
    return path + "\n" + target + "\n" + operation;
  }
}
