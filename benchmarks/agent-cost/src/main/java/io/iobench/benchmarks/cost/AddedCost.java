package io.iobench.benchmarks.cost;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/**
 * The nanoseconds an observer adds to a call: one difference per round, between the observer's
 * windows and the unobserved windows either side of them, so a machine that drifts over the run
 * moves both and cancels out. Summarised by the mean and its 95 % Student-t interval over rounds.
 */
final class AddedCost {
  private final List<Double> perRound = new ArrayList<>();

  void add(double observed, double before, double after) {
    add(observed, (before + after) / 2);
  }

  void add(double observed, double baseline) {
    perRound.add(observed - baseline);
  }

  int rounds() {
    return perRound.size();
  }

  double mean() {
    return stats().getMean();
  }

  double median() {
    return median(perRound);
  }

  static double median(List<Double> values) {
    return stats(values).getPercentile(50);
  }

  /** Half-width of the 95 % interval of the mean; NaN with fewer than two rounds. */
  double interval95() {
    int n = perRound.size();
    if (n < 2) {
      return Double.NaN;
    }
    double t = new TDistribution(n - 1).inverseCumulativeProbability(0.975);
    return t * stats().getStandardDeviation() / Math.sqrt(n);
  }

  List<Double> perRound() {
    return List.copyOf(perRound);
  }

  private DescriptiveStatistics stats() {
    return stats(perRound);
  }

  private static DescriptiveStatistics stats(List<Double> values) {
    DescriptiveStatistics s = new DescriptiveStatistics();
    values.forEach(s::addValue);
    return s;
  }
}
