package io.iobench.recommend;

import io.iobench.stats.Speedup;
import io.iobench.technique.Technique;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What {@link Recommender#decide} concluded for one workload: every alternative's speed-up interval
 * at a confidence that holds for all of them at once, and the verdict drawn from those intervals.
 *
 * @param confidence the two-sided confidence of each interval (0.95 shared by the alternatives)
 * @param intervals by technique id, the intervals the verdict was decided on
 */
public record Decision(double confidence, Map<String, Speedup> intervals, Verdict verdict) {
  public Decision {
    intervals = Map.copyOf(intervals);
  }

  /** The interval the verdict used for this technique, empty for one that was not decided on. */
  public Optional<Speedup> interval(String techniqueId) {
    return Optional.ofNullable(intervals.get(techniqueId));
  }

  /**
   * An alternative that ran and moved the right bytes: its measured rounds, paired round by round
   * with the baseline's, what a user would write to switch to it, and the calls a round made (0
   * when unknown).
   */
  public record Alternative(
      Technique technique, double[] rounds, String code, List<String> caveats, long callsPerRound) {
    public Alternative(Technique technique, double[] rounds, String code, List<String> caveats) {
      this(technique, rounds, code, caveats, 0);
    }
  }
}
