package io.iobench.agent.recording;

import io.iobench.format.HistogramCodec;
import java.util.Arrays;
import jdk.internal.vm.annotation.DontInline;
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

  /** The largest value {@link #histogram} records without HdrHistogram resizing it. */
  private long holds;

  void record(long value) {
    recordWithCount(value, 1);
  }

  void recordWithCount(long value, long count) {
    if (histogram != null) {
      recordInto(holding(value), value, count);
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
    promote(value).recordValueWithCount(value, count);
  }

  /**
   * HdrHistogram's recording, out of the compiled call's line: inlined, with its index arithmetic
   * and resizing, into each instrumented method of the JDK that C2 compiles, it made those compiles
   * several times larger and slower.
   */
  @DontInline
  private static void recordInto(Histogram h, long value, long count) {
    h.recordValueWithCount(value, count);
  }

  /**
   * Turns the pairs into a real histogram, from then on the only store; made large enough for them
   * and for {@code next}, the value about to be recorded.
   */
  @DontInline
  private Histogram promote(long next) {
    Histogram h = HistogramCodec.autoResizing(Math.max(next, maxOfPairs()), DIGITS);
    addPairsTo(h);
    use(h);
    values = null;
    counts = null;
    return h;
  }

  /**
   * The real histogram made at the size {@code next} needs, holding what this one does: the
   * histogram HdrHistogram would grow to, without the exception its growth starts from, filled in
   * with the recording thread's stack.
   */
  @DontInline
  private Histogram grow(long next) {
    Histogram h = HistogramCodec.autoResizing(next, DIGITS);
    h.add(histogram);
    use(h);
    return h;
  }

  /** The real histogram, made or grown first where it would not hold {@code max} as it is. */
  private Histogram holding(long max) {
    if (histogram == null) {
      return promote(max);
    }
    return max > holds ? grow(max) : histogram;
  }

  private void use(Histogram h) {
    histogram = h;
    holds = HistogramCodec.recordsWithoutResizing(h);
  }

  /** Adds everything recorded here to {@code target}. */
  void addTo(CompactHistogram target) {
    Histogram h = histogram;
    if (h != null) {
      target.holding(h.getMaxValue()).add(h);
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
    Histogram h =
        HistogramCodec.autoResizing(
            histogram != null ? histogram.getMaxValue() : maxOfPairs(), DIGITS);
    if (histogram != null) {
      h.add(histogram);
    } else {
      addPairsTo(h);
    }
    return h;
  }

  private long maxOfPairs() {
    long max = 0;
    for (int i = 0; i < used; i++) {
      max = Math.max(max, values[i]);
    }
    return max;
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
    return histogram != null ? HistogramStats.of(histogram) : HistogramStats.of(buckets());
  }

  /**
   * Where this histogram is still its pairs, what its text and statistics depend on: for each range
   * of equivalent values it has, the range's lowest value and its count; otherwise null.
   */
  Buckets buckets() {
    long[] v = values;
    long[] c = counts;
    if (histogram != null || v == null) {
      return null;
    }
    int n = Math.min(used, v.length);
    long[] pairs = new long[2 * n];
    int kept = 0;
    for (int i = 0; i < n; i++) {
      // A range of no count stays in: its values reach the encoding's highest trackable value.
      long lowest = HistogramStats.MATH.lowestEquivalentValue(v[i]);
      int at = kept;
      while (at > 0 && pairs[2 * at - 2] > lowest) {
        at--;
      }
      if (at > 0 && pairs[2 * at - 2] == lowest) {
        pairs[2 * at - 1] += c[i];
        continue;
      }
      System.arraycopy(pairs, 2 * at, pairs, 2 * at + 2, 2 * (kept - at));
      pairs[2 * at] = lowest;
      pairs[2 * at + 1] = c[i];
      kept++;
    }
    return new Buckets(kept == n ? pairs : Arrays.copyOf(pairs, 2 * kept));
  }

  /** The counts of ranges of equivalent values, by ascending range. */
  static final class Buckets {
    /** Each range's lowest value and its count, by ascending range. */
    final long[] pairs;

    private final int hash;

    Buckets(long[] pairs) {
      this.pairs = pairs;
      this.hash = Arrays.hashCode(pairs);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Buckets
          && ((Buckets) o).hash == hash
          && Arrays.equals(((Buckets) o).pairs, pairs);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  private void addPairsTo(Histogram h) {
    for (int i = 0; i < used; i++) {
      h.recordValueWithCount(values[i], counts[i]);
    }
  }
}
