package io.iobench.benchmarks.startup;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.recording.LatencySamplingReplay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.HdrHistogram.Histogram;

/**
 * On a real short-lived build ({@link MavenBuild}), does the agent's default mode rank the files by
 * I/O time as timing every call does? Two builds time their file calls differently (a file's time
 * varies several times over between builds), so the question is asked of the same calls: one build
 * records every read, write and force with its time (JDK Flight Recorder, threshold 0), and each
 * file operation's calls, in order, are given to the agent's own recording of latency ({@link
 * LatencySamplingReplay}) twice: with every call timed, as {@code latency=all}, and with the
 * default sampling, under {@value #SEEDS} seeds of its random gaps (the agent seeds it with the
 * clock). JFR has one event for a file's reads of every API, which the agent keeps apart, so a
 * file's sampled reads here are, if anything, more sampled than the agent's. Compares the five
 * files of most time, their order and each estimate.
 *
 * <pre>
 * SampledRanking --repo DIR --work DIR [--runs N]
 * </pre>
 */
public final class SampledRanking {
  private static final int TOP = 5;
  private static final double WITHIN = 0.25;
  private static final int SEEDS = 25;
  private static final int PERIOD = AgentConfig.parse("", 1).samplePeriod;

  /** The file events of a recording, each with its time: what the comparison replays. */
  private static final String SETTINGS =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          + "<configuration version=\"2.0\">\n"
          + event("jdk.FileRead")
          + event("jdk.FileWrite")
          + event("jdk.FileForce")
          + "</configuration>\n";

  private SampledRanking() {}

  private static String event(String name) {
    return "  <event name=\""
        + name
        + "\"><setting name=\"enabled\">true</setting>"
        + "<setting name=\"stackTrace\">false</setting>"
        + "<setting name=\"threshold\">0 ms</setting></event>\n";
  }

  public static void main(String[] args) throws Exception {
    Map<String, String> options = StartupBench.options(args);
    Path repo = Paths.get(options.get("repo")).toAbsolutePath();
    Path work = Paths.get(options.get("work")).toAbsolutePath();
    int runs = Integer.parseInt(options.getOrDefault("runs", "1"));
    Files.createDirectories(work);
    Path settings = work.resolve("file-events.jfc");
    Files.writeString(settings, SETTINGS);
    for (int r = 0; r < runs; r++) {
      Path recording = work.resolve("ranking-" + r + ".jfr");
      build(repo, work, settings, recording);
      compare(calls(recording), r + 1);
    }
  }

  private static void build(Path repo, Path work, Path settings, Path recording) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(MavenBuild.command(repo, work)).directory(work.toFile());
    pb.environment()
        .put(
            "MAVEN_OPTS",
            "-XX:StartFlightRecording:settings=" + settings + ",filename=" + recording);
    pb.redirectOutput(work.resolve("stdout.txt").toFile());
    pb.redirectError(work.resolve("stderr.txt").toFile());
    int exit = pb.start().waitFor();
    if (exit != 0) {
      throw new IllegalStateException(
          "the build exited " + exit + ": " + Files.readString(work.resolve("stderr.txt")));
    }
  }

  /** One file's calls of one event type, their times in the order they started. */
  private static final class Calls {
    final String file;
    final long[] nanos;

    Calls(String file, long[] nanos) {
      this.file = file;
      this.nanos = nanos;
    }

    /** Their time as a profile gives it with every call timed. */
    double exact() {
      return total(LatencySamplingReplay.everyCallTimed(nanos));
    }

    /** Their time as a profile gives it with the default sampling under {@code seed}. */
    double sampled(long seed) {
      return total(LatencySamplingReplay.sampled(nanos, PERIOD, seed));
    }

    private static double total(Histogram h) {
      return h.getMean() * h.getTotalCount();
    }
  }

  private static List<Calls> calls(Path recording) throws Exception {
    List<RecordedEvent> events = RecordingFile.readAllEvents(recording);
    events.sort(Comparator.comparing(RecordedEvent::getStartTime));
    Map<String, List<Long>> byKey = new LinkedHashMap<>();
    for (RecordedEvent e : events) {
      String path = e.getString("path");
      if (path != null) {
        byKey
            .computeIfAbsent(e.getEventType().getName() + " " + path, k -> new ArrayList<>())
            .add(e.getDuration().toNanos());
      }
    }
    List<Calls> calls = new ArrayList<>();
    byKey.forEach(
        (key, nanos) ->
            calls.add(
                new Calls(
                    key.substring(key.indexOf(' ') + 1),
                    nanos.stream().mapToLong(Long::longValue).toArray())));
    return calls;
  }

  private static void compare(List<Calls> keys, int build) {
    Map<String, Double> all = byFile(keys, Calls::exact);
    List<String> topAll = top(all);
    List<Map<String, Double>> sampled = new ArrayList<>();
    int sameTop = 0;
    for (int seed = 1; seed <= SEEDS; seed++) {
      long mixed = seed * 0x9E3779B97F4A7C15L;
      Map<String, Double> s = byFile(keys, k -> k.sampled(mixed));
      sampled.add(s);
      if (top(s).equals(topAll)) {
        sameTop++;
      }
    }
    System.out.println(
        "| rank | file | calls | I/O time, every call timed | default (sampled): median"
            + " [range] | sampled / all, worst |");
    System.out.println("|--:|---|--:|--:|--:|--:|");
    int within = 0;
    for (int i = 0; i < topAll.size(); i++) {
      String file = topAll.get(i);
      double a = all.get(file);
      double[] s = sampled.stream().mapToDouble(m -> m.get(file)).sorted().toArray();
      double worst =
          Math.abs(s[0] / a - 1) > Math.abs(s[s.length - 1] / a - 1) ? s[0] : s[s.length - 1];
      if (Math.abs(worst / a - 1) <= WITHIN) {
        within++;
      }
      System.out.printf(
          Locale.ROOT,
          "| %d | %s | %d | %.2f ms | %.2f ms [%.2f, %.2f] | %.3f |%n",
          i + 1,
          shortName(file),
          keys.stream().filter(k -> k.file.equals(file)).mapToInt(k -> k.nanos.length).sum(),
          a / 1e6,
          s[s.length / 2] / 1e6,
          s[0] / 1e6,
          s[s.length - 1] / 1e6,
          worst / a);
    }
    System.out.println();
    System.out.printf(
        Locale.ROOT,
        "Build %d, %d files, %d calls: the default mode's top %d is every-call-timed's, in its"
            + " order, under %d of %d seeds; %d of %d files within ±%.0f %% under every seed.%n%n",
        build,
        all.size(),
        keys.stream().mapToInt(k -> k.nanos.length).sum(),
        TOP,
        sameTop,
        SEEDS,
        within,
        topAll.size(),
        WITHIN * 100);
  }

  /** Each file's time: the sum of its operations' times. */
  private static Map<String, Double> byFile(List<Calls> keys, ToDoubleFunction<Calls> time) {
    Map<String, Double> files = new HashMap<>();
    for (Calls k : keys) {
      files.merge(k.file, time.applyAsDouble(k), Double::sum);
    }
    return files;
  }

  static List<String> top(Map<String, Double> nanos) {
    return nanos.entrySet().stream()
        .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
        .limit(TOP)
        .map(Map.Entry::getKey)
        .collect(Collectors.toList());
  }

  private static String shortName(String path) {
    String[] parts = path.split("/");
    return parts.length <= 2
        ? path
        : String.join("/", Arrays.copyOfRange(parts, parts.length - 2, parts.length));
  }
}
