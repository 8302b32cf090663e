package io.iobench.reports;

import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.Standing;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadKey;
import io.iobench.results.WorkloadResult;
import io.iobench.text.ByteSize;
import io.iobench.text.Units;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The console summary of a replay or bench run: per workload a table of techniques (median round
 * time, MB/s, per-call p50/p99, speed-up with its 95 % interval), the extra rounds it made, the
 * verdict, and then the recommended changes.
 */
public final class ReplayTable {
  /** Qualifying alternatives listed after the recommended change; the results file has them all. */
  private static final int OPTIONS_SHOWN = 3;

  public void print(ReplayResults results, PrintStream out) {
    out.printf(
        Locale.ROOT,
        "%s of %s: JDK %s, %s cache, %s measured rounds after %s warm-up%n",
        results.mode,
        results.source,
        results.environment.jdk,
        results.settings.cache,
        results.settings.measuredRounds,
        results.settings.warmupRounds);
    for (WorkloadResult w : results.workloads) {
      out.println();
      out.println(heading(w));
      if (w.observed != null && w.observed.callSite != null) {
        out.println("  called from: " + w.observed.callSite);
      }
      out.printf(
          Locale.ROOT,
          "  %-34s %10s %9s %10s %10s  %s%n",
          "technique",
          "median",
          "MB/s",
          "p50/call",
          "p99/call",
          "speed-up [95% CI]");
      for (TechniqueResult t : w.techniques) {
        out.println(row(t));
      }
      ReplayNoteWords.of(w.notes).forEach(n -> out.println("  note: " + n));
      if (w.fidelity != null && w.fidelity.ratio != null) {
        out.printf(
            Locale.ROOT,
            "  fidelity: the replayed baseline's median call takes %.2fx the app's observed %s%s%n",
            w.fidelity.ratio,
            Units.duration(w.fidelity.observedP50Nanos),
            w.fidelity.observedP10Nanos != null && w.fidelity.ratio < 1
                ? "; the app's fastest tenth took up to "
                    + Units.duration(w.fidelity.observedP10Nanos)
                : "");
      }
      if (w.extraRounds != null) {
        out.println("  extra rounds: " + ExtraRoundWords.of(w.extraRounds));
      }
      String storage = StorageWords.of(w.storage);
      if (storage != null) {
        out.println("  " + storage);
      }
      out.println("  verdict: " + w.verdict);
    }
    List<RecommendationResult> recs = results.recommendations;
    printChanges(out, "Recommended changes:", recs, Standing.CHANGE);
    printChanges(
        out,
        "Options that would save little (under --min-saving of the profiled run):",
        recs,
        Standing.SMALL_GAIN);
    printChanges(
        out,
        "Only for whoever owns the code that does the I/O (inside a library or engine):",
        recs,
        Standing.OWN_CODE_ONLY);
    printChanges(
        out,
        "Not changes to make: forced writes replayed where force() waits for no device:",
        recs,
        Standing.FORCE_NOT_MEASURED);
  }

  /** The changes whose rank-1 recommendation has this standing, each with its other options. */
  private static void printChanges(
      PrintStream out, String title, List<RecommendationResult> recs, Standing standing) {
    Set<WorkloadKey> workloads = new HashSet<>();
    for (RecommendationResult r : recs) {
      if (r.rank == 1 && r.standing == standing) {
        workloads.add(r.key);
      }
    }
    if (workloads.isEmpty()) {
      return;
    }
    out.println();
    out.println(title);
    for (RecommendationResult r : recs) {
      if (!workloads.contains(r.key)) {
        continue;
      }
      if (r.rank == 1) {
        out.println();
        out.println(indent(r.change, "  "));
      } else if (r.rank <= OPTIONS_SHOWN + 1) {
        out.printf(
            Locale.ROOT,
            "    option %d: %s, %.2fx [%.2f-%.2f]%n",
            r.rank,
            r.recommendedTitle,
            r.speedup,
            r.speedupLow,
            r.speedupHigh);
      } else if (r.rank == OPTIONS_SHOWN + 2) {
        long more =
            recs.stream().filter(o -> o.key.equals(r.key) && o.rank > OPTIONS_SHOWN + 1).count();
        out.printf(Locale.ROOT, "    ... and %d more options in the results file%n", more);
      }
    }
  }

  private static String heading(WorkloadResult w) {
    WorkloadResult.Parameters p = w.workload;
    String pattern = String.valueOf(p.pattern).toLowerCase(Locale.ROOT);
    String calls = p.calls > 0 ? String.format(Locale.ROOT, ", %,d calls", p.calls) : "";
    String files = p.files > 1 ? String.format(Locale.ROOT, "%d files of ", p.files) : "";
    String threads = p.threads > 1 ? ", " + p.threads + " threads at once" : "";
    return String.format(
        Locale.ROOT,
        "%s: %s %s, %s%s%s, %s per call%s%s",
        w.label(),
        w.operation.toLowerCase(Locale.ROOT),
        pattern,
        files,
        ByteSize.human(p.fileSize),
        files.isEmpty() ? " file" : "",
        ByteSize.human(p.callSize),
        calls,
        threads);
  }

  private static String row(TechniqueResult t) {
    String name = (t.baseline ? "* " : "  ") + t.id + (t.baseline ? " (current)" : "");
    if (t.error != null) {
      return String.format(Locale.ROOT, "  %-34s FAILED: %s", name, t.error);
    }
    if (t.medianMs == null) {
      return String.format(Locale.ROOT, "  %-34s (no measured rounds)", name);
    }
    String speedup =
        t.baseline
            ? "1.00 (baseline)"
            : t.speedup == null
                ? "-"
                : String.format(
                    Locale.ROOT, "%.2fx [%.2f-%.2f]", t.speedup, t.speedupLow, t.speedupHigh);
    if (t.leftRaceAfterRounds != null) {
      speedup += ", out of the race after " + t.leftRaceAfterRounds + " rounds";
    }
    if (t.passShare != null) {
      speedup += String.format(Locale.ROOT, ", timed on %.1f %% of each pass", 100 * t.passShare);
    }
    return String.format(
        Locale.ROOT,
        "  %-34s %10s %9.1f %10s %10s  %s",
        name,
        Units.duration(Math.round(t.medianMs * 1e6)),
        t.mbPerSecond,
        t.callP50Nanos == null ? "-" : Units.duration(t.callP50Nanos),
        t.callP99Nanos == null ? "-" : Units.duration(t.callP99Nanos),
        speedup);
  }

  private static String indent(String text, String prefix) {
    return prefix + text.replace("\n", "\n" + prefix);
  }
}
