package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A histogram of a few values is written as its ranges of equivalent values and their counts: made
 * once per write, and the same text.
 */
class HistogramTextsTest {
  private static CompactHistogram of(long value, long count) {
    CompactHistogram h = new CompactHistogram();
    h.recordWithCount(value, count);
    return h;
  }

  private static void assertSameJson(
      SnapshotJson.HistogramJson expected, SnapshotJson.HistogramJson actual, String what) {
    assertEquals(expected.encoded, actual.encoded, what);
    assertEquals(expected.stats.count, actual.stats.count, what);
    assertEquals(expected.stats.min, actual.stats.min, what);
    assertEquals(expected.stats.p50, actual.stats.p50, what);
    assertEquals(expected.stats.p90, actual.stats.p90, what);
    assertEquals(expected.stats.p99, actual.stats.p99, what);
    assertEquals(expected.stats.max, actual.stats.max, what);
    assertEquals(expected.stats.mean, actual.stats.mean, what);
  }

  /** The premise: every value of a range, counted alike, makes the same text and statistics. */
  @Test
  void everyValueOfARangeMakesTheSameHistogramJson() {
    Random random = new Random(3);
    long[] ranges = {300, 70_000, 5_000_000_000L, 3_600_000_000_000L};
    for (int i = 0; i < 5_000; i++) {
      long value = (long) (random.nextDouble() * ranges[i % ranges.length]);
      long count = 1 + random.nextInt(i % 3 == 0 ? 1 : 1000);
      long lowest = HistogramStats.MATH.lowestEquivalentValue(value);
      long highest = HistogramStats.MATH.highestEquivalentValue(value);
      SnapshotJson.HistogramJson json = new SnapshotJson.HistogramJson(of(value, count));
      String what = value + " x" + count;
      assertSameJson(new SnapshotJson.HistogramJson(of(lowest, count)), json, what);
      assertSameJson(new SnapshotJson.HistogramJson(of(highest, count)), json, what);
    }
  }

  @Test
  void aWriteMakesAHistogramOncePerRangesAndCounts() {
    SnapshotJson.HistogramTexts texts = new SnapshotJson.HistogramTexts();
    long value = 123_456;
    long other = HistogramStats.MATH.highestEquivalentValue(value);
    assertNotEquals(value, other);

    SnapshotJson.HistogramJson first = texts.of(of(value, 1));
    assertSame(first, texts.of(of(other, 1)));
    assertNotSame(first, texts.of(of(value, 2)), "another count");
    assertNotSame(first, texts.of(of(other + 1, 1)), "the next range");
    assertEquals(1, texts.of(of(0, 1)).stats.count);
    assertEquals(0, texts.of(of(0, 1)).stats.max);

    CompactHistogram two = of(value, 1);
    two.record(2 * value);
    CompactHistogram twoOtherwise = of(2 * value, 1);
    twoOtherwise.record(other);
    assertSame(texts.of(two), texts.of(twoOtherwise), "the same ranges, recorded otherwise");
    assertEquals(2, texts.of(two).stats.count);
    CompactHistogram split = of(value, 1);
    split.record(value);
    split.record(2 * value);
    assertNotSame(texts.of(two), texts.of(split), "other counts");

    CompactHistogram real = new CompactHistogram();
    for (int i = 0; i <= CompactHistogram.PAIRS; i++) {
      real.record(1000L * (i + 1));
    }
    assertNotSame(texts.of(real), texts.of(real), "a real histogram: made each time");
  }

  /**
   * Whatever a write shares, each histogram's text and statistics are those made of it alone: over
   * random few-valued histograms drawn from a few ranges, so that contents recur, zero counts and
   * repeated values among them.
   */
  @Test
  void aSharedHistogramIsTheOneItsOwnPairsMake() {
    Random random = new Random(11);
    long[] pool = {0, 1, 255, 256, 257, 4095, 4096, 4100, 70_000, 70_100, 5_000_000_000L};
    SnapshotJson.HistogramTexts texts = new SnapshotJson.HistogramTexts();
    int shared = 0;
    java.util.Set<SnapshotJson.HistogramJson> seen = new java.util.HashSet<>();
    for (int i = 0; i < 20_000; i++) {
      CompactHistogram h = new CompactHistogram();
      int values = 1 + random.nextInt(CompactHistogram.PAIRS + 2);
      StringBuilder what = new StringBuilder();
      for (int k = 0; k < values; k++) {
        long value = pool[random.nextInt(pool.length)] + random.nextInt(3);
        long count = random.nextInt(10) == 0 ? 0 : 1 + random.nextInt(3);
        h.recordWithCount(value, count);
        what.append(value).append('x').append(count).append(' ');
      }
      SnapshotJson.HistogramJson made = texts.of(h);
      shared += seen.add(made) ? 0 : 1;
      assertSameJson(new SnapshotJson.HistogramJson(h), made, what.toString());
    }
    assertTrue(shared > 2_000, "contents recur: " + shared);
  }
}
