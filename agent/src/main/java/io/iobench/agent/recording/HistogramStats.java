package io.iobench.agent.recording;

import io.iobench.format.HistogramCodec;
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
  static final Histogram MATH = HistogramCodec.autoResizing(0, CompactHistogram.DIGITS);

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
   * The statistics of a histogram still in its pairs, from its ranges of equivalent values ({@link
   * CompactHistogram#buckets}), as those of the histogram the pairs were recorded into: a range
   * stands for its values, and a range of no count for none.
   */
  static HistogramStats of(CompactHistogram.Buckets ranges) {
    long[] pairs = ranges.pairs;
    long total = 0;
    for (int i = 1; i < pairs.length; i += 2) {
      total += pairs[i];
    }
    Pass pass = new Pass(total);
    long minLowest = -1;
    long maxLowest = 0;
    for (int i = 0; i < pairs.length; i += 2) {
      long count = pairs[i + 1];
      if (count == 0) {
        continue;
      }
      pass.add(MATH, MATH.highestEquivalentValue(pairs[i]), count);
      if (minLowest < 0) {
        minLowest = pairs[i];
      }
      maxLowest = pairs[i];
    }
    return new HistogramStats(
        pass, total == 0 ? 0 : minLowest, MATH.highestEquivalentValue(maxLowest));
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
