package io.iobench.replay;

import io.iobench.technique.Technique;
import java.util.Map;
import java.util.Set;

/**
 * Looks at a workload's measured rounds as they come in and says which alternatives need no more of
 * them: the runner asks after every measured round that all the techniques still in the race have
 * made, and stops measuring those it names, or the whole workload once it is decided (when to start
 * judging is the judge's own rule). The rule itself belongs to whoever decides the workload in the
 * end; {@link #MEASURE_ALL} (the {@code --thorough} replay) names none and runs every round.
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
