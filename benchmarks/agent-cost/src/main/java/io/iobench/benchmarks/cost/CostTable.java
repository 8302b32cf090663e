package io.iobench.benchmarks.cost;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The results of {@link CostHarness} runs (one per JDK) as one markdown table: per call, thread
 * count and JDK, the call's time with no recorder and what each recorder adds to it, as the mean
 * over rounds ± its 95 % interval and, in brackets, the median round. The two differ where some
 * rounds were much slower than the rest: after a switch the JIT compiles the changed classes anew,
 * and not always as well.
 *
 * <pre>
 * java -cp agent-cost.jar io.iobench.benchmarks.cost.CostTable cost-jdk17.json cost-jdk25.json
 * </pre>
 */
public final class CostTable {
  /** Budgets in ns per call: iobench's default mode, and with every call timed. */
  static final double DEFAULT_BUDGET = 20;

  static final double ALL_BUDGET = 70;

  private CostTable() {}

  public static void main(String[] args) throws IOException {
    List<JsonNode> results = new ArrayList<>();
    for (String file : args) {
      results.add(new ObjectMapper().readTree(Paths.get(file).toFile()));
    }
    System.out.print(markdown(results));
  }

  static String markdown(List<JsonNode> results) {
    StringBuilder md = new StringBuilder();
    List<JsonNode> rows = new ArrayList<>();
    List<String> jdks = new ArrayList<>();
    for (JsonNode result : results) {
      for (JsonNode row : result.path("rows")) {
        rows.add(row);
        jdks.add(result.path("jdk").asText().replaceFirst("[.+].*", ""));
      }
    }
    for (CallCase c : CallCase.values()) {
      for (int threads = 1; threads <= 2; threads++) {
        for (int i = 0; i < rows.size(); i++) {
          JsonNode row = rows.get(i);
          if (row.path("call").asText().equals(c.label)
              && row.path("threads").asInt() == threads
              && hasRecorders(row)) {
            if (md.length() == 0) {
              md.append(
                      "| call | threads | JDK | no recorder, ns | iobench | iobench `latency=all` |")
                  .append(
                      " JFR | iobench ÷ JFR | after iobench stop | nothing (control) | budget |\n")
                  .append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|\n");
            }
            md.append(line(row, jdks.get(i)));
          }
        }
      }
    }
    md.append(stages(rows, jdks));
    md.append(steady(rows, jdks));
    for (JsonNode result : results) {
      md.append('\n')
          .append(
              String.format(
                  Locale.ROOT,
                  "JDK %s (%s), %d CPUs, %s: %d rounds of %d windows of ~%d ms per row and"
                      + " recorder, %d s; after a switch, %.0f passes over the rows (at most %d)"
                      + " until the JIT was quiet.%n",
                  result.path("jdk").asText(),
                  result.path("vm").asText(),
                  result.path("cpus").asInt(),
                  result.path("date").asText(),
                  result.path("rounds").asInt(),
                  result.path("windowsPerVisit").asInt(),
                  result.path("windowMillis").asInt(),
                  result.path("seconds").asLong(),
                  result.path("warmPassesMedian").asDouble(),
                  result.path("warmPassesMax").asInt()));
      for (JsonNode check : result.path("checks")) {
        md.append("- ").append(check.asText()).append('\n');
      }
    }
    return md.toString();
  }

  /**
   * The stages of iobench's hot path, when the run measured them (--observers hooks,dispatch): what
   * each adds, beside the whole.
   */
  private static String stages(List<JsonNode> rows, List<String> jdks) {
    StringBuilder md = new StringBuilder();
    for (int i = 0; i < rows.size(); i++) {
      JsonNode added = rows.get(i).path("addedNanos");
      StringBuilder cells = new StringBuilder();
      boolean any = false;
      for (StageObserver.Stage stage : StageObserver.Stage.values()) {
        any |= !added.path(stage.label).isMissingNode();
        cells.append(" ").append(cost(added.path(stage.label))).append(" |");
      }
      if (any) {
        md.append(firstCells(rows.get(i), jdks.get(i)))
            .append(cells)
            .append(' ')
            .append(cost(added.path("iobench")))
            .append(" |\n");
      }
    }
    if (md.length() == 0) {
      return "";
    }
    StringBuilder head =
        new StringBuilder(
            "\nWhere iobench's cost is spent, stage by stage:\n\n| call | threads | JDK |");
    for (StageObserver.Stage stage : StageObserver.Stage.values()) {
      head.append(' ').append(stage.label).append(" |");
    }
    head.append(" iobench (whole) |\n|---|--:|--:|");
    for (int s = 0; s <= StageObserver.Stage.values().length; s++) {
      head.append("--:|");
    }
    return head.append('\n').append(md).toString();
  }

  private static boolean hasRecorders(JsonNode row) {
    JsonNode added = row.path("addedNanos");
    return added.has("iobench") || added.has("iobench latency=all") || added.has("JFR");
  }

  /**
   * The recorder of one long session, switched on and off (--observers steady,nothing), against its
   * own hooks with no recorder: what a busy app pays while a recording goes on.
   */
  private static String steady(List<JsonNode> rows, List<String> jdks) {
    StringBuilder md = new StringBuilder();
    for (int i = 0; i < rows.size(); i++) {
      JsonNode added = rows.get(i).path("addedNanos");
      if (added.has(SteadyObserver.NAME)) {
        md.append(firstCells(rows.get(i), jdks.get(i)))
            .append(
                String.format(
                    Locale.ROOT,
                    " %.0f | %s | %s |%n",
                    rows.get(i).path("baselineNanos").asDouble(),
                    cost(added.path(SteadyObserver.NAME)),
                    cost(added.path(CostHarness.CONTROL))));
      }
    }
    if (md.length() == 0) {
      return "";
    }
    return "\nThe recorder of one long session, switched on and off between windows, over its"
        + " hooks:\n\n| call | threads | JDK | hooks, no recorder, ns | recorder on |"
        + " nothing (control) |\n|---|--:|--:|--:|--:|--:|\n"
        + md;
  }

  private static String line(JsonNode row, String jdk) {
    JsonNode added = row.path("addedNanos");
    JsonNode iobench = added.path("iobench");
    JsonNode all = added.path("iobench latency=all");
    JsonNode jfr = added.path("JFR");
    double ratio = iobench.path("mean").asDouble() / jfr.path("mean").asDouble();
    return firstCells(row, jdk)
        + String.format(
            Locale.ROOT,
            " %.0f | %s | %s | %s | %s | %s | %s | %s |%n",
            row.path("baselineNanos").asDouble(),
            cost(iobench),
            cost(all),
            cost(jfr),
            jfr.path("mean").asDouble() > 0 ? String.format(Locale.ROOT, "%.2f", ratio) : "–",
            cost(added.path("after iobench stopped")),
            cost(added.path(CostHarness.CONTROL)),
            verdict(iobench, all, jfr));
  }

  /** A row's first cells, which every table starts with: its call, thread count and JDK. */
  private static String firstCells(JsonNode row, String jdk) {
    return String.format(
        Locale.ROOT,
        "| `%s` | %d | %s |",
        row.path("call").asText(),
        row.path("threads").asInt(),
        jdk);
  }

  private static String cost(JsonNode summary) {
    if (summary.isMissingNode()) {
      return "–";
    }
    return String.format(
        Locale.ROOT,
        "%+.0f ± %.0f (%+.0f)",
        summary.path("mean").asDouble(),
        summary.path("interval95").asDouble(),
        summary.path("median").asDouble());
  }

  /**
   * Met when the means are within the budgets: the default mode ≤ 20 ns and ≤ a quarter of JFR's,
   * {@code latency=all} ≤ 70 ns; none when the row ran clearly faster with iobench than without.
   */
  private static String verdict(JsonNode iobench, JsonNode all, JsonNode jfr) {
    double d = iobench.path("mean").asDouble();
    if (d + iobench.path("interval95").asDouble() < 0) {
      // The calls ran faster recorded than not: the unrecorded code was compiled worse in this run,
      // and the difference says nothing about what the recorder costs.
      return "no verdict: slower with no recorder";
    }
    List<String> missed = new ArrayList<>();
    if (d > DEFAULT_BUDGET) {
      missed.add("default > 20 ns");
    }
    if (d > jfr.path("mean").asDouble() / 4) {
      missed.add("default > JFR/4");
    }
    if (all.path("mean").asDouble() > ALL_BUDGET) {
      missed.add("all > 70 ns");
    }
    return missed.isEmpty() ? "met" : "missed: " + String.join(", ", missed);
  }
}
