package io.iobench.benchmarks.startup;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Times whole JVMs, each workload with no observer and with each observer (iobench, JDK Flight
 * Recorder, async-profiler, the OpenTelemetry Java agent), in paired rounds: every round runs each
 * observer once, in an order that turns by one each round, and an observer's added time is the
 * median over the rounds of its run's time less the plain run's of the same round, its factor the
 * median of its run's time over the plain run's. Shared machines drift by tens of percent between
 * minutes; within a round they rarely do.
 *
 * <pre>
 * StartupBench --repo DIR --work DIR --iobench JAR [--async-profiler JAR] [--otel JAR]
 *              [--rounds N] [--maven-rounds N] [--workloads hello,demo,javac,maven]
 *              [--observers iobench,iobench-cold,jfr,async-profiler,otel,
 *                           iobench-no-call-paths,iobench-no-files,iobench-c2]
 * </pre>
 *
 * <p>The Maven build's rounds default to half the others' (at least 3): a round of all observers
 * takes a minute and a half. {@code --observers} keeps only those named (no observer is always
 * run), for more rounds of the ones a question is about; iobench's parts ({@link #IOBENCH_PARTS})
 * run only when named.
 */
public final class StartupBench {
  /** The observers run when {@code --observers} is not given, in the order they run in a round. */
  static final List<String> OBSERVERS =
      List.of("iobench", "iobench-cold", "jfr", "async-profiler", "otel");

  /**
   * Parts of iobench, run only when named, to tell where its added time goes: the agent with no
   * call paths ({@code callsites=off}: no walks of the stack, no library entries counted), and the
   * agent recording no file ({@code include=} a path no file has: its start, its instrumentation
   * and each call's dispatch, nothing recorded or written but an empty profile); and the agent
   * whose own methods C2 may compile ({@code c2=on}), what its default compiler directive saves.
   */
  static final List<String> IOBENCH_PARTS =
      List.of("iobench-no-call-paths", "iobench-no-files", "iobench-c2");

  private final Path repo;
  private final Path work;
  private final Path iobench;
  private final Path asyncProfilerLibrary;
  private final Path otel;
  private final Path java;
  private final Path javac;
  private final String timeTool;
  private final Set<String> observerIds;

  private StartupBench(Map<String, String> options) throws IOException {
    repo = Paths.get(required(options, "repo")).toAbsolutePath();
    work = Paths.get(required(options, "work")).toAbsolutePath();
    iobench = Paths.get(required(options, "iobench")).toAbsolutePath();
    Files.createDirectories(work);
    asyncProfilerLibrary =
        options.containsKey("async-profiler")
            ? extractLibrary(Paths.get(options.get("async-profiler")), work)
            : null;
    otel = options.containsKey("otel") ? Paths.get(options.get("otel")).toAbsolutePath() : null;
    Path home = Paths.get(System.getProperty("java.home"));
    java = home.resolve("bin/java");
    javac = home.resolve("bin/javac");
    timeTool = Files.isExecutable(Paths.get("/usr/bin/time")) ? "/usr/bin/time" : null;
    observerIds =
        new LinkedHashSet<>(
            Arrays.asList(
                options.getOrDefault("observers", String.join(",", OBSERVERS)).split(",")));
    for (String id : observerIds) {
      if (!OBSERVERS.contains(id) && !IOBENCH_PARTS.contains(id)) {
        throw new IllegalArgumentException(
            "--observers: unknown observer "
                + id
                + ", expected some of "
                + OBSERVERS
                + " or "
                + IOBENCH_PARTS);
      }
    }
  }

  public static void main(String[] args) throws Exception {
    Map<String, String> options = options(args);
    StartupBench bench = new StartupBench(options);
    int rounds = Integer.parseInt(options.getOrDefault("rounds", "8"));
    int mavenRounds =
        Integer.parseInt(
            options.getOrDefault("maven-rounds", String.valueOf(Math.max(3, rounds / 2))));
    List<String> workloads =
        Arrays.asList(options.getOrDefault("workloads", "hello,demo,javac,maven").split(","));
    System.out.println(
        "| workload | observer | wall, median | added, median of paired differences [range]"
            + " | × plain, median of paired ratios [95 % interval] | peak RSS, median |");
    System.out.println("|---|---|--:|--:|--:|--:|");
    for (String workload : workloads) {
      bench.measure(workload, workload.equals("maven") ? mavenRounds : rounds);
    }
    System.out.println();
    System.out.println(
        "rounds: "
            + rounds
            + " (maven: "
            + mavenRounds
            + "); java "
            + System.getProperty("java.runtime.version")
            + "; "
            + Runtime.getRuntime().availableProcessors()
            + " processors");
  }

  private void measure(String workload, int rounds) throws Exception {
    List<Observer> observers = observers();
    Map<Observer, List<Run>> runs = new LinkedHashMap<>();
    observers.forEach(o -> runs.put(o, new ArrayList<>()));
    for (Observer o : observers) {
      run(workload, o, -1); // untimed: the page cache, and iobench's instrumented classes
    }
    for (int round = 0; round < rounds; round++) {
      for (int k = 0; k < observers.size(); k++) {
        Observer o = observers.get((k + round) % observers.size());
        runs.get(o).add(run(workload, o, round));
      }
    }
    List<Run> plain = runs.get(observers.get(0));
    for (Observer o : observers) {
      List<Run> mine = runs.get(o);
      double[] walls = mine.stream().mapToDouble(r -> r.millis()).toArray();
      double[] added = new double[rounds];
      double[] ratios = new double[rounds];
      for (int r = 0; r < rounds; r++) {
        added[r] = mine.get(r).millis() - plain.get(r).millis();
        ratios[r] = mine.get(r).millis() / plain.get(r).millis();
      }
      double[] rss = mine.stream().mapToDouble(r -> r.peakKib() / 1024.0).toArray();
      double wall = median(walls);
      System.out.printf(
          Locale.ROOT,
          "| %s | %s | %.0f ms | %s | %s | %s |%n",
          workload,
          o.name(),
          wall,
          o == observers.get(0)
              ? "–"
              : String.format(
                  Locale.ROOT,
                  "%+.0f ms [%+.0f, %+.0f]",
                  median(added),
                  Arrays.stream(added).min().getAsDouble(),
                  Arrays.stream(added).max().getAsDouble()),
          o == observers.get(0) ? "1.00" : ratioText(ratios),
          rss[0] > 0 ? String.format(Locale.ROOT, "%.0f MiB", median(rss)) : "n/a");
    }
  }

  /** {@code --name value} pairs, for this harness and {@link SampledRanking}. */
  static Map<String, String> options(String[] args) {
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i++) {
      if (!args[i].startsWith("--") || i + 1 == args.length) {
        throw new IllegalArgumentException("expected --option value, got " + args[i]);
      }
      options.put(args[i].substring(2), args[++i]);
    }
    return options;
  }

  private List<Observer> observers() {
    List<Observer> observers = new ArrayList<>();
    observers.add(new Observer("none", List.of()));
    String cache = "cache=" + work.resolve("iobench-cache");
    if (observerIds.contains("iobench")) {
      observers.add(iobenchObserver("iobench", "iobench.json", cache));
    }
    if (observerIds.contains("iobench-cold")) {
      observers.add(
          iobenchObserver("iobench, first JVM on a JDK (cache=off)", "iobench.json", "cache=off"));
    }
    if (observerIds.contains("iobench-no-call-paths")) {
      observers.add(
          iobenchObserver(
              "iobench, no call paths (callsites=off)",
              "iobench-no-call-paths.json",
              cache + ",callsites=off"));
    }
    if (observerIds.contains("iobench-no-files")) {
      observers.add(
          iobenchObserver(
              "iobench, recording no file (include=/no-such-dir/**)",
              "iobench-no-files.json",
              cache + ",include=/no-such-dir/**"));
    }
    if (observerIds.contains("iobench-c2")) {
      observers.add(
          iobenchObserver(
              "iobench, its methods compiled by C2 too (c2=on)",
              "iobench-c2.json",
              cache + ",c2=on"));
    }
    if (observerIds.contains("jfr")) {
      observers.add(
          new Observer(
              "JDK Flight Recorder",
              List.of("-XX:StartFlightRecording=filename=" + work.resolve("flight.jfr"))));
    }
    if (asyncProfilerLibrary != null && observerIds.contains("async-profiler")) {
      observers.add(
          new Observer(
              "async-profiler (itimer, to a .jfr)",
              List.of(
                  "-agentpath:"
                      + asyncProfilerLibrary
                      + "=start,event=itimer,file="
                      + work.resolve("async-profiler.jfr"))));
    }
    if (otel != null && observerIds.contains("otel")) {
      observers.add(
          new Observer(
              "OpenTelemetry Java agent (exporters off)",
              List.of(
                  "-javaagent:" + otel,
                  "-Dotel.traces.exporter=none",
                  "-Dotel.metrics.exporter=none",
                  "-Dotel.logs.exporter=none")));
    }
    return observers;
  }

  /**
   * iobench's agent writing its profile to {@code out} in the work folder, with {@code options}.
   */
  private Observer iobenchObserver(String name, String out, String options) {
    return new Observer(
        name, List.of("-javaagent:" + iobench + "=out=" + work.resolve(out) + "," + options));
  }

  private Run run(String workload, Observer o, int round) throws Exception {
    List<String> command = new ArrayList<>();
    Path rss = work.resolve("rss.txt");
    Files.deleteIfExists(rss);
    if (timeTool != null) {
      command.addAll(List.of(timeTool, "-f", "%M", "-o", rss.toString()));
    }
    Map<String, String> env = new LinkedHashMap<>();
    switch (workload) {
      case "hello":
        javaCommand(
            command,
            o,
            Paths.get(Hello.class.getProtectionDomain().getCodeSource().getLocation().toURI()),
            Hello.class.getName());
        break;
      case "demo":
        javaCommand(
            command,
            o,
            repo.resolve("demo-app/target/classes"),
            "io.iobench.demo.DemoApp",
            work.resolve("demo-data").toString(),
            "--events",
            "4000",
            "--lookups",
            "4000");
        break;
      case "javac":
        Path out = work.resolve("javac-out");
        deleteTree(out);
        command.add(javac.toString());
        o.jvmOptions().forEach(option -> command.add("-J" + option));
        command.addAll(List.of("-d", out.toString(), "-cp", libraries(), "-proc:none"));
        command.addAll(sources(repo.resolve("profile-format/src/main/java")));
        break;
      case "maven":
        command.addAll(MavenBuild.command(repo, work));
        env.put("MAVEN_OPTS", String.join(" ", o.jvmOptions()));
        break;
      default:
        throw new IllegalArgumentException("no workload " + workload);
    }
    ProcessBuilder pb = new ProcessBuilder(command).directory(work.toFile());
    pb.environment().putAll(env);
    pb.redirectOutput(work.resolve("stdout.txt").toFile());
    pb.redirectError(work.resolve("stderr.txt").toFile());
    long start = System.nanoTime();
    Process p = pb.start();
    int exit = p.waitFor();
    double millis = (System.nanoTime() - start) / 1e6;
    if (exit != 0) {
      throw new IllegalStateException(
          workload
              + " under "
              + o.name()
              + " exited "
              + exit
              + ": "
              + Files.readString(work.resolve("stderr.txt")));
    }
    long peak = 0;
    if (timeTool != null && Files.exists(rss)) {
      List<String> lines = Files.readAllLines(rss);
      peak = Long.parseLong(lines.get(lines.size() - 1).trim());
    }
    return new Run(millis, peak);
  }

  /**
   * {@code java}, the observer's options, then the class path, the main class and its arguments.
   */
  private void javaCommand(
      List<String> command, Observer o, Path classPath, String mainClass, String... args) {
    command.add(java.toString());
    command.addAll(o.jvmOptions());
    command.addAll(List.of("-cp", classPath.toString(), mainClass));
    command.addAll(List.of(args));
  }

  /** The harness's own libraries: HdrHistogram among them, all that profile-format needs. */
  private String libraries() throws IOException {
    Path lib = repo.resolve("benchmarks/agent-startup/target/lib");
    try (Stream<Path> jars = Files.list(lib)) {
      return jars.map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }
  }

  private static List<String> sources(Path root) throws IOException {
    try (Stream<Path> files = Files.walk(root)) {
      return files
          .filter(f -> f.toString().endsWith(".java"))
          .map(Path::toString)
          .sorted()
          .collect(Collectors.toList());
    }
  }

  /** async-profiler's jar carries its native library: taken out once into the work folder. */
  private static Path extractLibrary(Path jar, Path work) throws IOException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      ZipEntry entry =
          zip.stream()
              .filter(e -> e.getName().endsWith("libasyncProfiler.so"))
              .findFirst()
              .orElseThrow(() -> new IOException(jar + " has no libasyncProfiler.so"));
      Path library = work.resolve("libasyncProfiler.so");
      try (InputStream in = zip.getInputStream(entry)) {
        Files.copy(in, library, StandardCopyOption.REPLACE_EXISTING);
      }
      return library;
    }
  }

  static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> all = Files.walk(root)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
        Files.delete(p);
      }
    }
  }

  /**
   * The median of the paired ratios with its 95 % interval, to three places: a question such as
   * "within 1.10x" is answered by where the interval lies, not by a median rounded to it.
   */
  static String ratioText(double[] ratios) {
    MedianInterval interval = MedianInterval.of(ratios, 0.95);
    String median = String.format(Locale.ROOT, "%.3f", median(ratios));
    return interval == null
        ? median + " [too few rounds]"
        : String.format(Locale.ROOT, "%s [%.3f, %.3f]", median, interval.low(), interval.high());
  }

  static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  private static String required(Map<String, String> options, String name) {
    String value = options.get(name);
    if (value == null) {
      throw new IllegalArgumentException("--" + name + " is required");
    }
    return value;
  }

  private record Observer(String name, List<String> jvmOptions) {}

  private record Run(double millis, long peakKib) {}
}
