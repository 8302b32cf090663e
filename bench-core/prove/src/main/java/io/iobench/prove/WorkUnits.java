package io.iobench.prove;

import io.iobench.analysis.FindingKey;
import java.util.Map;
import java.util.function.UnaryOperator;

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

  /**
   * The units of work as a file operation's calls in each run ({@code --per-calls
   * /var/log/access.log:FileOutputStream.write}: a request is one line of the access log), the
   * before run's path read through {@code paths}.
   *
   * @param counter {@code PATH:API.OPERATION}
   * @throws IllegalArgumentException when the counter is malformed or one run has no such call
   */
  public static WorkUnits ofCalls(
      String counter, Comparisons.Run before, Comparisons.Run after, PathMap paths) {
    int colon = counter.lastIndexOf(':');
    if (colon <= 0 || colon == counter.length() - 1 || counter.indexOf('.', colon) < 0) {
      throw new IllegalArgumentException(
          "a counter is PATH:API.OPERATION (/var/log/access.log:FileOutputStream.write), not '"
              + counter
              + "'");
    }
    String path = counter.substring(0, colon);
    String operation = counter.substring(colon + 1);
    long was = calls(before, paths.before(path), operation, paths::before);
    long is = calls(after, paths.after(path), operation, paths::after);
    if (was == 0 || is == 0) {
      throw new IllegalArgumentException(
          "the counter "
              + counter
              + " has no calls in "
              + (was == 0 ? before.name() : after.name()));
    }
    return new WorkUnits(was, is);
  }

  private static long calls(
      Comparisons.Run run, String path, String operation, UnaryOperator<String> map) {
    long calls = 0;
    for (Map.Entry<FindingKey, OpTotals> e :
        Comparisons.totals(run.findings(), map, 1).entrySet()) {
      if (e.getKey().path().equals(path) && e.getKey().operation().equals(operation)) {
        calls += e.getValue().calls();
      }
    }
    return calls;
  }

  /** What the after run's totals are multiplied by to be in the before run's units. */
  double afterFactor() {
    return before / after;
  }
}
