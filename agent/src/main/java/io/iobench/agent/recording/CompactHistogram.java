package io.iobench.agent.recording;

import io.iobench.format.HistogramCodec;
import org.HdrHistogram.Histogram;

/**
 * An HdrHistogram that starts as a few exact (value, count) pairs and becomes a real histogram only
 * when a key sees more distinct values. Most keys see one call size, or a handful of calls (a
 * config file read once), and then cost a few hundred bytes instead of the kilobytes of a counts
 * array; a hit on the first pair, the common case for sizes, is one comparison.
 */
final class CompactHistogram {
  static final int PAIRS = 8;

  /** Two significant digits: 1 % resolution, the HdrHistogram convention for latency. */
  static final int DIGITS = 2;

  private long[] values = new long[PAIRS];
  private long[] counts = new long[PAIRS];
  private int used;
  private Histogram histogram;

  void record(long value) {
    recordWithCount(value, 1);
  }

  void recordWithCount(long value, long count) {
    if (histogram != null) {
      histogram.recordValueWithCount(value, count);
      return;
    }
    long[] v = values;
    for (int i = 0; i < used; i++) {
      if (v[i] == value) {
        counts[i] += count;
        return;
      }
    }
    if (used < PAIRS) {
      v[used] = value;
      counts[used] = count;
      used++;
      return;
    }
    promote().recordValueWithCount(value, count);
  }

  /** Turns the pairs into a real histogram, from then on the only store. */
  private Histogram promote() {
    Histogram h = newHistogram();
    addPairsTo(h);
    histogram = h;
    values = null;
    counts = null;
    return h;
  }

  /** Adds everything recorded here to {@code target}. */
  void addTo(CompactHistogram target) {
    Histogram h = histogram;
    if (h != null) {
      (target.histogram != null ? target.histogram : target.promote()).add(h);
      return;
    }
    long[] v = values;
    long[] c = counts;
    int n = Math.min(used, v == null ? 0 : v.length);
    for (int i = 0; i < n; i++) {
      target.recordWithCount(v[i], c[i]);
    }
  }

  CompactHistogram copy() {
    CompactHistogram c = new CompactHistogram();
    addTo(c);
    return c;
  }

  /** A real HdrHistogram with the same counts, for percentiles and encoding. */
  Histogram toHistogram() {
    Histogram h = newHistogram();
    if (histogram != null) {
      h.add(histogram);
    } else {
      addPairsTo(h);
    }
    return h;
  }

  /**
   * The histogram's text in a profile: the real one's where it became one (read, not changed), else
   * that of the histogram the pairs would make, encoded from the pairs.
   */
  String encoded() {
    return histogram != null
        ? HistogramCodec.encode(histogram)
        : HistogramCodec.encodeRecorded(values, counts, Math.min(used, values.length), DIGITS);
  }

  /** Count, min, percentiles, max and mean, as HdrHistogram gives them of {@link #toHistogram}. */
  HistogramStats stats() {
    return histogram != null
        ? HistogramStats.of(histogram)
        : HistogramStats.of(values, counts, Math.min(used, values.length));
  }

  /**
   * Where this histogram is one value's count, what its text and statistics depend on: the value's
   * range of equivalent values, and the count; otherwise null.
   */
  OneRange oneRange() {
    if (histogram != null || used != 1 || values == null) {
      return null;
    }
    return new OneRange(HistogramStats.MATH.lowestEquivalentValue(values[0]), counts[0]);
  }

  /** A count of values of one range of equivalent values. */
  static final class OneRange {
    private final long lowest;
    private final long count;

    OneRange(long lowest, long count) {
      this.lowest = lowest;
      this.count = count;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof OneRange
          && ((OneRange) o).lowest == lowest
          && ((OneRange) o).count == count;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(lowest) * 31 + Long.hashCode(count);
    }
  }

  private void addPairsTo(Histogram h) {
    for (int i = 0; i < used; i++) {
      h.recordValueWithCount(values[i], counts[i]);
    }
  }

  static Histogram newHistogram() {
    Histogram h = new Histogram(DIGITS);
    h.setAutoResize(true);
    return h;
  }
}
