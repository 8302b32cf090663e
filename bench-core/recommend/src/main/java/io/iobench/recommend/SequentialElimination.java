package io.iobench.recommend;

import io.iobench.replay.RoundJudge;
import io.iobench.stats.Speedup;
import io.iobench.technique.Technique;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Stops measuring what is decided, by the {@link Recommender}'s own rule. After each measured round
 * from the third on, every alternative still in the race gets its paired speed-up interval, and one
 * is out of the race when its interval lies wholly below the threshold (it can no longer qualify),
 * or wholly below the lower end of the best one's unless it may still be put first as the smallest
 * change as good as the best: by the recommendation's own rule ({@link SmallestChange}), on what
 * the intervals may still turn out to be (an interval's high end that still saves {@link
 * Recommender#EQUIVALENT_SAVING} of what the other's low end saves). The workload is decided when
 * no alternative is left, or one whose interval is already wholly above the threshold.
 *
 * <h2>The looks and their correction</h2>
 *
 * A replay of R measured rounds looks after rounds 3 to R − 1 before its final decision at round R:
 * each look is a further chance to drop the true best by bad luck. The error budget of 5 % is split
 * by Bonferroni's union bound: half for the final decision, shared by the m alternatives (each
 * interval at 1 − 0.025 / m), half for the early looks, shared by the m alternatives and the R − 3
 * looks (1 − 0.025 / (m · (R − 3))). The union bound needs no assumption about how the looks depend
 * on each other (they share their rounds, so they do, strongly), and it keeps the final intervals
 * one step from the {@code --thorough} replay's 1 − 0.05 / m: what the two replays recommend
 * differs only where a gain sits at the edge of the threshold. Not after two rounds: an interval
 * from two rounds has one degree of freedom, and at these levels a t quantile in the hundreds; it
 * excludes anything only when the two rounds happen to agree almost exactly, which says more about
 * luck than about the techniques.
 */
public final class SequentialElimination implements RoundJudge {
  private static final double ALPHA = 0.05;

  /** The measured rounds of the first look. */
  static final int FIRST_LOOK = 3;

  private final double threshold;
  private final int measuredRounds;

  /**
   * @param threshold the speed-up a recommendation's whole interval must exceed
   * @param measuredRounds the measured rounds of a full replay, at least 2
   */
  public SequentialElimination(double threshold, int measuredRounds) {
    if (measuredRounds < 2) {
      throw new IllegalArgumentException("an interval needs 2 measured rounds: " + measuredRounds);
    }
    this.threshold = threshold;
    this.measuredRounds = measuredRounds;
  }

  /**
   * The confidence of each interval of the final decision, for {@code m} alternatives: the
   * decision's half of the error budget when the replay looked before, all of it otherwise.
   */
  public static double finalConfidence(int m, int measuredRounds, boolean looked) {
    return looked && measuredRounds > FIRST_LOOK
        ? 1 - ALPHA / 2 / Math.max(1, m)
        : Speedup.simultaneousConfidence(m);
  }

  /** The confidence of each interval of an early look, for {@code m} alternatives. */
  double lookConfidence(int m) {
    return 1 - ALPHA / 2 / (Math.max(1, m) * (double) Math.max(1, measuredRounds - FIRST_LOOK));
  }

  @Override
  public Look look(
      Technique current, double[] baseline, Map<Technique, double[]> alive, int alternatives) {
    int n = baseline.length;
    if (n < FIRST_LOOK || n >= measuredRounds || alive.isEmpty()) {
      // The last round is the final decision's.
      return Look.GO_ON;
    }
    double confidence = lookConfidence(alternatives);
    Map<Technique, Candidate> candidates = new LinkedHashMap<>();
    Candidate best = null;
    for (Map.Entry<Technique, double[]> e : alive.entrySet()) {
      Speedup s;
      try {
        s = Speedup.paired(baseline, e.getValue(), confidence);
      } catch (IllegalArgumentException unbounded) {
        // Rounds so far apart that the interval reaches 0 or infinity: nothing is decided yet.
        return Look.GO_ON;
      }
      Candidate c = Candidate.of(current, e.getKey(), s, null, null);
      candidates.put(e.getKey(), c);
      if (best == null || s.estimate() > best.speedup().estimate()) {
        best = c;
      }
    }
    Set<Technique> out = new HashSet<>();
    List<Speedup> stillIn = new ArrayList<>();
    for (Map.Entry<Technique, Candidate> e : candidates.entrySet()) {
      Candidate c = e.getValue();
      Speedup s = c.speedup();
      boolean belowTheBest =
          c != best
              && s.high() < best.speedup().low()
              && !SmallestChange.mayBeFirst(c, best, candidates.values());
      if (s.high() < threshold || belowTheBest) {
        out.add(e.getKey());
      } else {
        stillIn.add(s);
      }
    }
    boolean decided =
        stillIn.isEmpty() || (stillIn.size() == 1 && stillIn.get(0).whollyAbove(threshold));
    return new Look(out, decided);
  }
}
