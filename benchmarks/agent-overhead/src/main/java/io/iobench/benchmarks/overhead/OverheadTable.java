package io.iobench.benchmarks.overhead;

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
import java.util.TreeMap;

/**
 * Turns the JMH JSON results of {@link AgentOverhead} into markdown tables of the agent's per-call
 * overhead: per JDK, per benchmark and thread count, the baseline (agent=none), latency=sampled and
 * latency=all, their differences for the mean (Mode.AverageTime) and the median (p50 of
 * Mode.SampleTime), and a check against the overhead budgets.
 *
 * <pre>
 * java -cp benchmarks/agent-overhead/target/agent-overhead.jar io.iobench.benchmarks.overhead.OverheadTable jmh-jdk17.json jmh-jdk25.json
 * </pre>
 *
 * <p>Uncertainty: a score's ± is JMH's own (99.9% confidence half-width over the measurement
 * iterations). A difference's ± is a 95% Welch confidence half-width computed from the
 * per-iteration values of the two runs: per-iteration means for a mean, per-iteration medians (from
 * JMH's raw histograms) for a median. Both only see noise within a fork, not from one fork to the
 * next.
 */
public final class OverheadTable {
  /** Budgets in ns per intercepted call. */
  static final double SAMPLED_P50_BUDGET_1T = 20;

  static final double SAMPLED_P50_BUDGET_2T = 30;
  static final double ALL_BUDGET = 70;

  /** One run: one (jdk, benchmark, threads, agent, mode). */
  static final class Run {
    final double score;
    final double error;
    final double p50;

    /** Per measurement iteration: the mean (avgt) or the median (sample). */
    final double[] perIteration;

    Run(double score, double error, double p50, double[] perIteration) {
      this.score = score;
      this.error = error;
      this.p50 = p50;
      this.perIteration = perIteration;
    }
  }

  /** All runs of one benchmark at one thread count on one JDK, by agent value. */
  static final class Row {
    final String benchmark;
    final int threads;
    final Map<String, Run> avgt = new LinkedHashMap<>();
    final Map<String, Run> sample = new LinkedHashMap<>();

    Row(String benchmark, int threads) {
      this.benchmark = benchmark;
      this.threads = threads;
    }
  }

  /** A difference and its 95% half-width (NaN when unknown). */
  static final class Delta {
    final double value;
    final double half;

    Delta(double value, double half) {
      this.value = value;
      this.half = half;
    }

    static final Delta NONE = new Delta(Double.NaN, Double.NaN);

    @Override
    public String toString() {
      return Double.isNaN(value) ? "–" : signed(value) + " ± " + fmt(half);
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
        String jdk =
            "JDK "
                + r.path("jdkVersion").asText("?")
                + " ("
                + r.path("vmName").asText("?")
                + " "
                + r.path("vmVersion").asText("?")
                + ")";
        String name = r.path("benchmark").asText();
        String shortName = name.substring(name.lastIndexOf('.') + 1).replaceFirst("_t\\d+$", "");
        int threads = r.path("threads").asInt();
        String agent = r.path("params").path("agent").asText("none");
        String mode = r.path("mode").asText();
        JsonNode m = r.path("primaryMetric");
        Row row =
            byJdk
                .computeIfAbsent(jdk, k -> new LinkedHashMap<>())
                .computeIfAbsent(shortName + "/" + threads, k -> new Row(shortName, threads));
        double score = m.path("score").asDouble(Double.NaN);
        double error = m.path("scoreError").asDouble(Double.NaN);
        double p50 = m.path("scorePercentiles").path("50.0").asDouble(Double.NaN);
        if (mode.equals("avgt")) {
          row.avgt.put(agent, new Run(score, error, p50, iterationMeans(m.path("rawData"))));
        } else if (mode.equals("sample")) {
          row.sample.put(
              agent, new Run(score, error, p50, iterationMedians(m.path("rawDataHistogram"))));
        }
      }
    }
    return byJdk;
  }

  /** rawData: [fork][iteration] = score. */
  private static double[] iterationMeans(JsonNode rawData) {
    List<Double> values = new ArrayList<>();
    for (JsonNode fork : rawData) {
      for (JsonNode v : fork) {
        values.add(v.asDouble());
      }
    }
    return values.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** rawDataHistogram: [fork][iteration] = [[value, count], ...]; the median of each iteration. */
  private static double[] iterationMedians(JsonNode histograms) {
    List<Double> values = new ArrayList<>();
    for (JsonNode fork : histograms) {
      for (JsonNode iteration : fork) {
        TreeMap<Double, Long> counts = new TreeMap<>();
        long total = 0;
        for (JsonNode pair : iteration) {
          long c = pair.get(1).asLong();
          counts.merge(pair.get(0).asDouble(), c, Long::sum);
          total += c;
        }
        if (total == 0) {
          continue;
        }
        long seen = 0;
        for (Map.Entry<Double, Long> e : counts.entrySet()) {
          seen += e.getValue();
          if (seen * 2 >= total) {
            values.add(e.getKey());
            break;
          }
        }
      }
    }
    return values.stream().mapToDouble(Double::doubleValue).toArray();
  }

  static void print(Map<String, Map<String, Row>> byJdk, PrintStream out) {
    for (Map.Entry<String, Map<String, Row>> jdk : byJdk.entrySet()) {
      out.println("### " + jdk.getKey());
      out.println();
      out.println(
          "ns per call. Scores: mean (Mode.AverageTime) ± JMH's 99.9% error, and median (p50 of "
              + "Mode.SampleTime). Δ = agent minus none, ± its 95% confidence half-width (Welch, over the "
              + "per-iteration means or medians of the two forks).");
      out.println();
      out.println(
          "| benchmark | threads | none | sampled | Δ sampled | all | Δ all "
              + "| p50 none | p50 sampled | Δ p50 sampled | p50 all | Δ p50 all |");
      out.println("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
      for (Row row : jdk.getValue().values()) {
        out.println(
            "| "
                + row.benchmark
                + " | "
                + row.threads
                + " | "
                + withError(row.avgt.get("none"))
                + " | "
                + withError(row.avgt.get("sampled"))
                + " | "
                + meanDelta(row, "sampled")
                + " | "
                + withError(row.avgt.get("all"))
                + " | "
                + meanDelta(row, "all")
                + " | "
                + p50(row.sample.get("none"))
                + " | "
                + p50(row.sample.get("sampled"))
                + " | "
                + medianDelta(row, "sampled")
                + " | "
                + p50(row.sample.get("all"))
                + " | "
                + medianDelta(row, "all")
                + " |");
      }
      out.println();
      out.println(
          "Budgets: latency=sampled adds ≤ "
              + fmt(SAMPLED_P50_BUDGET_1T)
              + " ns per call at the "
              + "median with 1 thread and ≤ "
              + fmt(SAMPLED_P50_BUDGET_2T)
              + " ns with 2 threads; latency=all "
              + "adds ≤ "
              + fmt(ALL_BUDGET)
              + " ns (checked at the median, and at the mean for reference). "
              + "\"met\": the whole 95% interval is within the budget; \"NOT met\": the whole interval is "
              + "above it; \"unresolved\": the interval straddles the budget; \"no verdict\": the estimate is "
              + "below zero, i.e. the two forks differ by more than the agent costs.");
      out.println();
      out.println(
          "| benchmark | threads | Δ p50 sampled | budget | verdict "
              + "| Δ p50 all | budget | verdict | Δ mean all | verdict |");
      out.println("|---|--:|--:|--:|---|--:|--:|---|--:|---|");
      for (Row row : jdk.getValue().values()) {
        double sampledBudget = row.threads <= 1 ? SAMPLED_P50_BUDGET_1T : SAMPLED_P50_BUDGET_2T;
        Delta dSampled = medianDelta(row, "sampled");
        Delta dAll = medianDelta(row, "all");
        Delta dAllMean = meanDelta(row, "all");
        out.println(
            "| "
                + row.benchmark
                + " | "
                + row.threads
                + " | "
                + dSampled
                + " | ≤ "
                + fmt(sampledBudget)
                + " | "
                + verdict(dSampled, sampledBudget)
                + " | "
                + dAll
                + " | ≤ "
                + fmt(ALL_BUDGET)
                + " | "
                + verdict(dAll, ALL_BUDGET)
                + " | "
                + dAllMean
                + " | "
                + verdict(dAllMean, ALL_BUDGET)
                + " |");
      }
      out.println();
    }
  }

  static Delta meanDelta(Row row, String agent) {
    Run a = row.avgt.get(agent);
    Run b = row.avgt.get("none");
    if (a == null || b == null) {
      return Delta.NONE;
    }
    return new Delta(a.score - b.score, welchHalfWidth(a.perIteration, b.perIteration));
  }

  static Delta medianDelta(Row row, String agent) {
    Run a = row.sample.get(agent);
    Run b = row.sample.get("none");
    if (a == null || b == null) {
      return Delta.NONE;
    }
    return new Delta(a.p50 - b.p50, welchHalfWidth(a.perIteration, b.perIteration));
  }

  static String verdict(Delta d, double budget) {
    if (Double.isNaN(d.value)) {
      return "–";
    }
    if (Double.isNaN(d.half)) {
      return (d.value <= budget ? "met" : "**NOT met**") + " (no interval)";
    }
    if (d.value < 0) {
      // The agent cannot make a call faster: the two forks differ by more than the agent costs,
      // and an interval from within-fork noise alone would understate that.
      return "no verdict (Δ < 0: fork-to-fork noise)";
    }
    if (d.value + d.half <= budget) {
      return "met";
    }
    if (d.value - d.half > budget) {
      return "**NOT met**";
    }
    return d.value <= budget ? "unresolved (estimate within)" : "unresolved (estimate over)";
  }

  /** 95% half-width of the difference of the means of two samples, Welch's t. */
  static double welchHalfWidth(double[] a, double[] b) {
    if (a.length < 2 || b.length < 2) {
      return Double.NaN;
    }
    double va = variance(a) / a.length;
    double vb = variance(b) / b.length;
    double se = Math.sqrt(va + vb);
    if (se == 0) {
      return 0;
    }
    double df = (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
    return t975(df) * se;
  }

  private static double variance(double[] x) {
    double mean = 0;
    for (double v : x) {
      mean += v;
    }
    mean /= x.length;
    double ss = 0;
    for (double v : x) {
      ss += (v - mean) * (v - mean);
    }
    return ss / (x.length - 1);
  }

  /**
   * Two-sided 95% quantile of Student's t, at the whole degrees of freedom below df (conservative).
   */
  static double t975(double df) {
    double[] table = {
      12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
      2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
      2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042
    };
    int n = (int) Math.floor(df);
    if (n < 1) {
      return table[0];
    }
    if (n <= table.length) {
      return table[n - 1];
    }
    return n <= 60 ? 2.000 : n <= 120 ? 1.980 : 1.960;
  }

  private static String withError(Run r) {
    return r == null ? "–" : fmt(r.score) + " ± " + fmt(r.error);
  }

  private static String p50(Run r) {
    return r == null ? "–" : fmt(r.p50);
  }

  private static String signed(double x) {
    return Double.isNaN(x) ? "–" : (x >= 0 ? "+" : "−") + fmt(Math.abs(x));
  }

  static String fmt(double x) {
    if (Double.isNaN(x)) {
      return "–";
    }
    return x < 0
        ? "−" + String.format(Locale.ROOT, "%.1f", -x)
        : String.format(Locale.ROOT, "%.1f", x);
  }
}
