package io.iobench.profile.jfr;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A uniform random sample of an event type's durations, at most {@link #SIZE} of them however many
 * events the recording holds (reservoir sampling): enough for the fit of {@link MissedCalls}, and a
 * recording of millions of events costs the same memory as one of a hundred thousand.
 */
final class DurationSample {
  static final int SIZE = 100_000;

  private final SplittableRandom random = new SplittableRandom(1);
  private double[] values = new double[256];
  private long seen;

  void add(double value) {
    seen++;
    if (seen <= SIZE) {
      if (seen > values.length) {
        values = Arrays.copyOf(values, (int) Math.min(SIZE, 2L * values.length));
      }
      values[(int) seen - 1] = value;
      return;
    }
    long slot = random.nextLong(seen);
    if (slot < SIZE) {
      values[(int) slot] = value;
    }
  }

  double[] values() {
    return Arrays.copyOf(values, (int) Math.min(seen, SIZE));
  }
}
