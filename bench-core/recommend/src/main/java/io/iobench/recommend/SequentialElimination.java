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
 *
 * <h2>Extra rounds</h2>
 *
 * After the planned rounds, a workload that the final decision would call {@linkplain Undecided
 * undecided} (no alternative wholly above the threshold, one whose interval spans both no gain and
 * a large one) makes extra rounds of the alternatives too wide to decide, and is looked at after
 * each: those rounds and their looks have an error budget of their own, as large as the final
 * decision's, shared by the m alternatives and the at most E extra rounds' looks (each interval at
 * 1 − 0.025 / (m · E), {@link #extraConfidence}), and the workload is decided at that level in the
 * end. The union bound over all of such a workload's looks is then 7.5 % instead of 5 %: keeping 5
 * % would mean narrowing the budget of every workload's planned looks, and so changing the decision
 * of every workload, to pay for the few that need extra rounds. Which alternatives make them is
 * chosen on the extra rounds' wider intervals, so that one left out cannot turn too wide at the
 * level the workload is decided at.
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

  /**
   * The confidence of each interval of a look after an extra round, and of the final decision of a
   * workload that made extra rounds, for {@code m} alternatives and at most {@code extraRounds}
   * extra rounds.
   */
  public static double extraConfidence(int m, int extraRounds) {
    return 1 - ALPHA / 2 / (Math.max(1, m) * (double) Math.max(1, extraRounds));
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
      Candidate c = Candidate.of(current, e.getKey(), s, null, null, 0);
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

  /**
   * After the planned rounds: none when the final decision's intervals leave the workload decided;
   * otherwise, and after each extra round, the alternatives {@linkplain Undecided too wide to
   * decide} at the extra rounds' level ({@link #extraConfidence}).
   */
  @Override
  public Set<Technique> tooWide(
      Technique current,
      double[] baseline,
      Map<Technique, double[]> alive,
      int alternatives,
      int extraRounds) {
    int n = baseline.length;
    if (n < measuredRounds || alive.isEmpty() || extraRounds < 1) {
      return Set.of();
    }
    if (n == measuredRounds
        && tooWide(baseline, alive, finalConfidence(alternatives, measuredRounds, true))
            .isEmpty()) {
      return Set.of();
    }
    return tooWide(baseline, alive, extraConfidence(alternatives, extraRounds));
  }

  /** The alternatives too wide to decide at this confidence. */
  private Set<Technique> tooWide(
      double[] baseline, Map<Technique, double[]> alive, double confidence) {
    Map<Technique, Speedup> intervals = new LinkedHashMap<>();
    for (Map.Entry<Technique, double[]> e : alive.entrySet()) {
      Speedup s;
      try {
        s = Speedup.paired(baseline, e.getValue(), confidence);
      } catch (IllegalArgumentException unbounded) {
        s = null;
      }
      intervals.put(e.getKey(), s);
    }
    return Undecided.among(intervals, threshold);
  }
}
