package io.iobench.prove;

/**
 * How much work each run did, in the user's unit (requests served, records loaded): the after run's
 * totals are read in the before run's units, so that runs of different lengths compare.
 *
 * @param before units of work of the before run, more than 0
 * @param after units of work of the after run, more than 0
 */
public record WorkUnits(double before, double after) {
  public WorkUnits {
    if (!(before > 0) || !(after > 0) || Double.isInfinite(before) || Double.isInfinite(after)) {
      throw new IllegalArgumentException(
          "units of work must be more than 0: " + before + " before, " + after + " after");
    }
  }

  /**
   * {@code N} (both runs did N units) or {@code BEFORE:AFTER}.
   *
   * @throws IllegalArgumentException for anything else
   */
  public static WorkUnits parse(String text) {
    String t = text.strip();
    int colon = t.indexOf(':');
    try {
      if (colon < 0) {
        double n = Double.parseDouble(t);
        return new WorkUnits(n, n);
      }
      return new WorkUnits(
          Double.parseDouble(t.substring(0, colon)), Double.parseDouble(t.substring(colon + 1)));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "units of work are N or BEFORE:AFTER (numbers), not '" + text + "'");
    }
  }

  /** What the after run's totals are multiplied by to be in the before run's units. */
  double afterFactor() {
    return before / after;
  }
}
