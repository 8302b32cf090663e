package io.iobench.benchmarks.library;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An app whose file I/O goes through libraries and JDK methods as apps often call them. Eight
 * phases make a common mistake there: Jackson's ObjectMapper per record, RandomAccessFile.readLine,
 * a FileWriter opened per line, an Avro DataFileWriter flushed per record, and four libraries the
 * layer catalogue has no row for (HdrHistogram's log writer, Commons IO's FileUtils, Guava's
 * CharSink, OpenCSV's CSVWriter). Each has a tuned twin ({@code --tuned}): the change the advice
 * describes, as a user would write it. Two phases already do their I/O well and run the same either
 * way.
 *
 * <pre>
 * LibraryApp DIR [--tuned | --tune PHASE ...] [--warmup N] [--passes N] [--timings FILE]
 * </pre>
 *
 * {@code --tuned} runs every phase's tuned twin, {@code --tune PHASE} that phase's alone (a phase
 * already right runs the same code either way). {@code --warmup N} first runs the phases N times,
 * untimed, on files of their own in {@code DIR/warm-up} (a profiled run leaves them out with the
 * agent's {@code exclude=}), so that the timed passes run code the JIT has compiled, as the replay
 * does; {@code --passes N} then runs the phases N times in the JVM; {@code --timings FILE} writes
 * each phase's time summed over the passes as JSON, ns per phase: the run's time, which is what a
 * profile of the same run says the advice would have saved part of; and under {@code perPass}, each
 * phase's time in each pass, which shows how much of a saving a JVM's first passes make.
 */
public final class LibraryApp {
  static final List<LibraryPhase> PHASES =
      List.of(
          new JacksonPhase(),
          new ReadLinePhase(),
          new ReopenedWriterPhase(),
          new AvroPhase(),
          new HistogramLogPhase(),
          new CommonsIoPhase(),
          new GuavaSinkPhase(),
          new OpenCsvPhase(),
          new BufferedLogPhase(),
          new ReadAllPhase());

  private LibraryApp() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println(
          "usage: LibraryApp DIR [--tuned | --tune PHASE ...] [--warmup N] [--passes N]"
              + " [--timings FILE]");
      System.exit(2);
    }
    Path dir = Paths.get(args[0]);
    Set<String> tune = new HashSet<>();
    int warmup = 0;
    int passes = 1;
    Path timings = null;
    for (int i = 1; i < args.length; i++) {
      switch (args[i]) {
        case "--tuned":
          PHASES.forEach(p -> tune.add(p.name()));
          break;
        case "--tune":
          String name = args[++i];
          if (PHASES.stream().noneMatch(p -> p.name().equals(name))) {
            System.err.println("no phase " + name);
            System.exit(2);
          }
          tune.add(name);
          break;
        case "--warmup":
          warmup = Integer.parseInt(args[++i]);
          break;
        case "--passes":
          passes = Integer.parseInt(args[++i]);
          break;
        case "--timings":
          timings = Paths.get(args[++i]);
          break;
        default:
          System.err.println("unknown option " + args[i]);
          System.exit(2);
      }
    }
    Files.createDirectories(dir);
    for (LibraryPhase phase : PHASES) {
      phase.prepare(phase.file(dir));
    }
    Path warmupDir = dir.resolve("warm-up");
    if (warmup > 0) {
      Files.createDirectories(warmupDir);
      for (LibraryPhase phase : PHASES) {
        phase.prepare(phase.file(warmupDir));
      }
    }
    for (int pass = 0; pass < warmup; pass++) {
      for (LibraryPhase phase : PHASES) {
        phase.run(phase.file(warmupDir), tune.contains(phase.name()));
      }
    }
    Map<String, Long> nanos = new LinkedHashMap<>();
    Map<String, List<Long>> perPass = new LinkedHashMap<>();
    Map<String, Long> results = new LinkedHashMap<>();
    for (int pass = 0; pass < passes; pass++) {
      for (LibraryPhase phase : PHASES) {
        Path file = phase.file(dir);
        long t0 = System.nanoTime();
        results.put(phase.name(), phase.run(file, tune.contains(phase.name())));
        long took = System.nanoTime() - t0;
        nanos.merge(phase.name(), took, Long::sum);
        perPass.computeIfAbsent(phase.name(), k -> new ArrayList<>()).add(took);
      }
    }
    results.forEach((name, value) -> System.out.println(name + " = " + value));
    if (timings != null) {
      write(timings, nanos, perPass);
    }
  }

  private static void write(Path file, Map<String, Long> nanos, Map<String, List<Long>> perPass)
      throws IOException {
    StringBuilder json = new StringBuilder("{");
    nanos.forEach(
        (name, ns) ->
            json.append(json.length() > 1 ? ", " : "")
                .append('"')
                .append(name)
                .append("\": ")
                .append(ns));
    json.append(", \"perPass\": {");
    String sep = "";
    for (Map.Entry<String, List<Long>> e : perPass.entrySet()) {
      json.append(sep).append('"').append(e.getKey()).append("\": ").append(e.getValue());
      sep = ", ";
    }
    Files.writeString(file, json.append("}}\n").toString(), StandardCharsets.UTF_8);
  }
}
