package io.iobench.benchmarks.startup;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * On a real short-lived build ({@link MavenBuild}), does the agent's default mode rank the files by
 * I/O time as timing every call does? Profiles the build RUNS times in each mode, alternating, and
 * compares the five files of most I/O time by {@code latency=all} (each file's median over its
 * runs) with the default mode's estimates of the same files. The two modes are separate builds,
 * whose file calls take different times; so it also gives, per file, the spread of the {@code
 * latency=all} builds themselves and the share of the default mode's calls that were timed (all of
 * them: its estimate is then the file's exact time in that build).
 *
 * <pre>
 * SampledRanking --repo DIR --work DIR --iobench JAR [--runs N]
 * </pre>
 */
public final class SampledRanking {
  private static final int TOP = 5;
  private static final double WITHIN = 0.25;

  private SampledRanking() {}

  public static void main(String[] args) throws Exception {
    Map<String, String> options = StartupBench.options(args);
    Path repo = Paths.get(options.get("repo")).toAbsolutePath();
    Path work = Paths.get(options.get("work")).toAbsolutePath();
    Path iobench = Paths.get(options.get("iobench")).toAbsolutePath();
    int runs = Integer.parseInt(options.getOrDefault("runs", "3"));
    Files.createDirectories(work);
    Map<String, List<Map<String, Double>>> byMode = new LinkedHashMap<>();
    Map<String, long[]> timedInSampled = new HashMap<>();
    byMode.put("all", new ArrayList<>());
    byMode.put("sampled", new ArrayList<>());
    for (int r = 0; r < runs; r++) {
      List<String> order = r % 2 == 0 ? List.of("sampled", "all") : List.of("all", "sampled");
      for (String mode : order) {
        Path profile = work.resolve("ranking-" + mode + "-" + r + ".json");
        String agent =
            "-javaagent:"
                + iobench
                + "=out="
                + profile
                + ",cache="
                + work.resolve("iobench-cache")
                + (mode.equals("all") ? ",latency=all" : "");
        ProcessBuilder pb =
            new ProcessBuilder(MavenBuild.command(repo, work)).directory(work.toFile());
        pb.environment().put("MAVEN_OPTS", agent);
        pb.redirectOutput(work.resolve("stdout.txt").toFile());
        pb.redirectError(work.resolve("stderr.txt").toFile());
        int exit = pb.start().waitFor();
        if (exit != 0) {
          throw new IllegalStateException(
              "the build exited " + exit + ": " + Files.readString(work.resolve("stderr.txt")));
        }
        Profile read = ProfileReader.read(profile);
        byMode.get(mode).add(ioNanosByFile(read));
        if (mode.equals("sampled")) {
          addTimed(read, timedInSampled);
        }
      }
    }
    Map<String, Double> all = medians(byMode.get("all"));
    Map<String, Double> sampled = medians(byMode.get("sampled"));
    List<String> topAll = top(all);
    List<String> topSampled = top(sampled);
    System.out.println(
        "| rank | file | I/O time, latency=all [its builds' range] | default (sampled) | sampled"
            + " / all | its rank sampled | calls timed, sampled |");
    System.out.println("|--:|---|--:|--:|--:|--:|--:|");
    int within = 0;
    for (int i = 0; i < topAll.size(); i++) {
      String file = topAll.get(i);
      double a = all.get(file);
      double s = sampled.getOrDefault(file, 0.0);
      if (Math.abs(s / a - 1) <= WITHIN) {
        within++;
      }
      int rank = topSampled.indexOf(file);
      double[] range =
          byMode.get("all").stream().mapToDouble(r -> r.getOrDefault(file, 0.0)).toArray();
      long[] timed = timedInSampled.getOrDefault(file, new long[2]);
      System.out.printf(
          Locale.ROOT,
          "| %d | %s | %.2f ms [%.2f, %.2f] | %.2f ms | %.2f | %s | %d of %d |%n",
          i + 1,
          shortName(file),
          a / 1e6,
          Arrays.stream(range).min().orElse(0) / 1e6,
          Arrays.stream(range).max().orElse(0) / 1e6,
          s / 1e6,
          s / a,
          rank < 0 ? "below " + TOP : Integer.toString(rank + 1),
          timed[0],
          timed[1]);
    }
    System.out.println();
    System.out.printf(
        Locale.ROOT,
        "The default mode's top %d: %s as latency=all's; %d of %d estimates within ±%.0f %%"
            + " (medians of %d builds in each mode).%n",
        TOP,
        topAll.equals(topSampled)
            ? "the same files in the same order"
            : new HashSet<>(topAll).equals(new HashSet<>(topSampled))
                ? "the same files in another order"
                : "other files",
        within,
        topAll.size(),
        WITHIN * 100,
        runs);
  }

  /** Adds each file's timed calls and calls ({@code [timed, calls]}) over its operations. */
  static void addTimed(Profile profile, Map<String, long[]> timed) {
    for (FileProfile f : profile.files) {
      long[] t = timed.computeIfAbsent(f.path, k -> new long[2]);
      for (OpProfile o : f.ops) {
        t[0] += o.timedCalls;
        t[1] += o.calls;
      }
    }
  }

  /** Each file's I/O time (its operations' estimated time), in ns. */
  static Map<String, Double> ioNanosByFile(Profile profile) {
    Map<String, Double> files = new HashMap<>();
    for (FileProfile f : profile.files) {
      double nanos = 0;
      for (OpProfile o : f.ops) {
        nanos += o.ioNanos();
      }
      files.put(f.path, nanos);
    }
    return files;
  }

  static Map<String, Double> medians(List<Map<String, Double>> runs) {
    Set<String> files = new HashSet<>();
    runs.forEach(r -> files.addAll(r.keySet()));
    Map<String, Double> medians = new HashMap<>();
    for (String f : files) {
      medians.put(
          f, StartupBench.median(runs.stream().mapToDouble(r -> r.getOrDefault(f, 0.0)).toArray()));
    }
    return medians;
  }

  static List<String> top(Map<String, Double> nanos) {
    return nanos.entrySet().stream()
        .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
        .limit(TOP)
        .map(Map.Entry::getKey)
        .collect(java.util.stream.Collectors.toList());
  }

  private static String shortName(String path) {
    String[] parts = path.split("/");
    return parts.length <= 2
        ? path
        : String.join("/", Arrays.copyOfRange(parts, parts.length - 2, parts.length));
  }
}
