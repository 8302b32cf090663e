package io.iobench.prove;

import io.iobench.analysis.FindingKey;

/**
 * One key before and after the change, the after side in the before run's units of work.
 *
 * @param key the key, its path as {@link PathMap#canonical} gives it
 * @param before {@link OpTotals#NONE} when only the after run has the key
 * @param after {@link OpTotals#NONE} when the change removed the key
 */
public record OpChange(FindingKey key, OpTotals before, OpTotals after) {

  /** Time saved: positive when the after run spent less. */
  public double savedNanos() {
    return before.ioNanos() - after.ioNanos();
  }
}
