package io.iobench.reports.compare;

import io.iobench.prove.Comparison;
import io.iobench.prove.OpChange;
import io.iobench.prove.RealizedSaving;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/** A comparison as plain text for the console: warnings, totals, the keys that changed most. */
public final class ConsoleComparison {
  private final int top;

  /**
   * @param top how many keys to list, most time first
   */
  public ConsoleComparison(int top) {
    this.top = top;
  }

  public void print(Comparison c, PrintStream out) {
    out.printf(Locale.ROOT, "before: %s%nafter:  %s%n", c.before(), c.after());
    if (c.units() != null) {
      out.printf(
          Locale.ROOT,
          "per unit of work: %s before, %s after; the after run's numbers are scaled to the"
              + " before run's%n",
          ComparisonWords.number(c.units().before()),
          ComparisonWords.number(c.units().after()));
    }
    for (String w : c.warnings()) {
      out.println("warning: " + w);
    }
    out.printf(
        Locale.ROOT,
        "I/O time %s -> %s (%s, %s); calls %d -> %d%n",
        ComparisonWords.time(c.totalBefore().ioNanos()),
        ComparisonWords.time(c.totalAfter().ioNanos()),
        ComparisonWords.timeChange(c.totalAfter().ioNanos() - c.totalBefore().ioNanos()),
        ComparisonWords.share(c.totalBefore().ioNanos(), c.totalAfter().ioNanos()),
        c.totalBefore().calls(),
        c.totalAfter().calls());
    if (!c.predictions().isEmpty()) {
      out.println();
      out.printf(
          Locale.ROOT,
          "%-4s %-12s %-12s %8s  %-20s %s%n",
          "rank",
          "expected",
          "realized",
          "share",
          "verdict",
          "change");
      for (RealizedSaving s : c.predictions()) {
        out.printf(
            Locale.ROOT,
            "%-4d %-12s %-12s %8s  %-20s %s: %s%n",
            s.recommendation().rank,
            ComparisonWords.time(s.expectedNanos()),
            ComparisonWords.saving(s.realizedNanos()),
            ComparisonWords.realizedShare(s),
            ComparisonWords.verdict(s),
            s.recommendation().label(),
            ComparisonWords.change(s));
      }
    }
    out.println();
    out.printf(
        Locale.ROOT,
        "%-12s %-12s %-10s %12s %12s  %s%n",
        "time before",
        "time after",
        "change",
        "calls before",
        "calls after",
        "path: operation");
    List<OpChange> ops = c.ops();
    for (OpChange op : ops.subList(0, Math.min(top, ops.size()))) {
      out.printf(
          Locale.ROOT,
          "%-12s %-12s %-10s %12d %12d  %s: %s%n",
          ComparisonWords.time(op.before().ioNanos()),
          ComparisonWords.time(op.after().ioNanos()),
          ComparisonWords.share(op.before().ioNanos(), op.after().ioNanos()),
          op.before().calls(),
          op.after().calls(),
          op.key().path(),
          ComparisonWords.operation(op));
    }
    if (ops.size() > top) {
      out.printf(Locale.ROOT, "(%d more; --top N shows more)%n", ops.size() - top);
    }
  }
}
