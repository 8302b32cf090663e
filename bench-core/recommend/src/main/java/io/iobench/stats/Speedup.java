package io.iobench.stats;

import java.util.Arrays;

/**
 * How many times faster an alternative is than the baseline, with a 95 % confidence interval. Above
 * 1 the alternative is faster, below 1 slower.
 *
 * @param estimate geometric mean of the per-round ratios baseline / alternative
 * @param low lower bound of the 95 % interval
 * @param high upper bound of the 95 % interval
 * @param n number of paired rounds behind it
 */
public record Speedup(double estimate, double low, double high, int n) {

  public Speedup {
    if (!(low > 0 && low <= estimate && estimate <= high && high < Double.POSITIVE_INFINITY)) {
      throw new IllegalArgumentException(
          "a speed-up needs 0 < low <= estimate <= high < infinity: "
              + low
              + ", "
              + estimate
              + ", "
              + high);
    }
    if (n < 1) {
      throw new IllegalArgumentException("a speed-up needs at least one round: " + n);
    }
  }

  /**
   * The speed-up of the alternative over the baseline from rounds paired by index: round i of both
   * was measured in the same interleaved round, so whatever slowed the machine down in that round
   * (another process, the page cache, thermal throttling) slowed both, and their ratio cancels it.
   *
   * <p>The statistics work on log ratios r_i = ln(baseline_i / alternative_i): ratios are skewed
   * (2× faster and 2× slower are 2 and 0.5) while their logs are symmetric, and the interval is a t
   * interval of the mean log ratio, mean(r) ± t(0.975, n − 1) · sd(r) / √n, mapped back with exp.
   * The estimate is thus the geometric mean ratio and the interval is never below zero.
   *
   * @throws IllegalArgumentException unless both series have the same length n ≥ 2 and all times
   *     are positive and finite
   */
  public static Speedup paired(double[] baselineNanos, double[] alternativeNanos) {
    return paired(baselineNanos, alternativeNanos, 0.95);
  }

  /**
   * As {@link #paired(double[], double[])} with another two-sided confidence level, e.g. the
   * Bonferroni level {@code 1 - 0.05 / m} for an interval that holds for m alternatives at once.
   */
  public static Speedup paired(
      double[] baselineNanos, double[] alternativeNanos, double confidence) {
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be between 0 and 1: " + confidence);
    }
    if (baselineNanos == null || alternativeNanos == null) {
      throw new IllegalArgumentException("both the baseline and the alternative times are needed");
    }
    if (baselineNanos.length != alternativeNanos.length) {
      throw new IllegalArgumentException(
          "rounds are paired by index, but the baseline has "
              + baselineNanos.length
              + " and the alternative "
              + alternativeNanos.length);
    }
    int n = baselineNanos.length;
    if (n < 2) {
      throw new IllegalArgumentException(
          "a speed-up interval needs at least 2 paired rounds, got " + n);
    }
    double[] logRatios = new double[n];
    for (int i = 0; i < n; i++) {
      double base = baselineNanos[i];
      double alt = alternativeNanos[i];
      if (!(base > 0
          && base < Double.POSITIVE_INFINITY
          && alt > 0
          && alt < Double.POSITIVE_INFINITY)) {
        throw new IllegalArgumentException(
            "round "
                + i
                + ": times must be positive and finite, got baseline "
                + base
                + " and alternative "
                + alt);
      }
      logRatios[i] = Math.log(base / alt);
    }
    double mean = Summary.mean(logRatios);
    double sd = Summary.standardDeviation(logRatios, mean);
    double half = StudentT.critical(n - 1, confidence) * sd / Math.sqrt(n);
    return new Speedup(Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half), n);
  }

  /**
   * As {@link #paired(double[], double[], double)} for an alternative that was measured in fewer
   * rounds than the baseline (the replay stopped measuring it, its result decided): its rounds are
   * paired with the baseline's first ones, which were measured in the same interleaved rounds.
   *
   * @throws IllegalArgumentException also when the alternative has more rounds than the baseline
   */
  public static Speedup pairedWithFirstRounds(
      double[] baselineNanos, double[] alternativeNanos, double confidence) {
    if (baselineNanos != null && alternativeNanos != null) {
      if (alternativeNanos.length > baselineNanos.length) {
        throw new IllegalArgumentException(
            "the alternative has "
                + alternativeNanos.length
                + " rounds, more than the baseline's "
                + baselineNanos.length);
      }
      baselineNanos = Arrays.copyOf(baselineNanos, alternativeNanos.length);
    }
    return paired(baselineNanos, alternativeNanos, confidence);
  }

  /** {@link #pairedWithFirstRounds(double[], double[], double)} at 95 %. */
  public static Speedup pairedWithFirstRounds(double[] baselineNanos, double[] alternativeNanos) {
    return pairedWithFirstRounds(baselineNanos, alternativeNanos, 0.95);
  }

  /**
   * The two-sided level that makes {@code m} intervals hold together with 95 % confidence
   * (Bonferroni): with 20 alternatives and 95 % each, one would clear any threshold by luck.
   */
  public static double simultaneousConfidence(int m) {
    return 1 - 0.05 / Math.max(1, m);
  }

  /** Whether the whole interval is above the threshold, i.e. the gain is beyond the noise. */
  public boolean whollyAbove(double threshold) {
    return low > threshold;
  }

  /**
   * Whether the two intervals share any value (touching ends count), i.e. neither is clearly
   * better.
   */
  public boolean overlaps(Speedup other) {
    return low <= other.high && other.low <= high;
  }
}
