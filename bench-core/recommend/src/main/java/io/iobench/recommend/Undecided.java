package io.iobench.recommend;

import io.iobench.stats.Speedup;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * When a measurement cannot decide a workload: the one rule that the replay's judge ({@link
 * SequentialElimination#tooWide}, which gives such a workload extra rounds) and the {@link Verdict}
 * (which says "undecided") both read.
 *
 * <p>An interval is too wide to decide when it spans both no gain, its low end not above the
 * threshold, and a large gain, its high end at {@link #LARGE_GAIN} or more: the measurement cannot
 * tell the one from the other, so "near the best" would claim more than was measured. A workload is
 * undecided when no alternative's interval lies wholly above the threshold (then a change is
 * recommended, and the workload is decided whatever the others' intervals) and some alternative's
 * is too wide to decide.
 */
public final class Undecided {
  /**
   * An alternative whose interval reaches this high may be much faster: with its lower end under
   * the threshold, the measurement cannot tell "no gain" from a large one.
   */
  public static final double LARGE_GAIN = 1.5;

  private Undecided() {}

  /** Whether this interval spans both no gain (up to the threshold) and a large gain. */
  public static boolean spans(Speedup interval, double threshold) {
    return !interval.whollyAbove(threshold) && interval.high() >= LARGE_GAIN;
  }

  /**
   * The alternatives of a workload whose intervals are too wide to decide it, in the map's order:
   * none when any interval lies wholly above the threshold, else those that {@linkplain #spans
   * span} no gain and a large one.
   *
   * @param intervals each alternative's interval; null for one whose rounds were so far apart that
   *     it reached 0 or infinity, which spans everything
   */
  public static <K> Set<K> among(Map<K, Speedup> intervals, double threshold) {
    Set<K> wide = new LinkedHashSet<>();
    for (Map.Entry<K, Speedup> e : intervals.entrySet()) {
      Speedup interval = e.getValue();
      if (interval != null && interval.whollyAbove(threshold)) {
        return Set.of();
      }
      if (interval == null || spans(interval, threshold)) {
        wide.add(e.getKey());
      }
    }
    return wide;
  }
}
