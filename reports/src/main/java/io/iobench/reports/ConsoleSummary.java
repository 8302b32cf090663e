package io.iobench.reports;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.text.Units;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** A plain-text table of a profile's busiest files and operations, for the console. */
public final class ConsoleSummary {
  private final int top;

  public ConsoleSummary(int top) {
    this.top = top;
  }

  /** Whose profile it is: a JVM's, a JFR recording's, or a merge of several JVMs'. */
  private static String origin(Profile profile) {
    if (profile.source != null) {
      return "JFR recording " + profile.source.recording + " of pid " + profile.pid;
    }
    if (profile.parts != null && !profile.parts.isEmpty()) {
      return "iobench profile merged from " + profile.parts.size() + " JVMs";
    }
    return "iobench profile of pid " + profile.pid;
  }

  public void print(Profile profile, PrintStream out) {
    out.printf(
        Locale.ROOT,
        "%s (%s %s), %s .. %s%s%n",
        origin(profile),
        profile.jvm == null ? "?" : profile.jvm.get("vendor"),
        profile.jvm == null ? "?" : profile.jvm.get("version"),
        profile.startedAt,
        profile.endedAt,
        profile.complete ? "" : " (interim)");
    List<Row> rows = new ArrayList<>();
    for (FileProfile f : profile.files) {
      for (OpProfile op : f.ops) {
        rows.add(new Row(f, op));
      }
    }
    rows.sort(Comparator.comparingDouble(Row::estimatedNanos).reversed());
    out.printf(
        Locale.ROOT,
        "%-12s %-16s %-16s %12s %14s %10s %10s  %s%n",
        "time(est)",
        "api",
        "op",
        "calls",
        "bytes",
        "p50 ns",
        "p99 ns",
        "path");
    for (Row r : rows.subList(0, Math.min(top, rows.size()))) {
      out.printf(
          Locale.ROOT,
          "%-12s %-16s %-16s %12d %14d %10d %10d  %s%n",
          Units.duration(Math.round(r.estimatedNanos())),
          r.op.api,
          r.op.op,
          r.op.calls,
          r.op.bytes,
          r.op.latencyNanos == null ? 0 : r.op.latencyNanos.p50,
          r.op.latencyNanos == null ? 0 : r.op.latencyNanos.p99,
          r.file.path);
    }
    if (rows.size() > top) {
      out.printf(Locale.ROOT, "... %d more (file, operation) rows%n", rows.size() - top);
    }
    if (profile.source != null) {
      out.println();
      out.println("What the recording could not show:");
      for (String limit : profile.source.limits) {
        out.println("  - " + limit);
      }
    }
  }

  private static final class Row {
    final FileProfile file;
    final OpProfile op;

    Row(FileProfile file, OpProfile op) {
      this.file = file;
      this.op = op;
    }

    /** Calls times mean latency: the sampled latency histogram stands for every call. */
    double estimatedNanos() {
      return op.ioNanos();
    }
  }
}
