package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RoundOrderTest {
  private static final int TECHNIQUES = 22;
  private static final int ROUNDS = 8; // run 0, 2 warm-up, 5 measured: the CLI's default

  @Test
  void everyRoundIsAPermutationAndTheSameOnEveryReplay() {
    for (int round = 0; round < ROUNDS; round++) {
      int[] order = RoundOrder.of(TECHNIQUES, round);
      int[] sorted = order.clone();
      Arrays.sort(sorted);
      assertArrayEquals(IntStream.range(0, TECHNIQUES).toArray(), sorted, "round " + round);
      assertArrayEquals(order, RoundOrder.of(TECHNIQUES, round), "round " + round);
    }
  }

  /** With a rotated order the baseline followed the same technique in every round. */
  @Test
  void theBaselineDoesNotAlwaysFollowTheSameTechnique() {
    Set<Integer> predecessors = new HashSet<>();
    Set<Integer> firstPlaces = new HashSet<>();
    for (int round = 0; round < ROUNDS; round++) {
      int[] order = RoundOrder.of(TECHNIQUES, round);
      firstPlaces.add(order[0]);
      for (int k = 1; k < order.length; k++) {
        if (order[k] == 0) {
          predecessors.add(order[k - 1]);
        }
      }
    }
    assertTrue(predecessors.size() >= 4, "predecessors of the baseline: " + predecessors);
    assertTrue(firstPlaces.size() >= 4, "first in the round: " + firstPlaces);
  }

  @Test
  void aSingleTechniqueIsItsOwnOrder() {
    assertArrayEquals(new int[] {0}, RoundOrder.of(1, 3));
    assertEquals(0, RoundOrder.of(0, 3).length);
  }
}
