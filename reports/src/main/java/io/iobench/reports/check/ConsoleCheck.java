package io.iobench.reports.check;

import io.iobench.prove.CheckFinding;
import java.io.PrintStream;
import java.util.List;

/** A check's outcome in one screen: passed, or each failure in a line, the first ones. */
public final class ConsoleCheck {
  /** Failures listed; the rest are counted. */
  static final int MAX_LINES = 20;

  private ConsoleCheck() {}

  /** Prints the outcome; returns whether any rule failed. */
  public static boolean print(List<CheckFinding> findings, PrintStream out) {
    List<CheckFinding> failed = findings.stream().filter(CheckFinding::failed).toList();
    if (failed.isEmpty()) {
      out.println("iobench check passed:");
      findings.forEach(f -> out.println("  " + f.message()));
      return false;
    }
    out.println(
        "iobench check failed: " + failed.size() + (failed.size() == 1 ? " finding" : " findings"));
    for (CheckFinding f : failed.subList(0, Math.min(MAX_LINES, failed.size()))) {
      out.println(
          "  ["
              + (f.rule() == CheckFinding.Rule.ADVICE ? "change worth making" : "regression")
              + "] "
              + f.message());
    }
    if (failed.size() > MAX_LINES) {
      out.println(
          "  ... and " + (failed.size() - MAX_LINES) + " more (--junit-xml lists them all)");
    }
    return true;
  }
}
