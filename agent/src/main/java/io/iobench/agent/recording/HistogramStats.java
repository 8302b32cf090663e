package io.iobench.agent.recording;

import java.util.Arrays;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * What the profile says of a histogram besides its encoding: count, min, p50, p90, p99, max and
 * mean, each the value HdrHistogram's own getter gives, computed in one pass over the recorded
 * values instead of one per getter, and from the exact pairs alone where the histogram is still a
 * few of them ({@link CompactHistogram}). A profile of a build has ten thousand histograms, and its
 * write at the JVM's exit is part of the build's time.
 */
final class HistogramStats {
  /** The percentiles the profile gives. */
  private static final double[] PERCENTILES = {50, 90, 99};

  /** For HdrHistogram's value equivalence, a function of its precision only. */
  private static final Histogram MATH = CompactHistogram.newHistogram();

  final long count;
  final long min;
  final long p50;
  final long p90;
  final long p99;
  final long max;
  final double mean;

  private HistogramStats(long count, long min, long[] percentiles, long max, double mean) {
    this.count = count;
    this.min = min;
    this.p50 = percentiles[0];
    this.p90 = percentiles[1];
    this.p99 = percentiles[2];
    this.max = max;
    this.mean = mean;
  }

  /** The statistics of a real histogram. */
  static HistogramStats of(Histogram h) {
    long total = h.getTotalCount();
    long[] targets = targets(total);
    long[] percentiles = new long[PERCENTILES.length];
    int next = 0;
    long cumulative = 0;
    double sum = 0;
    if (total > 0) {
      for (HistogramIterationValue v : h.recordedValues()) {
        long value = v.getValueIteratedTo();
        long c = v.getCountAtValueIteratedTo();
        sum += h.medianEquivalentValue(value) * (double) c;
        cumulative += c;
        while (next < targets.length && cumulative >= targets[next]) {
          percentiles[next++] = value;
        }
      }
    }
    return new HistogramStats(
        total,
        total == 0 ? 0 : h.getMinValue(),
        percentiles,
        h.getMaxValue(),
        total == 0 ? 0.0 : (sum * 1.0) / total);
  }

  /**
   * The statistics of {@code n} exact (value, count) pairs, as those of a histogram they were
   * recorded into: pairs of one bucket count as its one value.
   */
  static HistogramStats of(long[] values, long[] counts, int n) {
    long[][] buckets = new long[n][];
    for (int i = 0; i < n; i++) {
      buckets[i] = new long[] {MATH.highestEquivalentValue(values[i]), counts[i], values[i]};
    }
    Arrays.sort(buckets, (a, b) -> Long.compare(a[0], b[0]));
    long total = 0;
    long minNonZero = Long.MAX_VALUE;
    long maxValue = 0;
    boolean zero = false;
    for (long[] b : buckets) {
      if (b[1] == 0) {
        continue;
      }
      total += b[1];
      zero |= b[2] == 0;
      if (b[2] > 0) {
        minNonZero = Math.min(minNonZero, b[2]);
      }
      maxValue = Math.max(maxValue, b[2]);
    }
    long[] targets = targets(total);
    long[] percentiles = new long[PERCENTILES.length];
    int next = 0;
    long cumulative = 0;
    double sum = 0;
    for (int i = 0; i < n; ) {
      long value = buckets[i][0];
      long c = 0;
      for (; i < n && buckets[i][0] == value; i++) {
        c += buckets[i][1];
      }
      if (c == 0) {
        continue;
      }
      sum += MATH.medianEquivalentValue(value) * (double) c;
      cumulative += c;
      while (next < targets.length && cumulative >= targets[next]) {
        percentiles[next++] = value;
      }
    }
    long min = total == 0 || zero ? 0 : MATH.lowestEquivalentValue(minNonZero);
    long max = maxValue == 0 ? 0 : MATH.highestEquivalentValue(maxValue);
    return new HistogramStats(total, min, percentiles, max, total == 0 ? 0.0 : (sum * 1.0) / total);
  }

  /** The cumulative count each percentile is reached at, as getValueAtPercentile counts it. */
  private static long[] targets(long total) {
    long[] targets = new long[PERCENTILES.length];
    for (int i = 0; i < PERCENTILES.length; i++) {
      double requested =
          Math.min(
              Math.max(Math.nextAfter(PERCENTILES[i], Double.NEGATIVE_INFINITY), 0.0D), 100.0D);
      targets[i] = Math.max((long) Math.ceil((requested * total) / 100.0D), 1);
    }
    return targets;
  }
}
