package io.iobench.replay;

import java.util.SplittableRandom;

/**
 * The order techniques take their turns in a round: a fresh shuffle every round, the same on every
 * replay (the seed is the round). A rotated fixed order would give every technique the same
 * predecessor in every round, and what one technique leaves behind (dirty pages of a deleted mapped
 * file, a busy disk) would then always land on the same neighbour: a bias instead of noise. A
 * shuffle spreads it over all of them, as the interleaving spreads drift of the machine.
 */
final class RoundOrder {
  private static final long SEED = 0x5EED_0F_0DE5L;

  private RoundOrder() {}

  /** A permutation of {@code 0 .. n-1} for round {@code round}. */
  static int[] of(int n, int round) {
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    SplittableRandom random = new SplittableRandom(SEED + round);
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int swap = order[i];
      order[i] = order[j];
      order[j] = swap;
    }
    return order;
  }
}
