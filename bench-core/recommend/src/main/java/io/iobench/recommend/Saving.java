package io.iobench.recommend;

import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadResult;

/**
 * The time a change would have saved the app in a run: the one rule the recommender states its
 * savings by and {@code compare} holds a realized saving to.
 *
 * <p>The replay measures its rounds warm; the app spends its calls as it does: often once, cold,
 * timed by the agent, among its other work. Where the app's median call took longer than the
 * replayed baseline's, that shift is spent on every call, and an alternative pays it on the calls
 * it makes: a sixteenth of it for a sixteenth of the calls, all of it for the same calls. The rest
 * of the app's time, the replayed calls' and whatever came on top of them unevenly (a tail of slow
 * calls), shrinks by the measured speed-up. Without a shift, or where the replay's calls do not
 * stand for the app's (no {@linkplain WorkloadResult#fidelity fidelity} to compare them by), the
 * whole observed time shrinks by the speed-up.
 */
public final class Saving {

  private Saving() {}

  /**
   * The replayed baseline as the app's calls compare with it.
   *
   * @param roundNanos its median measured round
   * @param callsPerRound the calls a round made
   * @param callShiftNanos how much longer the app's median call took than its median call, 0 where
   *     it took no longer
   */
  public record Replayed(double roundNanos, long callsPerRound, double callShiftNanos) {
    /** The replay's calls do not stand for the app's: only the speed-up counts. */
    public static final Replayed NOT_COMPARABLE = new Replayed(0, 0, 0);

    boolean comparable() {
      return roundNanos > 0 && callsPerRound > 0 && callShiftNanos > 0;
    }
  }

  /**
   * Time saved in a run whose calls took {@code observedNanos} over {@code observedCalls} calls,
   * had they been made by an alternative {@code speedup} times faster than the replayed baseline
   * that makes {@code alternativeCallsPerRound} calls a round; rounded, 0 when the observed time is
   * unknown (0 or less).
   */
  public static long savedNanos(
      long observedNanos,
      long observedCalls,
      Replayed baseline,
      double speedup,
      long alternativeCallsPerRound) {
    if (observedNanos <= 0) {
      return 0;
    }
    return Math.round(
        saved(observedNanos, observedCalls, baseline, speedup, alternativeCallsPerRound));
  }

  /** {@link #savedNanos} unrounded, for weighing one change's saving against another's. */
  static double saved(
      long observedNanos,
      long observedCalls,
      Replayed baseline,
      double speedup,
      long alternativeCallsPerRound) {
    double byRatio = observedNanos * (1 - 1 / speedup);
    if (!baseline.comparable() || observedCalls <= 0 || alternativeCallsPerRound <= 0) {
      return byRatio;
    }
    double replayed = baseline.roundNanos() * observedCalls / baseline.callsPerRound();
    double shift = Math.min(observedNanos - replayed, observedCalls * baseline.callShiftNanos());
    if (shift <= 0) {
      return byRatio;
    }
    double callsAvoided = 1 - alternativeCallsPerRound / (double) baseline.callsPerRound();
    return (observedNanos - shift) * (1 - 1 / speedup) + shift * callsAvoided;
  }

  /** Time saved in a run by the speed-up alone, no shift of the calls known. */
  public static long savedNanos(long observedNanos, double speedup) {
    return savedNanos(observedNanos, 0, Replayed.NOT_COMPARABLE, speedup, 0);
  }

  /**
   * The replayed baseline of a workload of the results, with the shift of the median call the
   * fidelity check measured; {@link Replayed#NOT_COMPARABLE} where its calls do not stand for the
   * app's: no fidelity ratio (too few observed calls, or no median to compare), or a baseline
   * without its median round or calls.
   */
  public static Replayed replayed(WorkloadResult w) {
    if (w.fidelity == null || w.fidelity.ratio == null || w.fidelity.replayP50Nanos == null) {
      return Replayed.NOT_COMPARABLE;
    }
    double shift = Math.max(0, w.fidelity.observedP50Nanos - w.fidelity.replayP50Nanos);
    for (TechniqueResult t : w.techniques) {
      if (t.baseline && t.medianMs != null && t.callsPerRound != null) {
        return new Replayed(t.medianMs * 1e6, t.callsPerRound, shift);
      }
    }
    return Replayed.NOT_COMPARABLE;
  }

  /**
   * What {@code technique} would have saved in a run whose calls of the workload took {@code
   * observedNanos} over {@code observedCalls}, by the replay's results; NaN where the replay did
   * not measure it there.
   */
  public static double of(
      WorkloadResult w, String technique, long observedNanos, long observedCalls) {
    for (TechniqueResult t : w.techniques) {
      if (t.id.equals(technique) && t.speedup != null && t.speedup > 0) {
        return savedNanos(
            observedNanos,
            observedCalls,
            replayed(w),
            t.speedup,
            t.callsPerRound == null ? 0 : t.callsPerRound);
      }
    }
    return Double.NaN;
  }
}
