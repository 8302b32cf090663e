package io.iobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SummaryTest {
  @Test
  void matchesAnExampleComputedByHand() {
    // Expected values from Python's statistics module and t(0.975, 9) = 2.262157163 from tables.
    Summary s = Summary.of(new double[] {3, 1, 4, 1, 5, 9, 2, 6, 8, 7});
    assertEquals(10, s.n());
    assertEquals(4.6, s.mean(), 1e-12);
    assertEquals(4.5, s.median(), 1e-12);
    assertEquals(1, s.min());
    assertEquals(9, s.max());
    assertEquals(2.875181153713043, s.standardDeviation(), 1e-12);
    assertEquals(2.543219305591197, s.ciLow(), 1e-8);
    assertEquals(6.656780694408802, s.ciHigh(), 1e-8);
  }

  @Test
  void doesNotReorderTheCallersArray() {
    double[] values = {3, 1, 2};
    Summary.of(values);
    assertEquals(3, values[0]);
  }

  @Test
  void aSingleValueHasNoSpreadAndAnUnboundedInterval() {
    Summary s = Summary.of(new double[] {42});
    assertEquals(1, s.n());
    assertEquals(42, s.mean());
    assertEquals(42, s.median());
    assertEquals(42, s.min());
    assertEquals(42, s.max());
    assertTrue(Double.isNaN(s.standardDeviation()));
    assertEquals(Double.NEGATIVE_INFINITY, s.ciLow());
    assertEquals(Double.POSITIVE_INFINITY, s.ciHigh());
  }

  @Test
  void identicalValuesHaveAZeroWidthInterval() {
    Summary s = Summary.of(new double[] {5, 5, 5});
    assertEquals(0, s.standardDeviation());
    assertEquals(5, s.ciLow());
    assertEquals(5, s.ciHigh());
  }

  @Test
  void percentileInterpolatesLinearlyBetweenClosestRanks() {
    double[] sorted = {1, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    // Same as numpy.percentile(..., method="linear") and R's quantile(type = 7).
    assertEquals(1, Summary.percentile(sorted, 0));
    assertEquals(2.25, Summary.percentile(sorted, 25), 1e-12);
    assertEquals(4.5, Summary.percentile(sorted, 50), 1e-12);
    assertEquals(8.1, Summary.percentile(sorted, 90), 1e-12);
    assertEquals(9, Summary.percentile(sorted, 100));
    assertEquals(7, Summary.percentile(new double[] {7}, 99));
  }

  @Test
  void rejectsWhatWouldGiveAWrongAnswer() {
    assertThrows(IllegalArgumentException.class, () -> Summary.of(new double[0]));
    assertThrows(IllegalArgumentException.class, () -> Summary.of(null));
    assertThrows(IllegalArgumentException.class, () -> Summary.of(new double[] {1, Double.NaN}));
    assertThrows(IllegalArgumentException.class, () -> Summary.percentile(new double[] {2, 1}, 50));
    assertThrows(
        IllegalArgumentException.class, () -> Summary.percentile(new double[] {1, 2}, 101));
    assertThrows(IllegalArgumentException.class, () -> Summary.percentile(new double[] {1, 2}, -1));
    assertThrows(IllegalArgumentException.class, () -> Summary.percentile(new double[0], 50));
  }
}
