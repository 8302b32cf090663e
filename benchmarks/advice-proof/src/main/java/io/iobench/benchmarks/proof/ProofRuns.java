package io.iobench.benchmarks.proof;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsReader;
import io.iobench.results.WorkloadResult;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What both proofs read: the timed runs a proof script leaves (one JSON of phase times per run and
 * variant), and a phase's workload and advice in the replay's results.
 */
final class ProofRuns {
  private static final ObjectMapper JSON = new ObjectMapper();

  private ProofRuns() {}

  /**
   * A proof's command line, {@code REPLAY_RESULTS.json TIMINGS_DIR}: the replay's results and the
   * directory of the timed runs.
   */
  record Inputs(ReplayResults results, File dir) {
    /** Prints the usage and exits (status 2) when the command line is not those two. */
    static Inputs of(String[] args, String proof, String script) throws IOException {
      if (args.length != 2) {
        System.err.println(
            "usage: "
                + proof
                + " REPLAY_RESULTS.json TIMINGS_DIR (run by benchmarks/"
                + script
                + ")");
        System.exit(2);
      }
      return new Inputs(ResultsReader.read(Path.of(args[0])), new File(args[1]));
    }
  }

  /**
   * The phase times of the runs a proof compares: the untuned app and its tuned twin, without the
   * agent, interleaved. A phase's tuned time is from the runs where it alone was tuned ({@code
   * timings-N-tuned-PHASE.json}) where the script made them, else from the runs with every phase
   * tuned ({@code timings-N-tuned.json}).
   */
  record Paired(List<JsonNode> untuned, List<JsonNode> tuned, Map<String, List<JsonNode>> alone) {
    static Paired read(File dir) throws IOException {
      Map<String, List<JsonNode>> alone = new TreeMap<>();
      File[] found = dir.listFiles((d, n) -> n.matches("timings-\\d+-tuned-.+\\.json"));
      File[] files = found == null ? new File[0] : found;
      Arrays.sort(files);
      for (File f : files) {
        String n = f.getName();
        String phase = n.substring(n.indexOf("-tuned-") + "-tuned-".length(), n.length() - 5);
        alone.computeIfAbsent(phase, k -> new ArrayList<>()).add(JSON.readTree(f));
      }
      List<JsonNode> tuned = alone.isEmpty() ? timings(dir, "tuned") : List.of();
      return new Paired(timings(dir, "untuned"), tuned, alone);
    }

    double[] before(String phase) {
      return values(untuned, phase);
    }

    double[] after(String phase) {
      if (alone.isEmpty()) {
        return values(tuned, phase);
      }
      List<JsonNode> runs = alone.get(phase);
      if (runs == null) {
        throw new IllegalArgumentException("no timings-N-tuned-" + phase + ".json");
      }
      return values(runs, phase);
    }

    /** Whether each phase was tuned alone, in a run of its own. */
    boolean eachAlone() {
      return !alone.isEmpty();
    }
  }

  /** The timings files of one kind (untuned, tuned, work), in run order. */
  static List<JsonNode> timings(File dir, String kind) throws IOException {
    File[] files =
        dir.listFiles((d, n) -> n.startsWith("timings-") && n.endsWith("-" + kind + ".json"));
    if (files == null || files.length == 0) {
      throw new IOException("no timings-*-" + kind + ".json in " + dir);
    }
    Arrays.sort(files);
    List<JsonNode> nodes = new ArrayList<>();
    for (File f : files) {
      nodes.add(JSON.readTree(f));
    }
    return nodes;
  }

  /** The phase's time in each of the runs, in run order. */
  static double[] values(List<JsonNode> runs, String phase) {
    return runs.stream().mapToDouble(n -> n.path(phase).asDouble()).toArray();
  }

  /** The replayed workload of {@code operation} on the file whose label ends so, or null. */
  static WorkloadResult workload(ReplayResults results, String fileSuffix, String operation) {
    for (WorkloadResult w : results.workloads) {
      if (w.label().endsWith(fileSuffix) && w.operation.equals(operation)) {
        return w;
      }
    }
    return null;
  }

  /** The workload's rank-1 recommendation, or null when it has none. */
  static RecommendationResult rankOne(ReplayResults results, WorkloadResult w) {
    for (RecommendationResult r : results.recommendations) {
      if (r.rank == 1 && r.label().equals(w.label()) && r.current.equals(w.current)) {
        return r;
      }
    }
    return null;
  }

  static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
