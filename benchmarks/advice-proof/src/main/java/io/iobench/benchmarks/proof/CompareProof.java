package io.iobench.benchmarks.proof;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.text.Units;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Does {@code iobench compare} show the saving the replay predicted? Reads the comparisons
 * benchmarks/compare-proof.sh made of the demo app's untuned and tuned runs (profiled in turn, each
 * pair with the replay's results of one untuned profile) as the documented JSON format ({@code
 * iobench-compare} 1), and prints per first recommendation the saving the report predicted for the
 * profiled run, what the same rule expects of the pairs' untuned runs, the realized saving's median
 * over the pairs and its range, and the median of the pairs' realized / expected, with whether it
 * is within ±25 %.
 *
 * <pre>
 * CompareProof REPLAY_JSON DIR_OF_COMPARE_JSON
 * </pre>
 */
public final class CompareProof {
  /** The target: the pairs' realized / expected saving, median, within ±25 % of 1. */
  private static final double TOLERANCE = 0.25;

  private CompareProof() {}

  private static final class Row {
    final String label;
    final double predicted;
    final List<Double> expected = new ArrayList<>();
    final List<Double> realized = new ArrayList<>();
    final List<Double> shares = new ArrayList<>();

    Row(String label, double predicted) {
      this.label = label;
      this.predicted = predicted;
    }
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: CompareProof REPLAY_JSON DIR_OF_COMPARE_JSON");
      System.exit(2);
    }
    ObjectMapper json = new ObjectMapper();
    File[] files = new File(args[1]).listFiles((d, n) -> n.matches("compare-\\d+\\.json"));
    if (files == null || files.length == 0) {
      System.err.println("CompareProof: no compare-N.json in " + args[1]);
      System.exit(2);
    }
    Arrays.sort(files);
    Map<String, Row> rows = new LinkedHashMap<>();
    for (File f : files) {
      JsonNode c = json.readTree(f);
      if (!"iobench-compare".equals(c.path("format").asText()) || c.path("version").asInt() != 1) {
        throw new IOException(f + ": not an iobench-compare 1 document");
      }
      for (JsonNode p : c.get("predictions")) {
        String file = p.path("target").asText(p.get("path").asText()).replaceAll(".*/", "");
        String recommended = p.get("recommended").asText();
        // Held to the prediction of the change the twin made, where it made another one.
        boolean other = p.has("appliedPredictedNanos");
        String label =
            file
                + ": "
                + p.get("current").asText()
                + " → "
                + recommended
                + (other ? " (made: " + p.get("applied").asText() + ")" : "");
        double predicted =
            other ? p.get("appliedPredictedNanos").asDouble() : p.get("predictedNanos").asDouble();
        Row row = rows.computeIfAbsent(label, l -> new Row(l, predicted));
        double expected = p.path("expectedNanos").asDouble(predicted);
        double realized = p.get("realizedNanos").asDouble();
        row.expected.add(expected);
        row.realized.add(realized);
        row.shares.add(expected > 0 ? realized / expected : Double.NaN);
      }
    }
    System.out.println(
        "| recommendation (first of its workload; the change made where another) | predicted"
            + " saving | expected in the pairs, median | realized, median [range]"
            + " | realized / expected, median | within ±25 % |");
    System.out.println("|---|--:|--:|--:|--:|:-:|");
    int within = 0;
    for (Row r : rows.values()) {
      double[] v = sorted(r.realized);
      double share = median(sorted(r.shares));
      boolean ok = !Double.isNaN(share) && Math.abs(share - 1) <= TOLERANCE;
      within += ok ? 1 : 0;
      System.out.printf(
          Locale.ROOT,
          "| %s | %s | %s | %s [%s, %s] | %.2f | %s |%n",
          r.label,
          Units.duration(Math.round(r.predicted)),
          signed(median(sorted(r.expected))),
          signed(median(v)),
          signed(v[0]),
          signed(v[v.length - 1]),
          share,
          ok ? "yes" : "no");
    }
    System.out.printf(
        Locale.ROOT,
        "%n%d of %d first recommendations realized within ±25 %% of the saving expected (median"
            + " of %d interleaved pairs of untuned and tuned runs).%n",
        within,
        rows.size(),
        files.length);
  }

  private static double[] sorted(List<Double> values) {
    return values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
  }

  private static double median(double[] v) {
    return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }

  private static String signed(double nanos) {
    return nanos < 0 ? "-" + Units.duration(Math.round(-nanos)) : Units.duration(Math.round(nanos));
  }
}
