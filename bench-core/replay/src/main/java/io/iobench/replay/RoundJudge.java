package io.iobench.replay;

import io.iobench.technique.Technique;
import java.util.Map;
import java.util.Set;

/**
 * Looks at a workload's measured rounds as they come in and says which alternatives need no more of
 * them: the runner asks after every measured round that all the techniques still in the race have
 * made, and stops measuring those it names, or the whole workload once it is decided (when to start
 * judging is the judge's own rule). After the planned rounds it says which alternatives are still
 * too wide to decide, and the workload makes {@linkplain ExtraRounds extra rounds} of those. The
 * rule itself belongs to whoever decides the workload in the end; {@link #MEASURE_ALL} (the {@code
 * --thorough} replay) names none and runs every planned round, and no extra one.
 */
public interface RoundJudge {
  /** Measures every technique to the last round. */
  RoundJudge MEASURE_ALL = (current, baseline, alive, alternatives) -> Look.GO_ON;

  /**
   * @param current the app's technique, the baseline's
   * @param baseline the baseline's measured rounds so far, in round order
   * @param alive the alternatives still measured, with their rounds so far (as many as the
   *     baseline's, paired by index)
   * @param alternatives how many alternatives the workload had when its measured rounds began
   * @return the alternatives to stop measuring, and whether the workload is decided
   */
  Look look(Technique current, double[] baseline, Map<Technique, double[]> alive, int alternatives);

  /**
   * Asked after the workload's planned rounds, unless it was decided before them, and after each of
   * its extra rounds: the alternatives whose interval is still too wide to decide, which make
   * another round with the baseline; none when the workload's verdict is decided. By default none.
   *
   * @param current the app's technique, the baseline's
   * @param baseline the baseline's measured rounds so far, in round order
   * @param alive the alternatives still measured, with their rounds so far (as many as the
   *     baseline's, paired by index): after the planned rounds all those still in the race, after
   *     an extra round those that made it
   * @param alternatives how many alternatives the workload had when its measured rounds began
   * @param extraRounds the most extra rounds a workload makes (at least 1)
   */
  default Set<Technique> tooWide(
      Technique current,
      double[] baseline,
      Map<Technique, double[]> alive,
      int alternatives,
      int extraRounds) {
    return Set.of();
  }

  /**
   * @param outOfTheRace alternatives that can no longer be the workload's first recommendation
   * @param decided whether the verdict can no longer change, so that no more rounds are needed
   */
  record Look(Set<Technique> outOfTheRace, boolean decided) {
    public static final Look GO_ON = new Look(Set.of(), false);

    public Look {
      outOfTheRace = Set.copyOf(outOfTheRace);
    }
  }
}
