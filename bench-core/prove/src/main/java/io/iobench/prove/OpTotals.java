package io.iobench.prove;

import io.iobench.analysis.Finding;

/**
 * What one run did through a key: its calls, the bytes they moved and the time spent in them.
 *
 * @param ioNanos the time in the calls, as the profile estimates it ({@link Finding#ioNanos})
 */
public record OpTotals(long calls, long bytes, double ioNanos) {
  /** A key the run did not have. */
  public static final OpTotals NONE = new OpTotals(0, 0, 0);

  static OpTotals of(Finding f) {
    return new OpTotals(f.calls(), f.bytes(), f.ioNanos());
  }

  OpTotals plus(OpTotals other) {
    return new OpTotals(calls + other.calls, bytes + other.bytes, ioNanos + other.ioNanos);
  }

  /** These totals for {@code factor} times the work: the after run's, in the before run's units. */
  OpTotals scaled(double factor) {
    return new OpTotals(Math.round(calls * factor), Math.round(bytes * factor), ioNanos * factor);
  }
}
