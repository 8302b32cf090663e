package io.iobench.stats;

import org.apache.commons.math3.distribution.TDistribution;

/** Quantiles of Student's t distribution, for confidence intervals of a mean from few rounds. */
final class StudentT {
  /**
   * Tighter than the library default (1e-9) so the intervals match published tables to print
   * precision.
   */
  private static final double ACCURACY = 1e-12;

  private StudentT() {}

  /** The two-sided 95 % critical value, t(0.975, df). */
  static double critical95(int degreesOfFreedom) {
    return critical(degreesOfFreedom, 0.95);
  }

  /** The two-sided critical value for a confidence level, t(1 - (1 - confidence) / 2, df). */
  static double critical(int degreesOfFreedom, double confidence) {
    if (degreesOfFreedom < 1) {
      throw new IllegalArgumentException(
          "degrees of freedom must be at least 1: " + degreesOfFreedom);
    }
    // No random generator: only the quantile is used, and seeding one per call would cost more than
    // it.
    return new TDistribution(null, degreesOfFreedom, ACCURACY)
        .inverseCumulativeProbability(1 - (1 - confidence) / 2);
  }
}
