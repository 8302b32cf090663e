package io.iobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SpeedupTest {
  @Test
  void tQuantileMatchesTables() {
    assertEquals(12.706204736, StudentT.critical95(1), 1e-8);
    assertEquals(2.776445105, StudentT.critical95(4), 1e-8);
    assertEquals(2.262157163, StudentT.critical95(9), 1e-8);
    // 99 % two-sided, df = 4, from tables.
    assertEquals(4.604094871, StudentT.critical(4, 0.99), 1e-8);
  }

  @Test
  void matchesAnExampleComputedIndependently() {
    // Log ratios, mean and sd from Python's statistics module; t(0.975, 4) = 2.776445105 from
    // tables.
    double[] baseline = {100, 120, 110, 130, 90};
    double[] alternative = {50, 55, 60, 58, 48};
    Speedup s = Speedup.paired(baseline, alternative);
    assertEquals(5, s.n());
    assertEquals(2.019860254748174, s.estimate(), 1e-9);
    assertEquals(1.8081679297449784, s.low(), 1e-8);
    assertEquals(2.2563365833431037, s.high(), 1e-8);
  }

  @Test
  void identicalSeriesAreNoSpeedupWithAZeroWidthInterval() {
    double[] times = {100, 250, 130, 90};
    Speedup s = Speedup.paired(times, times.clone());
    assertEquals(1, s.estimate(), 1e-12);
    assertEquals(1, s.low(), 1e-12);
    assertEquals(1, s.high(), 1e-12);
  }

  @Test
  void aConstantRatioGivesExactlyThatRatio() {
    double[] baseline = {200, 400, 260, 180, 1000};
    double[] alternative = {100, 200, 130, 90, 500};
    Speedup s = Speedup.paired(baseline, alternative);
    assertEquals(2, s.estimate(), 1e-12);
    assertEquals(2, s.low(), 1e-12);
    assertEquals(2, s.high(), 1e-12);
    // Swapped, the alternative is twice as slow.
    assertEquals(0.5, Speedup.paired(alternative, baseline).estimate(), 1e-12);
  }

  @Test
  void theIntervalContainsTheEstimateAndWidensWithNoise() {
    double previousWidth = 0;
    for (double noise : new double[] {0.01, 0.05, 0.2}) {
      Speedup s = Speedup.paired(series(1000, noise, 1), series(500, noise, 2));
      assertTrue(s.low() < s.estimate() && s.estimate() < s.high(), s.toString());
      double width = s.high() - s.low();
      assertTrue(width > previousWidth, noise + ": " + width + " after " + previousWidth);
      previousWidth = width;
    }
  }

  /** Same standard normal draws for every noise level, so only the noise scale changes. */
  private static double[] series(double mean, double relativeNoise, long seed) {
    Random random = new Random(seed);
    double[] times = new double[20];
    for (int i = 0; i < times.length; i++) {
      times[i] = mean * (1 + relativeNoise * random.nextGaussian());
    }
    return times;
  }

  @Test
  void theIntervalCoversTheTrueRatioAbout95PercentOfTheTime() {
    // Log-normal round times make the log ratios normal, where the t interval is exact.
    Random random = new Random(7);
    int trials = 2000;
    int covered = 0;
    for (int t = 0; t < trials; t++) {
      double[] baseline = new double[10];
      double[] alternative = new double[10];
      for (int i = 0; i < baseline.length; i++) {
        baseline[i] = 3000 * Math.exp(0.1 * random.nextGaussian());
        alternative[i] = 1000 * Math.exp(0.1 * random.nextGaussian());
      }
      Speedup s = Speedup.paired(baseline, alternative);
      if (s.low() <= 3 && 3 <= s.high()) {
        covered++;
      }
    }
    double coverage = (double) covered / trials;
    assertTrue(coverage > 0.93 && coverage < 0.97, "coverage " + coverage);
  }

  @Test
  void rejectsWhatCannotBePaired() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Speedup.paired(new double[] {1, 2, 3}, new double[] {1, 2}));
    assertTrue(e.getMessage().contains("paired"), e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Speedup.paired(new double[] {1}, new double[] {1}));
    assertTrue(e.getMessage().contains("at least 2"), e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Speedup.paired(new double[] {1, 0}, new double[] {1, 2}));
    assertTrue(e.getMessage().contains("positive"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> Speedup.paired(new double[] {1, 2}, new double[] {-1, 2}));
    assertThrows(IllegalArgumentException.class, () -> Speedup.paired(null, new double[] {1, 2}));
  }

  @Test
  void whollyAboveNeedsTheLowerBoundAboveTheThreshold() {
    assertTrue(new Speedup(1.2, 1.12, 1.30, 10).whollyAbove(1.10));
    assertFalse(new Speedup(1.2, 1.05, 1.30, 10).whollyAbove(1.10));
    assertFalse(new Speedup(1.2, 1.10, 1.30, 10).whollyAbove(1.10));
  }

  @Test
  void overlapsWhenTheIntervalsShareAValue() {
    Speedup a = new Speedup(2.0, 1.8, 2.2, 10);
    assertTrue(a.overlaps(new Speedup(2.3, 2.0, 2.6, 10)));
    assertTrue(a.overlaps(new Speedup(2.3, 2.2, 2.6, 10)));
    assertTrue(a.overlaps(new Speedup(2.0, 1.9, 2.1, 10)));
    assertFalse(a.overlaps(new Speedup(2.7, 2.5, 3.0, 10)));
    assertFalse(new Speedup(2.7, 2.5, 3.0, 10).overlaps(a));
  }

  @Test
  void rejectsAnIntervalThatDoesNotHoldItsEstimate() {
    assertThrows(IllegalArgumentException.class, () -> new Speedup(1.0, 1.1, 1.3, 5));
    assertThrows(IllegalArgumentException.class, () -> new Speedup(1.0, 0, 1.3, 5));
  }

  @Test
  void aSimultaneousIntervalForManyAlternativesIsWiderThanOneAlone() {
    double[] base = {100, 104, 98, 101, 99};
    double[] alt = {80, 85, 78, 84, 79};
    Speedup one = Speedup.paired(base, alt);
    Speedup ofTwenty = Speedup.paired(base, alt, Speedup.simultaneousConfidence(20));
    assertEquals(one.estimate(), ofTwenty.estimate(), 1e-12);
    assertTrue(ofTwenty.low() < one.low() && ofTwenty.high() > one.high(), one + " " + ofTwenty);
    assertEquals(0.9975, Speedup.simultaneousConfidence(20), 1e-12);
    assertEquals(0.95, Speedup.simultaneousConfidence(1), 1e-12);
  }

  @Test
  void anAlternativeWithFewerRoundsIsPairedWithTheBaselinesFirstOnes() {
    double[] baseline = {100, 104, 98, 101, 250};
    double[] alternative = {50, 51, 50};
    assertEquals(
        Speedup.paired(new double[] {100, 104, 98}, alternative),
        Speedup.pairedWithFirstRounds(baseline, alternative));
    assertEquals(
        Speedup.paired(baseline, baseline, 0.99),
        Speedup.pairedWithFirstRounds(baseline, baseline, 0.99));
    IllegalArgumentException more =
        assertThrows(
            IllegalArgumentException.class,
            () -> Speedup.pairedWithFirstRounds(alternative, baseline));
    assertTrue(more.getMessage().contains("more than the baseline's 3"), more.getMessage());
  }
}
