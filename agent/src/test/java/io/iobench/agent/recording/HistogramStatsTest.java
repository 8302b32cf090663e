package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The profile's statistics of a histogram, computed in one pass (or from its exact pairs), are the
 * values HdrHistogram's own getters give, bit for bit, for histograms of every shape a recording
 * makes: empty, one value, zeros, a few values that share buckets, and many spread over decades.
 */
class HistogramStatsTest {
  @Test
  void everyStatisticIsHdrHistogramsOwn() {
    Random random = new Random(42);
    for (int trial = 0; trial < 3_000; trial++) {
      CompactHistogram h = new CompactHistogram();
      int distinct = random.nextInt(trial % 3 == 0 ? 6 : 40);
      for (int i = 0; i < distinct; i++) {
        long value = value(random);
        h.recordWithCount(value, 1 + random.nextInt(trial % 5 == 0 ? 3 : 10_000));
      }
      assertSameAsHdrHistogram(h, "trial " + trial);
    }
  }

  @Test
  void anEmptyHistogramAndOneOfZerosToo() {
    assertSameAsHdrHistogram(new CompactHistogram(), "empty");
    CompactHistogram zeros = new CompactHistogram();
    zeros.recordWithCount(0, 7);
    assertSameAsHdrHistogram(zeros, "zeros");
    CompactHistogram oneBucket = new CompactHistogram();
    oneBucket.recordWithCount(1_000_001, 2);
    oneBucket.recordWithCount(1_000_003, 5);
    oneBucket.recordWithCount(0, 1);
    assertSameAsHdrHistogram(oneBucket, "values of one bucket, and a zero");
  }

  private static long value(Random random) {
    switch (random.nextInt(4)) {
      case 0:
        return random.nextInt(3);
      case 1:
        return 1 + random.nextInt(300);
      case 2:
        return 1_000 + random.nextInt(50_000);
      default:
        return (long) Math.pow(10, 3 + random.nextDouble() * 8);
    }
  }

  private static void assertSameAsHdrHistogram(CompactHistogram compact, String what) {
    Histogram h = compact.toHistogram();
    HistogramStats stats = compact.stats();
    assertEquals(h.getTotalCount(), stats.count, what + ": count");
    assertEquals(h.getTotalCount() == 0 ? 0 : h.getMinValue(), stats.min, what + ": min");
    assertEquals(h.getValueAtPercentile(50), stats.p50, what + ": p50");
    assertEquals(h.getValueAtPercentile(90), stats.p90, what + ": p90");
    assertEquals(h.getValueAtPercentile(99), stats.p99, what + ": p99");
    assertEquals(h.getMaxValue(), stats.max, what + ": max");
    assertEquals(
        Double.doubleToLongBits(h.getMean()), Double.doubleToLongBits(stats.mean), what + ": mean");
  }
}
