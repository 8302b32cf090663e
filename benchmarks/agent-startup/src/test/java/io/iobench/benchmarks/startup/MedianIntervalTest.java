package io.iobench.benchmarks.startup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class MedianIntervalTest {
  @Test
  void thirtyValuesGiveTheTenthAndTwentyFirstAsTablesOfTheSignTestDo() {
    // Published tables of the median's 95 % interval: for n = 30, the 10th to the 21st smallest.
    double[] values = IntStream.rangeClosed(1, 30).mapToDouble(i -> 31 - i).toArray();
    MedianInterval interval = MedianInterval.of(values, 0.95);
    assertEquals(10, interval.low());
    assertEquals(21, interval.high());
  }

  @Test
  void twelveValuesGiveTheThirdAndTenth() {
    double[] values = IntStream.rangeClosed(1, 12).mapToDouble(i -> i * 10).toArray();
    MedianInterval interval = MedianInterval.of(values, 0.95);
    assertEquals(30, interval.low());
    assertEquals(100, interval.high());
  }

  @Test
  void tooFewValuesHaveNoInterval() {
    // Five values: even their minimum and maximum cover the median only with probability 15/16.
    assertNull(MedianInterval.of(new double[] {1, 2, 3, 4, 5}, 0.95));
    assertEquals(
        new MedianInterval(1, 6), MedianInterval.of(new double[] {6, 1, 2, 3, 4, 5}, 0.95));
    assertNull(MedianInterval.of(new double[0], 0.95));
  }

  @Test
  void coversTheTrueMedianAtLeastAsOftenAsAsked() {
    // Log-normal times, median 1: the interval must hold it in at least 95 % of samples.
    Random random = new Random(42);
    int trials = 4000;
    int covered = 0;
    for (int t = 0; t < trials; t++) {
      double[] values = new double[30];
      for (int i = 0; i < values.length; i++) {
        values[i] = Math.exp(0.3 * random.nextGaussian());
      }
      MedianInterval interval = MedianInterval.of(values, 0.95);
      if (interval.low() <= 1 && 1 <= interval.high()) {
        covered++;
      }
    }
    double coverage = covered / (double) trials;
    assertTrue(coverage >= 0.945 && coverage <= 0.975, "coverage " + coverage);
  }
}
