package io.iobench.replay;

/**
 * A technique's round size as {@link RoundRules#calibrated} chose it: the scale its passes run at,
 * and how many passes fill a round.
 *
 * @param scale how many times over one pass makes the workload's calls in one open
 * @param passes passes per round
 */
record Calibration(int scale, int passes) {
  /** Before any round has been timed: the workload as given, once. */
  static final Calibration NONE = new Calibration(1, 1);

  Calibration {
    if (scale < 1 || passes < 1) {
      throw new IllegalArgumentException(
          "scale and passes must be at least 1: " + scale + ", " + passes);
    }
  }
}
