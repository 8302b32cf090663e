package io.iobench.stats;

import java.util.Arrays;

/**
 * Descriptive statistics of one series (e.g. the measured round times of a technique) with a
 * t-based 95 % confidence interval of the mean.
 *
 * <p>With a single value the sample standard deviation is undefined (no degrees of freedom left),
 * so {@code standardDeviation} is NaN and the interval is unbounded, (-∞, +∞): one round says
 * nothing about the spread, and an unbounded interval makes every "wholly above" test fail rather
 * than pretending to a precision that was never measured.
 *
 * @param n number of values
 * @param mean arithmetic mean
 * @param median the 50th percentile, see {@link #percentile}
 * @param min smallest value
 * @param max largest value
 * @param standardDeviation sample standard deviation (n − 1 in the denominator); NaN when n == 1
 * @param ciLow lower bound of the 95 % confidence interval of the mean
 * @param ciHigh upper bound of the 95 % confidence interval of the mean
 */
public record Summary(
    int n,
    double mean,
    double median,
    double min,
    double max,
    double standardDeviation,
    double ciLow,
    double ciHigh) {

  /** Summarises the values; they need not be sorted and are not modified. */
  public static Summary of(double[] values) {
    if (values == null || values.length == 0) {
      throw new IllegalArgumentException("no values to summarise");
    }
    for (double v : values) {
      if (!Double.isFinite(v)) {
        throw new IllegalArgumentException("values must be finite: " + v);
      }
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    double mean = mean(sorted);
    double median = percentile(sorted, 50);
    if (n == 1) {
      return new Summary(
          1,
          mean,
          median,
          mean,
          mean,
          Double.NaN,
          Double.NEGATIVE_INFINITY,
          Double.POSITIVE_INFINITY);
    }
    double sd = standardDeviation(sorted, mean);
    double half = StudentT.critical95(n - 1) * sd / Math.sqrt(n);
    return new Summary(n, mean, median, sorted[0], sorted[n - 1], sd, mean - half, mean + half);
  }

  /**
   * The p-th percentile (0 ≤ p ≤ 100) of sorted values, by linear interpolation between the closest
   * ranks: Hyndman and Fan's definition 7, the default of R, NumPy and Excel's PERCENTILE.INC. The
   * value sits at zero-based rank h = (n − 1) · p / 100 and is interpolated between the values at
   * floor(h) and ceil(h), so p = 0 is the minimum, p = 100 the maximum and p = 50 the usual median.
   *
   * @throws IllegalArgumentException if there are no values, p is outside [0, 100], or the values
   *     are not sorted ascending
   */
  public static double percentile(double[] sorted, double p) {
    if (sorted == null || sorted.length == 0) {
      throw new IllegalArgumentException("no values for a percentile");
    }
    if (!(p >= 0 && p <= 100)) {
      throw new IllegalArgumentException("percentile must be in [0, 100]: " + p);
    }
    // Cheap next to whatever produced the values, and an unsorted array would give a wrong answer
    // silently.
    for (int i = 1; i < sorted.length; i++) {
      if (sorted[i] < sorted[i - 1]) {
        throw new IllegalArgumentException("values must be sorted ascending (index " + i + ")");
      }
    }
    double h = (sorted.length - 1) * p / 100;
    int below = (int) Math.floor(h);
    int above = (int) Math.ceil(h);
    return sorted[below] + (h - below) * (sorted[above] - sorted[below]);
  }

  static double mean(double[] values) {
    double sum = 0;
    for (double v : values) {
      sum += v;
    }
    return sum / values.length;
  }

  /** Two passes around the known mean: no cancellation from summing squares of large values. */
  static double standardDeviation(double[] values, double mean) {
    double squares = 0;
    for (double v : values) {
      double d = v - mean;
      squares += d * d;
    }
    return Math.sqrt(squares / (values.length - 1));
  }
}
