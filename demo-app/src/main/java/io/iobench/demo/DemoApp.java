package io.iobench.demo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The demo application profiled by iobench: a small log-analytics job in seven phases. Four of them
 * (generate, ingest, lookup, copy) show a classic file-I/O mistake next to its fix, selected with
 * {@code --tuned}; the journal, the index write and the config files are already done right in both
 * modes, so a good report leaves them alone.
 *
 * <p>Outputs and stdout are identical in both modes; only the time differs.
 */
public final class DemoApp {
  static final String USAGE =
      "usage: DemoApp DIR [--events N] [--lookups N] [--configs N] [--tuned] [--timings FILE] [--passes N] [--work-only]\n"
          + "  DIR           where all files go (created if missing, outputs overwritten)\n"
          + "  --events N    events to generate (default "
          + JobOptions.DEFAULT_EVENTS
          + ")\n"
          + "  --lookups N   random index lookups (default "
          + JobOptions.DEFAULT_LOOKUPS
          + ")\n"
          + "  --configs N   small config files to write and read (default "
          + JobOptions.DEFAULT_CONFIGS
          + ")\n"
          + "  --tuned       use the technique iobench recommends in every phase\n"
          + "  --timings F   write each phase's wall time in nanoseconds to F as JSON\n"
          + "  --passes N    run the job N times in this JVM (default 1); timings are the last pass's,\n"
          + "                so with 2 or more they are the JIT-compiled steady state\n"
          + "  --work-only   time, instead of running the job, the work of the four phases with a mistake\n"
          + "                without their file I/O (for the advice proof; DIR must hold an earlier run's files)";

  /** Exit status for a bad command line (usage printed on stderr). */
  static final int EXIT_USAGE = 2;

  private DemoApp() {}

  public static void main(String[] args) throws IOException {
    int status = run(args, System.out, System.err);
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Runs the job; returns 0, or {@link #EXIT_USAGE} after printing the problem and the usage on
   * {@code err}. I/O failures are thrown.
   */
  static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
    JobOptions options;
    try {
      options = JobOptions.parse(args);
    } catch (IllegalArgumentException e) {
      err.println("DemoApp: " + e.getMessage());
      err.println(USAGE);
      return EXIT_USAGE;
    }
    Workspace ws = Workspace.create(options.dir);
    IngestPhase ingest = new IngestPhase(ws);
    List<Phase> phases =
        List.of(
            new GeneratePhase(ws, options.events),
            ingest,
            new JournalPhase(ws, ingest),
            new IndexPhase(ws, ingest),
            new LookupPhase(ws, ingest, options.lookups),
            new CopyPhase(ws),
            new ConfigsPhase(ws, options.configs));

    if (options.workOnly && !(Files.isRegularFile(ws.eventsLog) && Files.isRegularFile(ws.index))) {
      err.println("DemoApp: --work-only needs the files of an earlier run in " + options.dir);
      err.println(USAGE);
      return EXIT_USAGE;
    }
    Map<String, Long> nanos = null;
    for (int pass = 0; pass < options.passes; pass++) {
      nanos = options.workOnly ? timeWork(phases) : runJob(phases, options.tuned);
    }
    if (options.workOnly) {
      nanos.forEach(
          (phase, work) ->
              out.printf(Locale.ROOT, "%s work without I/O: %.1f ms%n", phase, work / 1e6));
    } else {
      // Summaries (and their checksums) only after every phase, outside the timed regions.
      for (Phase phase : phases) {
        out.println(phase.summary());
      }
    }
    if (options.timings != null) {
      writeTimings(options.timings, nanos);
    }
    return 0;
  }

  /** One pass of the whole job; returns each phase's wall time. */
  private static Map<String, Long> runJob(List<Phase> phases, boolean tuned) throws IOException {
    Map<String, Long> nanos = new LinkedHashMap<>();
    for (Phase phase : phases) {
      long start = System.nanoTime();
      phase.run(tuned);
      nanos.put(phase.name(), System.nanoTime() - start);
    }
    return nanos;
  }

  /** One pass of the phases' work without their I/O, where a phase has that twin. */
  private static Map<String, Long> timeWork(List<Phase> phases) throws IOException {
    Map<String, Long> nanos = new LinkedHashMap<>();
    for (Phase phase : phases) {
      long work = phase.timeWorkWithoutIo();
      if (work >= 0) {
        nanos.put(phase.name(), work);
      }
    }
    return nanos;
  }

  private static void writeTimings(Path file, Map<String, Long> nanos) throws IOException {
    StringBuilder json = new StringBuilder("{");
    for (Map.Entry<String, Long> e : nanos.entrySet()) {
      if (json.length() > 1) {
        json.append(", ");
      }
      json.append('"').append(e.getKey()).append("\": ").append(e.getValue());
    }
    json.append("}\n");
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Files.write(file, json.toString().getBytes(StandardCharsets.UTF_8));
  }
}
