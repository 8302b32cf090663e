package io.iobench.profile.jfr;

import io.iobench.text.Units;
import java.util.Locale;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.PointValuePair;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.NelderMeadSimplex;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.SimplexOptimizer;
import org.apache.commons.math3.special.Erf;

/**
 * The share of an event type's calls that its threshold kept out of a recording, estimated from the
 * durations that were recorded, all at or above the threshold: a log-normal distribution is fitted
 * to them by maximum likelihood as a sample truncated at the threshold, and the share is the fitted
 * distribution's mass below it. Durations of file calls are close to log-normal within one mode
 * (page-cache hits, or device reads), so the estimate is as good as that assumption is below the
 * threshold, where nothing was seen: the report says how it was made.
 */
final class MissedCalls {
  /** Fewer recorded durations than this give no estimate: a tail of a few calls fits anything. */
  static final int MIN_EVENTS = 30;

  /**
   * Widest fit taken for one (in natural-log units, a spread of e^10, some 22 000x): wider is the
   * optimizer running after a heavy tail, not durations of file calls.
   */
  static final double MAX_LOG_SPREAD = 10;

  /** Largest share reported; a fit that puts more below the threshold says "nearly all". */
  static final double MOST = 0.9999;

  /** An estimate: {@code share} is null when there is none, {@code how} says why or how. */
  record Estimate(Double share, String how) {}

  private MissedCalls() {}

  static Estimate estimate(long thresholdNanos, double[] durationsNanos) {
    if (thresholdNanos <= 0) {
      return new Estimate(0.0, "threshold 0: every call was recorded");
    }
    int n = durationsNanos.length;
    if (n < MIN_EVENTS) {
      return new Estimate(
          null,
          String.format(
              Locale.ROOT,
              "only %d calls of %s or more were recorded, too few to estimate how many were"
                  + " shorter; a file call served from the page cache takes microseconds, so most"
                  + " are likely missing",
              n,
              Units.duration(thresholdNanos)));
    }
    double[] y = new double[n];
    double mean = 0;
    for (int i = 0; i < n; i++) {
      y[i] = Math.log(Math.max(thresholdNanos, durationsNanos[i]));
      mean += y[i] / n;
    }
    double var = 0;
    for (double v : y) {
      var += (v - mean) * (v - mean) / n;
    }
    double c = Math.log(thresholdNanos);
    if (Math.sqrt(var) >= mean - c) {
      // A cut normal has no best fit when the spread reaches the mean's distance from the cut:
      // the likelihood grows as the median goes to zero, a tail too heavy to say what lies below.
      return tooHeavy(n);
    }
    double sampleMean = mean;
    double sampleVar = var;
    ObjectiveFunction negLogLikelihood =
        new ObjectiveFunction(
            p -> {
              double mu = p[0];
              double sigma = Math.exp(Math.max(-7, Math.min(3, p[1])));
              double kept = 0.5 * Erf.erfc((c - mu) / sigma / Math.sqrt(2));
              if (kept <= 0) {
                return Double.MAX_VALUE;
              }
              // The sum of (y - mu)^2 over the sample, from its mean and variance.
              double sum = n * (sampleVar + (sampleMean - mu) * (sampleMean - mu));
              return n * Math.log(sigma) + sum / (2 * sigma * sigma) + n * Math.log(kept);
            });
    PointValuePair best;
    try {
      best =
          new SimplexOptimizer(1e-10, 1e-12)
              .optimize(
                  new MaxEval(20_000),
                  negLogLikelihood,
                  GoalType.MINIMIZE,
                  new InitialGuess(new double[] {mean, 0.5 * Math.log(Math.max(var, 1e-4))}),
                  new NelderMeadSimplex(new double[] {1, 0.5}));
    } catch (RuntimeException e) {
      return new Estimate(null, "the fit to the recorded durations did not converge (" + e + ")");
    }
    double mu = best.getPoint()[0];
    double sigma = Math.exp(Math.max(-7, Math.min(3, best.getPoint()[1])));
    double below = 0.5 * Erf.erfc(-(c - mu) / sigma / Math.sqrt(2));
    if (mu < 0 || sigma > MAX_LOG_SPREAD) {
      // The likelihood kept rising as the median went below a nanosecond: no fit, a heavy tail.
      return tooHeavy(n);
    }
    if (!Double.isFinite(below)) {
      return new Estimate(null, "the fit to the recorded durations gave no share");
    }
    double share = Math.min(MOST, below);
    return new Estimate(
        share,
        String.format(
            Locale.ROOT,
            "a log-normal fitted by maximum likelihood to %d recorded durations, as a sample"
                + " cut at %s (median %s, geometric spread %.1fx), puts %s of all calls below"
                + " it; the fit sees only what lies above the threshold",
            n,
            Units.duration(thresholdNanos),
            Units.duration(Math.round(Math.exp(mu))),
            Math.exp(sigma),
            below >= MOST ? "nearly all" : String.format(Locale.ROOT, "%.1f %%", 100 * share)));
  }

  private static Estimate tooHeavy(int n) {
    return new Estimate(
        null,
        String.format(
            Locale.ROOT,
            "the %d recorded durations have a tail too heavy to fit a log-normal to; a file call"
                + " served from the page cache takes microseconds, so most are likely missing",
            n));
  }
}
