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
  static final Histogram MATH = CompactHistogram.newHistogram();

  final long count;
  final long min;
  final long p50;
  final long p90;
  final long p99;
  final long max;
  final double mean;

  private HistogramStats(Pass pass, long min, long max) {
    this.count = pass.total;
    this.min = min;
    this.p50 = pass.percentiles[0];
    this.p90 = pass.percentiles[1];
    this.p99 = pass.percentiles[2];
    this.max = max;
    this.mean = pass.total == 0 ? 0.0 : (pass.sum * 1.0) / pass.total;
  }

  /** The statistics of a real histogram. */
  static HistogramStats of(Histogram h) {
    Pass pass = new Pass(h.getTotalCount());
    if (pass.total > 0) {
      for (HistogramIterationValue v : h.recordedValues()) {
        pass.add(h, v.getValueIteratedTo(), v.getCountAtValueIteratedTo());
      }
    }
    return new HistogramStats(pass, pass.total == 0 ? 0 : h.getMinValue(), h.getMaxValue());
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
    Pass pass = new Pass(total);
    for (int i = 0; i < n; ) {
      long value = buckets[i][0];
      long c = 0;
      for (; i < n && buckets[i][0] == value; i++) {
        c += buckets[i][1];
      }
      if (c > 0) {
        pass.add(MATH, value, c);
      }
    }
    return new HistogramStats(
        pass,
        total == 0 || zero ? 0 : MATH.lowestEquivalentValue(minNonZero),
        maxValue == 0 ? 0 : MATH.highestEquivalentValue(maxValue));
  }

  /**
   * One pass over a histogram's buckets in ascending order, as HdrHistogram's getters walk them:
   * the percentiles where the cumulative count reaches getValueAtPercentile's, and getMean's sum.
   */
  private static final class Pass {
    final long total;
    private final long[] targets = new long[PERCENTILES.length];
    final long[] percentiles = new long[PERCENTILES.length];
    private int next;
    private long cumulative;
    double sum;

    Pass(long total) {
      this.total = total;
      for (int i = 0; i < PERCENTILES.length; i++) {
        double requested =
            Math.min(
                Math.max(Math.nextAfter(PERCENTILES[i], Double.NEGATIVE_INFINITY), 0.0D), 100.0D);
        targets[i] = Math.max((long) Math.ceil((requested * total) / 100.0D), 1);
      }
    }

    /** A bucket, by its highest equivalent value, with {@code count} values in it. */
    void add(Histogram math, long value, long count) {
      sum += math.medianEquivalentValue(value) * (double) count;
      cumulative += count;
      while (next < targets.length && cumulative >= targets[next]) {
        percentiles[next++] = value;
      }
    }
  }
}
