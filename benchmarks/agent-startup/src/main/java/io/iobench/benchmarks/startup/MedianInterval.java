package io.iobench.benchmarks.startup;

import java.util.Arrays;
import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * A distribution-free confidence interval of a median: the k-th smallest and the k-th largest of n
 * values, k the largest for which fewer than k of n values fall below the median with probability
 * at most (1 - confidence) / 2, by Binomial(n, 1/2). It assumes nothing of the shape of a JVM's
 * times (a build's rounds have a long tail), and with k fixed by n alone its coverage is at least
 * the confidence asked for.
 */
record MedianInterval(double low, double high) {

  /**
   * The interval of {@code values}' median, or null where n is too small for {@code confidence}.
   */
  static MedianInterval of(double[] values, double confidence) {
    int n = values.length;
    if (n == 0) {
      return null;
    }
    BinomialDistribution below = new BinomialDistribution(n, 0.5);
    double tail = (1 - confidence) / 2;
    int k = 0;
    while (k + 1 <= n / 2 && below.cumulativeProbability(k) <= tail) {
      k++;
    }
    if (k == 0) {
      return null;
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return new MedianInterval(sorted[k - 1], sorted[n - k]);
  }
}
