package io.iobench.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsReader;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadResult;
import io.iobench.stats.Speedup;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Is the advice right? Compares, per tuned phase of the demo app, the speed-up the replay
 * predicted with the one the tuned demo realized (benchmarks/advice-proof.sh runs both).
 *
 * <p>A replay measures the I/O calls; a phase also parses, formats and computes. So the prediction
 * for a phase of {@code T} (median untuned, without the agent) is {@code T − io + alt}: {@code io}
 * is the time the agent saw in the phase's calls, less the agent's own cost (what the phase took
 * longer under the agent: all of it lands inside intercepted calls); {@code alt} is what the
 * replayed alternative took for the same volume (bytes, or calls for random access), scaled from
 * the replay's median pass. Realized: median untuned over median tuned phase time, in runs without
 * the agent, interleaved.
 *
 * <pre>
 * AdviceProof REPLAY_JSON TIMINGS_DIR
 * </pre>
 */
public final class AdviceProof {
  /** A demo phase, the workload its mistake is in, and the technique its tuned twin uses. */
  private record Phase(String name, String fileSuffix, String operation, String technique) {}

  private static final List<Phase> PHASES = List.of(
      new Phase("generate", "/events.log", "WRITE", "buffered-out/8k"),
      new Phase("ingest", "/events.log", "READ", "buffered-stream/8k"),
      new Phase("index", "/index.bin", "READ", "mmap/"),
      new Phase("copy", "journal-copy.bin", "COPY", "copy-transfer-to"));

  private AdviceProof() {}

  public static void main(String[] args) throws Exception {
    ReplayResults results = ResultsReader.read(Path.of(args[0]));
    File dir = new File(args[1]);
    ObjectMapper json = new ObjectMapper();
    JsonNode agentRun = json.readTree(new File(dir, "agent-run.json"));
    List<double[]> untuned = new ArrayList<>();
    List<double[]> tuned = new ArrayList<>();
    File[] files = dir.listFiles((d, n) -> n.startsWith("timings-") && n.endsWith(".json"));
    Arrays.sort(files);
    List<JsonNode> u = new ArrayList<>();
    List<JsonNode> t = new ArrayList<>();
    for (File f : files) {
      (f.getName().contains("untuned") ? u : t).add(json.readTree(f));
    }
    System.out.printf(Locale.ROOT, "| phase | replayed technique | replay speed-up of the calls [95%% CI] | I/O time (agent cost removed) |"
        + " untuned phase (median) | predicted phase speed-up | realized phase speed-up [95%% CI] | realized / predicted |%n");
    System.out.println("|---|---|--:|--:|--:|--:|--:|--:|");
    for (Phase phase : PHASES) {
      double[] before = u.stream().mapToDouble(n -> n.path(phase.name()).asDouble()).toArray();
      double[] after = t.stream().mapToDouble(n -> n.path(phase.name()).asDouble()).toArray();
      WorkloadResult w = workload(results, phase);
      TechniqueResult tech = w == null ? null : technique(w, phase.technique());
      Speedup realized = Speedup.paired(before, after);
      double medianBefore = median(before);
      if (tech == null || tech.speedup == null) {
        System.out.printf(Locale.ROOT, "| %s | %s | not replayed | | %.1f ms | | %.2fx [%.2f-%.2f] | |%n", phase.name(),
            phase.technique(), medianBefore / 1e6, realized.estimate(), realized.low(), realized.high());
        continue;
      }
      long observed = ((Number) w.observed.get("nanos")).longValue();
      double agentCost = Math.max(0, agentRun.path(phase.name()).asDouble() - medianBefore);
      double io = Math.min(medianBefore, Math.max(0, observed - agentCost));
      double alt = tech.medianMs * 1e6 * volumeScale(w);
      double predicted = medianBefore / Math.max(1, medianBefore - io + alt);
      System.out.printf(Locale.ROOT, "| %s | %s | %.2fx [%.2f-%.2f] | %.1f ms | %.1f ms | %.2fx | %.2fx [%.2f-%.2f] | %.2f |%n",
          phase.name(), tech.id, tech.speedup, tech.speedupLow, tech.speedupHigh, io / 1e6, medianBefore / 1e6,
          predicted, realized.estimate(), realized.low(), realized.high(), realized.estimate() / predicted);
    }
    System.out.println();
    System.out.println("| workload | replayed baseline p50 per call | observed p50 per call | replay / observed |");
    System.out.println("|---|--:|--:|--:|");
    for (WorkloadResult w : results.workloads) {
      if (w.fidelity != null && w.fidelity.get("ratio") instanceof Number) {
        System.out.printf(Locale.ROOT, "| %s %s | %s ns | %s ns | %.2f |%n", w.path.replaceAll(".*/", ""),
            w.operation.toLowerCase(Locale.ROOT), w.fidelity.get("replayP50Nanos"), w.fidelity.get("observedP50Nanos"),
            ((Number) w.fidelity.get("ratio")).doubleValue());
      }
    }
  }

  /** How many replayed passes the app's calls amount to: by bytes, or by calls for random access. */
  private static double volumeScale(WorkloadResult w) {
    long observedCalls = ((Number) w.observed.get("calls")).longValue();
    if (w.workload.containsKey("calls")) {
      return observedCalls / ((Number) w.workload.get("calls")).doubleValue();
    }
    double observedBytes = observedCalls * ((Number) w.workload.get("callSize")).doubleValue();
    return observedBytes / ((Number) w.workload.get("bytesPerRound")).doubleValue();
  }

  private static WorkloadResult workload(ReplayResults results, Phase phase) {
    for (WorkloadResult w : results.workloads) {
      if (w.path.endsWith(phase.fileSuffix()) && w.operation.equals(phase.operation())) {
        return w;
      }
    }
    return null;
  }

  private static TechniqueResult technique(WorkloadResult w, String id) {
    for (TechniqueResult t : w.techniques) {
      if (id.endsWith("/") ? t.id.startsWith(id) && t.bufferSize == ((Number) w.workload.get("callSize")).intValue()
          : t.id.equals(id)) {
        return t;
      }
    }
    return null;
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
