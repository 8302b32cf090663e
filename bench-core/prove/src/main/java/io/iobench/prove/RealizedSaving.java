package io.iobench.prove;

import io.iobench.results.RecommendationResult;

/**
 * A recommendation of the replay and what the two runs show of it: the time it predicted the change
 * saves, and the time the after run spent less in the calls the change is about.
 *
 * @param recommendation as the replay's results have it
 * @param basis which calls the saving is of ({@link Basis})
 * @param before the calls the saving is of in the before run
 * @param after the same in the after run, in the before run's units of work
 * @param applied the technique the after run used there (its id), or null when unknown
 * @param appliedPredictedNanos what the replay predicted {@code applied} saves in the profiled run;
 *     NaN when unknown
 * @param expectedNanos what the replay's measures predict the change made saves of the before run's
 *     calls ({@link io.iobench.recommend.Saving}): the change recommended, or {@code applied} where
 *     the replay measured it; NaN when unknown
 */
public record RealizedSaving(
    RecommendationResult recommendation,
    Basis basis,
    OpTotals before,
    OpTotals after,
    String applied,
    double appliedPredictedNanos,
    double expectedNanos) {

  /**
   * A saving of the change as recommended, or of one the after run is not known to have made, held
   * to the profiled run's prediction.
   */
  public RealizedSaving(
      RecommendationResult recommendation, Basis basis, OpTotals before, OpTotals after) {
    this(recommendation, basis, before, after, null, Double.NaN, recommendation.savedNanos);
  }

  /** Which of a file's calls a recommendation's saving is counted on. */
  public enum Basis {
    /**
     * The calls from the app's method the recommendation names, and in the after run also those
     * from methods new to the file.
     */
    APP_METHOD,
    /**
     * As {@link #APP_METHOD}, but the after run has no calls of the named method left: the change
     * moved them into methods new to the file, whose calls are the after side.
     */
    MOVED,
    /** All the file's calls: the recommendation names no app method. */
    FILE
  }

  public double predictedNanos() {
    return recommendation.savedNanos;
  }

  /**
   * Whether the after run made another change than the one recommended, one the replay measured:
   * then the realized saving is held to that change's prediction.
   */
  public boolean madeAnotherChange() {
    return applied != null
        && !applied.equals(recommendation.recommended)
        && !Double.isNaN(appliedPredictedNanos);
  }

  public double realizedNanos() {
    return before.ioNanos() - after.ioNanos();
  }

  /** The realized saving as a share of the expected one; NaN when nothing was predicted. */
  public double realizedShare() {
    return expectedNanos() > 0 ? realizedNanos() / expectedNanos() : Double.NaN;
  }

  /** Whether the realized saving is within {@code tolerance} (0.25) of the predicted one. */
  public boolean asPredicted(double tolerance) {
    double share = realizedShare();
    return !Double.isNaN(share) && Math.abs(share - 1) <= tolerance;
  }
}
