package io.iobench.prove;

import java.util.List;

/**
 * A profile taken after a change set against the one taken before it ({@link Comparisons#of}).
 *
 * @param before the before run's profile, as the user named it
 * @param after the after run's, as the user named it
 * @param units the units of work each run did, or null: then the totals compare as they are
 * @param warnings what makes the comparison less than exact, one sentence each
 * @param ops every key of either run, most time (before or after) first
 * @param predictions the replay's recommendations with their realized savings; empty without
 *     results
 */
public record Comparison(
    String before,
    String after,
    WorkUnits units,
    List<String> warnings,
    List<OpChange> ops,
    OpTotals totalBefore,
    OpTotals totalAfter,
    List<RealizedSaving> predictions) {

  /** The format name of a comparison's JSON document ({@link ComparisonJson}). */
  public static final String FORMAT = "iobench-compare";

  /** Its version; a reader refuses a newer one. */
  public static final int VERSION = 1;

  public Comparison {
    warnings = List.copyOf(warnings);
    ops = List.copyOf(ops);
    predictions = List.copyOf(predictions);
  }

  public double savedNanos() {
    return totalBefore.ioNanos() - totalAfter.ioNanos();
  }
}
