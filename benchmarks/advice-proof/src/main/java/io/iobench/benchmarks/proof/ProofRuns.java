package io.iobench.benchmarks.proof;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The timed runs a proof script leaves: one JSON of phase times per run and variant. */
final class ProofRuns {
  private ProofRuns() {}

  /** The timings files of one kind (untuned, tuned, work), in run order. */
  static List<JsonNode> timings(File dir, String kind) throws IOException {
    File[] files =
        dir.listFiles((d, n) -> n.startsWith("timings-") && n.endsWith("-" + kind + ".json"));
    if (files == null || files.length == 0) {
      throw new IOException("no timings-*-" + kind + ".json in " + dir);
    }
    Arrays.sort(files);
    ObjectMapper json = new ObjectMapper();
    List<JsonNode> nodes = new ArrayList<>();
    for (File f : files) {
      nodes.add(json.readTree(f));
    }
    return nodes;
  }

  static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
