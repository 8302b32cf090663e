package io.iobench.benchmarks.proof;

import com.fasterxml.jackson.databind.JsonNode;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadResult;
import io.iobench.stats.Speedup;
import java.io.File;
import java.util.List;
import java.util.Locale;

/**
 * Is the advice right? Compares, per tuned phase of the demo app, the speed-up the replay predicted
 * with the one the tuned demo realized (benchmarks/advice-proof.sh runs both).
 *
 * <p>A replay measures the I/O calls; a phase also formats, parses and computes. The demo times
 * that work on its own ({@code --work-only}: the phase's code over the same bytes in memory), so a
 * phase of {@code T} (median untuned, without the agent) is work {@code W} plus I/O {@code T − W}.
 * With the recommended technique {@code s} times faster for those calls, the report's advice
 * predicts {@code W + (T − W) / s} for the tuned phase, a phase speed-up of {@code T / (W + (T − W)
 * / s)}; its range comes from the ends of the replay's 95 % interval for {@code s}. Realized:
 * median untuned over median tuned phase time, paired runs without the agent, interleaved.
 *
 * <p>The report words its advice as time saved ("would have saved 282 ms"), so that is compared
 * too: predicted {@code (T − W)(1 − 1/s)}, realized median untuned minus median tuned. Where the
 * advice removes nearly all of a phase's time, the phase speed-up hangs on the few milliseconds
 * left, and the saving is the steadier check.
 *
 * <pre>
 * AdviceProof REPLAY_JSON TIMINGS_DIR
 * </pre>
 */
public final class AdviceProof {
  /** A demo phase, the workload its mistake is in, and the technique its tuned twin uses. */
  private record Phase(String name, String fileSuffix, String operation, String technique) {}

  private static final List<Phase> PHASES =
      List.of(
          new Phase("generate", "/events.log", "WRITE", "buffered-out/8k"),
          new Phase("ingest", "/events.log", "READ", "buffered-stream/8k"),
          new Phase("lookup", "/index.bin", "READ", "mmap-data"),
          new Phase("copy", "journal-copy.bin", "COPY", "copy-transfer-to"));

  /** The target: realized within ±20 % of predicted. */
  private static final double TOLERANCE = 0.20;

  private AdviceProof() {}

  public static void main(String[] args) throws Exception {
    ProofRuns.Inputs inputs = ProofRuns.Inputs.of(args, "AdviceProof", "advice-proof.sh");
    ReplayResults results = inputs.results();
    File dir = inputs.dir();
    ProofRuns.Paired runs = ProofRuns.Paired.read(dir);
    List<JsonNode> work = ProofRuns.timings(dir, "work");
    System.out.printf(
        Locale.ROOT,
        "| phase | the report recommends | tuned twin's technique | replay speed-up of the calls [95%% CI] | untuned phase"
            + " | its work without I/O | tuned phase | predicted phase speed-up [range] | realized phase speed-up [95%% CI]"
            + " | realized / predicted |%n");
    System.out.println("|---|---|---|--:|--:|--:|--:|--:|--:|--:|");
    StringBuilder savings =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "| phase | predicted time saved [range]"
                    + " | realized time saved | realized / predicted |%n|---|--:|--:|--:|%n"));
    int within = 0;
    int savedWithin = 0;
    int slower = 0;
    for (Phase phase : PHASES) {
      double[] before = runs.before(phase.name());
      double[] after = runs.after(phase.name());
      double t = ProofRuns.median(before);
      double w = ProofRuns.median(ProofRuns.values(work, phase.name()));
      double tunedMedian = ProofRuns.median(after);
      Speedup realized = Speedup.paired(before, after);
      if (realized.high() < 1) {
        slower++;
      }
      WorkloadResult workload = ProofRuns.workload(results, phase.fileSuffix(), phase.operation());
      TechniqueResult tech = workload == null ? null : technique(workload, phase.technique());
      String recommends = workload == null ? "" : recommended(results, workload);
      if (tech == null || tech.speedup == null) {
        System.out.printf(
            Locale.ROOT,
            "| %s | %s | %s | not replayed | %.1f ms | %.1f ms | %.1f ms | | %.2fx [%.2f-%.2f] | |%n",
            phase.name(),
            recommends,
            phase.technique(),
            t / 1e6,
            w / 1e6,
            tunedMedian / 1e6,
            realized.estimate(),
            realized.low(),
            realized.high());
        continue;
      }
      double predicted = predicted(t, w, tech.speedup);
      double ratio = realized.estimate() / predicted;
      if (Math.abs(ratio - 1) <= TOLERANCE) {
        within++;
      }
      System.out.printf(
          Locale.ROOT,
          "| %s | %s | %s | %.2fx [%.2f-%.2f] | %.1f ms | %.1f ms | %.1f ms | %.2fx [%.2f-%.2f]"
              + " | %.2fx [%.2f-%.2f] | %.2f |%n",
          phase.name(),
          recommends,
          tech.id,
          tech.speedup,
          tech.speedupLow,
          tech.speedupHigh,
          t / 1e6,
          w / 1e6,
          tunedMedian / 1e6,
          predicted,
          predicted(t, w, tech.speedupLow),
          predicted(t, w, tech.speedupHigh),
          realized.estimate(),
          realized.low(),
          realized.high(),
          ratio);
      double savedPredicted = saved(t, w, tech.speedup);
      double savedRealized = t - tunedMedian;
      if (Math.abs(savedRealized / savedPredicted - 1) <= TOLERANCE) {
        savedWithin++;
      }
      savings.append(
          String.format(
              Locale.ROOT,
              "| %s | %.1f ms [%.1f-%.1f] | %.1f ms | %.2f |%n",
              phase.name(),
              savedPredicted / 1e6,
              saved(t, w, tech.speedupLow) / 1e6,
              saved(t, w, tech.speedupHigh) / 1e6,
              savedRealized / 1e6,
              savedRealized / savedPredicted));
    }
    System.out.println();
    System.out.print(savings);
    System.out.printf(
        Locale.ROOT,
        "%nWithin ±%.0f %%: phase speed-up %d of %d, time saved %d of %d. Slower with the"
            + " advice (whole 95 %% interval below 1): %d.%n",
        TOLERANCE * 100,
        within,
        PHASES.size(),
        savedWithin,
        PHASES.size(),
        slower);
    System.out.println();
    System.out.println(
        "| workload | replayed baseline p50 per call | observed p50 per call | replay / observed |");
    System.out.println("|---|--:|--:|--:|");
    for (WorkloadResult r : results.workloads) {
      if (r.fidelity != null && r.fidelity.ratio != null) {
        System.out.printf(
            Locale.ROOT,
            "| %s %s | %s ns | %s ns | %.2f |%n",
            r.label().replaceAll(".*/", ""),
            r.operation.toLowerCase(Locale.ROOT),
            r.fidelity.replayP50Nanos,
            r.fidelity.observedP50Nanos,
            r.fidelity.ratio);
      }
    }
  }

  /**
   * The phase's predicted speed-up: its work stays, its I/O gets {@code callSpeedup} times faster.
   */
  static double predicted(double phaseNanos, double workNanos, double callSpeedup) {
    double work = Math.min(workNanos, phaseNanos);
    return phaseNanos / (work + (phaseNanos - work) / callSpeedup);
  }

  /** Time the advice saves on the phase: its I/O, {@code callSpeedup} times faster. */
  static double saved(double phaseNanos, double workNanos, double callSpeedup) {
    double io = phaseNanos - Math.min(workNanos, phaseNanos);
    return io * (1 - 1 / callSpeedup);
  }

  /** The rank-1 recommendation for the workload, with its speed-up; "none" when there is none. */
  private static String recommended(ReplayResults results, WorkloadResult w) {
    RecommendationResult r = ProofRuns.rankOne(results, w);
    return r == null ? "none" : String.format(Locale.ROOT, "%s (%.2fx)", r.recommended, r.speedup);
  }

  private static TechniqueResult technique(WorkloadResult w, String id) {
    for (TechniqueResult t : w.techniques) {
      if (t.id.equals(id)) {
        return t;
      }
    }
    return null;
  }
}
