package io.iobench.reports.html;

import io.iobench.format.HistogramCodec;
import io.iobench.profile.HistogramSummary;
import io.iobench.reports.html.ReportModel.Bucket;
import io.iobench.reports.html.ReportModel.Curve;
import io.iobench.reports.html.ReportModel.Point;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/** The points the page plots, precomputed from decoded HdrHistograms. */
final class Histograms {
  /** The percentiles of a curve in the HdrHistogram convention; the maximum follows as p = 100. */
  static final double[] PERCENTILES = {
    0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 99.5, 99.9, 99.95, 99.99
  };

  private Histograms() {}

  /** The decoded histogram, or null when absent or unreadable (a report shows what it can). */
  static Histogram decode(HistogramSummary summary) {
    if (summary == null || summary.histogram == null) {
      return null;
    }
    try {
      return summary.decode();
    } catch (RuntimeException e) {
      return null;
    }
  }

  static Histogram decode(String base64) {
    if (base64 == null) {
      return null;
    }
    try {
      return HistogramCodec.decode(base64);
    } catch (Exception e) {
      return null;
    }
  }

  /** The percentile curve, or null for an empty histogram. */
  static Curve curve(String label, Histogram h) {
    if (h == null || h.getTotalCount() == 0) {
      return null;
    }
    Curve c = new Curve();
    c.label = label;
    c.count = h.getTotalCount();
    for (double p : PERCENTILES) {
      c.points.add(new Point(p, p == 0 ? h.getMinValue() : h.getValueAtPercentile(p)));
    }
    c.points.add(new Point(100, h.getMaxValue()));
    return c;
  }

  /**
   * Counts per power-of-two bucket [2^(k-1), 2^k), from the smallest to the largest recorded value.
   */
  static List<Bucket> log2Buckets(Histogram h) {
    List<Bucket> buckets = new ArrayList<>();
    if (h == null || h.getTotalCount() == 0) {
      return buckets;
    }
    long[] counts = new long[65];
    int lowest = 64;
    int highest = 0;
    for (HistogramIterationValue v : h.recordedValues()) {
      int k = bucket(h.lowestEquivalentValue(v.getValueIteratedTo()));
      counts[k] += v.getCountAddedInThisIterationStep();
      lowest = Math.min(lowest, k);
      highest = Math.max(highest, k);
    }
    for (int k = lowest; k <= highest; k++) {
      Bucket b = new Bucket();
      b.from = k == 0 ? 0 : 1L << (k - 1);
      b.to = k == 0 ? 1 : k == 64 ? Long.MAX_VALUE : 1L << k;
      b.count = counts[k];
      buckets.add(b);
    }
    return buckets;
  }

  /** 0 for 0, else k such that 2^(k-1) <= value < 2^k. */
  static int bucket(long value) {
    return value <= 0 ? 0 : 64 - Long.numberOfLeadingZeros(value);
  }
}
