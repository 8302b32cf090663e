package io.iobench.benchmarks.layered;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An app whose file I/O goes through layers, as production apps' does: object, data and GZIP
 * streams, a writer flushed per line, logback and Log4j 2. Eight phases make a common mistake at
 * their layer and have a tuned twin ({@code --tuned}) changed only by configuration or wrapping;
 * two already use their layer well and run the same either way.
 *
 * <pre>
 * LayeredApp DIR [--tuned] [--passes N] [--timings FILE]
 * </pre>
 *
 * {@code --passes N} runs the phases N times in the JVM; {@code --timings FILE} writes each phase's
 * time summed over the passes as JSON, ns per phase: the run's time, which is what a profile of the
 * same run says the advice would have saved part of.
 */
public final class LayeredApp {
  static final List<LayeredPhase> PHASES =
      List.of(
          new ObjectReadPhase(false),
          new ObjectWritePhase(),
          new DataReadPhase(),
          new DataWritePhase(),
          new GzipReadPhase(),
          new JournalPhase(),
          new LogbackPhase(false),
          new Log4jPhase(),
          new ObjectReadPhase(true),
          new LogbackPhase(true));

  private LayeredApp() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println("usage: LayeredApp DIR [--tuned] [--passes N] [--timings FILE]");
      System.exit(2);
    }
    Path dir = Paths.get(args[0]);
    boolean tuned = false;
    int passes = 1;
    Path timings = null;
    for (int i = 1; i < args.length; i++) {
      switch (args[i]) {
        case "--tuned":
          tuned = true;
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
    for (LayeredPhase phase : PHASES) {
      phase.prepare(phase.file(dir));
    }
    Map<String, Long> nanos = new LinkedHashMap<>();
    Map<String, Long> results = new LinkedHashMap<>();
    for (int pass = 0; pass < passes; pass++) {
      for (LayeredPhase phase : PHASES) {
        Path file = phase.file(dir);
        long t0 = System.nanoTime();
        results.put(phase.name(), phase.run(file, tuned));
        nanos.merge(phase.name(), System.nanoTime() - t0, Long::sum);
      }
    }
    results.forEach((name, value) -> System.out.println(name + " = " + value));
    if (timings != null) {
      write(timings, nanos);
    }
  }

  private static void write(Path file, Map<String, Long> nanos) throws IOException {
    StringBuilder json = new StringBuilder("{");
    nanos.forEach(
        (name, ns) ->
            json.append(json.length() > 1 ? ", " : "")
                .append('"')
                .append(name)
                .append("\": ")
                .append(ns));
    Files.writeString(file, json.append("}\n").toString(), StandardCharsets.UTF_8);
  }
}
