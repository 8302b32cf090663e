package io.iobench.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns the JMH JSON results of {@link AgentOverhead} into markdown tables of the agent's per-call
 * overhead: per JDK, per benchmark and thread count, the baseline (agent=none), latency=sampled
 * and latency=all, and their differences, for the mean (Mode.AverageTime) and the median
 * (p50 of Mode.SampleTime), followed by a check against the overhead budgets.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.iobench.benchmarks.OverheadTable jmh-jdk17.json jmh-jdk25.json
 * </pre>
 */
public final class OverheadTable {
  /** Budgets in ns per intercepted call. */
  static final double SAMPLED_P50_BUDGET_1T = 20;
  static final double SAMPLED_P50_BUDGET_2T = 30;
  static final double ALL_BUDGET = 70;

  static final String[] AGENTS = {"none", "sampled", "all"};

  /** One score of one (jdk, benchmark, threads, agent, mode). */
  static final class Score {
    final double mean;
    final double error;
    final double p50;
    final String unit;

    Score(double mean, double error, double p50, String unit) {
      this.mean = mean;
      this.error = error;
      this.p50 = p50;
      this.unit = unit;
    }
  }

  /** All scores of one benchmark at one thread count on one JDK. */
  static final class Row {
    final String benchmark;
    final int threads;
    final Map<String, Score> avgt = new LinkedHashMap<>();
    final Map<String, Score> sample = new LinkedHashMap<>();

    Row(String benchmark, int threads) {
      this.benchmark = benchmark;
      this.threads = threads;
    }
  }

  private OverheadTable() {}

  public static void main(String[] args) throws IOException {
    if (args.length == 0) {
      System.err.println("usage: OverheadTable JMH-RESULT.json...");
      System.exit(2);
    }
    List<Path> files = new ArrayList<>();
    for (String a : args) {
      files.add(Paths.get(a));
    }
    print(read(files), System.out);
  }

  /** JDK label to rows, in the order first seen. */
  static Map<String, Map<String, Row>> read(List<Path> files) throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    Map<String, Map<String, Row>> byJdk = new LinkedHashMap<>();
    for (Path file : files) {
      JsonNode results = mapper.readTree(file.toFile());
      if (results == null || !results.isArray()) {
        throw new IOException(file + ": not a JMH JSON result (expected an array)");
      }
      for (JsonNode r : results) {
        String jdk = "JDK " + r.path("jdkVersion").asText("?") + " (" + r.path("vmName").asText("?")
            + " " + r.path("vmVersion").asText("?") + ")";
        String name = r.path("benchmark").asText();
        String shortName = name.substring(name.lastIndexOf('.') + 1).replaceFirst("_t\\d+$", "");
        int threads = r.path("threads").asInt();
        String agent = r.path("params").path("agent").asText("none");
        String mode = r.path("mode").asText();
        JsonNode m = r.path("primaryMetric");
        double error = m.path("scoreError").asDouble(Double.NaN);
        Score s = new Score(m.path("score").asDouble(Double.NaN), error,
            m.path("scorePercentiles").path("50.0").asDouble(Double.NaN), m.path("scoreUnit").asText());
        Row row = byJdk.computeIfAbsent(jdk, k -> new LinkedHashMap<>())
            .computeIfAbsent(shortName + "/" + threads, k -> new Row(shortName, threads));
        if (mode.equals("avgt")) {
          row.avgt.put(agent, s);
        } else if (mode.equals("sample")) {
          row.sample.put(agent, s);
        }
      }
    }
    return byJdk;
  }

  static void print(Map<String, Map<String, Row>> byJdk, PrintStream out) {
    for (Map.Entry<String, Map<String, Row>> jdk : byJdk.entrySet()) {
      out.println("### " + jdk.getKey());
      out.println();
      out.println("Mean (Mode.AverageTime) and median (p50 of Mode.SampleTime), ns per call. "
          + "± is JMH's 99.9% error half-width; for a difference Δ (agent minus none) it is the root "
          + "of the sum of the squares of the two errors. JMH gives no error for a percentile.");
      out.println();
      out.println("| benchmark | threads | none | sampled | Δ sampled | all | Δ all "
          + "| p50 none | p50 sampled | Δ p50 sampled | p50 all | Δ p50 all |");
      out.println("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
      for (Row row : jdk.getValue().values()) {
        Score none = row.avgt.get("none");
        Score sampled = row.avgt.get("sampled");
        Score all = row.avgt.get("all");
        Score pNone = row.sample.get("none");
        Score pSampled = row.sample.get("sampled");
        Score pAll = row.sample.get("all");
        out.println("| " + row.benchmark + " | " + row.threads
            + " | " + withError(none) + " | " + withError(sampled) + " | " + delta(sampled, none)
            + " | " + withError(all) + " | " + delta(all, none)
            + " | " + p50(pNone) + " | " + p50(pSampled) + " | " + p50Delta(pSampled, pNone)
            + " | " + p50(pAll) + " | " + p50Delta(pAll, pNone) + " |");
      }
      out.println();
      out.println("Budgets: latency=sampled adds ≤ " + fmt(SAMPLED_P50_BUDGET_1T) + " ns per call at the "
          + "median with 1 thread, ≤ " + fmt(SAMPLED_P50_BUDGET_2T) + " ns with 2 threads; latency=all "
          + "adds ≤ " + fmt(ALL_BUDGET) + " ns (checked at the median and at the mean).");
      out.println();
      out.println("| benchmark | threads | Δ p50 sampled | budget | verdict "
          + "| Δ p50 all | budget | verdict | Δ mean all | verdict |");
      out.println("|---|--:|--:|--:|---|--:|--:|---|--:|---|");
      for (Row row : jdk.getValue().values()) {
        double sampledBudget = row.threads <= 1 ? SAMPLED_P50_BUDGET_1T : SAMPLED_P50_BUDGET_2T;
        double dSampled = diff(row.sample.get("sampled"), row.sample.get("none"), true);
        double dAll = diff(row.sample.get("all"), row.sample.get("none"), true);
        double dAllMean = diff(row.avgt.get("all"), row.avgt.get("none"), false);
        out.println("| " + row.benchmark + " | " + row.threads
            + " | " + fmt(dSampled) + " | ≤ " + fmt(sampledBudget) + " | " + verdict(dSampled, sampledBudget)
            + " | " + fmt(dAll) + " | ≤ " + fmt(ALL_BUDGET) + " | " + verdict(dAll, ALL_BUDGET)
            + " | " + fmt(dAllMean) + " | " + verdict(dAllMean, ALL_BUDGET) + " |");
      }
      out.println();
    }
  }

  private static double diff(Score a, Score b, boolean median) {
    if (a == null || b == null) {
      return Double.NaN;
    }
    return median ? a.p50 - b.p50 : a.mean - b.mean;
  }

  private static String verdict(double value, double budget) {
    if (Double.isNaN(value)) {
      return "–";
    }
    return value <= budget ? "met" : "**NOT met**";
  }

  private static String withError(Score s) {
    return s == null ? "–" : fmt(s.mean) + " ± " + fmt(s.error);
  }

  private static String delta(Score a, Score b) {
    if (a == null || b == null) {
      return "–";
    }
    String d = signed(a.mean - b.mean);
    if (Double.isNaN(a.error) || Double.isNaN(b.error)) {
      return d + " ± –";
    }
    return d + " ± " + fmt(Math.sqrt(a.error * a.error + b.error * b.error));
  }

  private static String p50(Score s) {
    return s == null ? "–" : fmt(s.p50);
  }

  private static String p50Delta(Score a, Score b) {
    return a == null || b == null ? "–" : signed(a.p50 - b.p50);
  }

  private static String signed(double x) {
    return Double.isNaN(x) ? "–" : (x >= 0 ? "+" : "−") + fmt(Math.abs(x));
  }

  static String fmt(double x) {
    if (Double.isNaN(x)) {
      return "–";
    }
    return x < 0 ? "−" + String.format(Locale.ROOT, "%.1f", -x) : String.format(Locale.ROOT, "%.1f", x);
  }
}
