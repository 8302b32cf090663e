package io.iobench.prove;

/**
 * When a profile fails against its baseline: a key's calls, or its time, grew by more than a share
 * and by more than an amount, both, so that neither a tiny key's doubling nor a big key's noise
 * fails. Calls are what the code does and repeat exactly from run to run; time moves with the
 * machine (a force waits for the disk, twice as long in one run as in the next), so its defaults
 * are wider.
 *
 * @param maxCallsIncrease the share a key's calls may grow by (0.20: 20 %)
 * @param minExtraCalls the calls a key must have gained to fail on calls
 * @param maxTimeIncrease the share a key's time may grow by
 * @param minExtraNanos the time a key must have gained to fail on time
 */
public record CheckThresholds(
    double maxCallsIncrease, long minExtraCalls, double maxTimeIncrease, long minExtraNanos) {
  public static final CheckThresholds DEFAULTS = new CheckThresholds(0.20, 1_000, 0.50, 50_000_000);

  public CheckThresholds {
    for (double share : new double[] {maxCallsIncrease, maxTimeIncrease}) {
      if (!(share >= 0) || Double.isInfinite(share)) {
        throw new IllegalArgumentException("an increase allowed must be 0 or more: " + share);
      }
    }
    if (minExtraCalls < 0 || minExtraNanos < 0) {
      throw new IllegalArgumentException("the least extra calls and time must be 0 or more");
    }
  }

  boolean callsRegressed(OpTotals before, OpTotals after) {
    long extra = after.calls() - before.calls();
    return extra > minExtraCalls && extra > before.calls() * maxCallsIncrease;
  }

  boolean timeRegressed(OpTotals before, OpTotals after) {
    double extra = after.ioNanos() - before.ioNanos();
    return extra > minExtraNanos && extra > before.ioNanos() * maxTimeIncrease;
  }
}
