package io.iobench.demo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The demo application profiled by iobench: a small log-analytics job in six phases. Four of
 * them (generate, ingest, index lookups, copy) show a classic file-I/O mistake next to its fix,
 * selected with {@code --tuned}; the journal, the index write and the config files are already
 * done right in both modes, so a good report leaves them alone.
 *
 * <p>Outputs and stdout are identical in both modes; only the time differs.
 */
public final class DemoApp {
  static final String USAGE =
      "usage: DemoApp DIR [--events N] [--lookups N] [--configs N] [--tuned] [--timings FILE]\n"
      + "  DIR           where all files go (created if missing, outputs overwritten)\n"
      + "  --events N    events to generate (default " + JobOptions.DEFAULT_EVENTS + ")\n"
      + "  --lookups N   random index lookups (default " + JobOptions.DEFAULT_LOOKUPS + ")\n"
      + "  --configs N   small config files to write and read (default " + JobOptions.DEFAULT_CONFIGS + ")\n"
      + "  --tuned       use the technique iobench recommends in every phase\n"
      + "  --timings F   write each phase's wall time in nanoseconds to F as JSON";

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
    List<Phase> phases = List.of(
        new GeneratePhase(ws, options.events),
        ingest,
        new JournalPhase(ws, ingest),
        new IndexPhase(ws, ingest, options.lookups),
        new CopyPhase(ws),
        new ConfigsPhase(ws, options.configs));

    Map<String, Long> nanos = new LinkedHashMap<>();
    for (Phase phase : phases) {
      long start = System.nanoTime();
      phase.run(options.tuned);
      nanos.put(phase.name(), System.nanoTime() - start);
    }
    // Summaries (and their checksums) only after every phase, outside the timed regions.
    for (Phase phase : phases) {
      out.println(phase.summary());
    }
    if (options.timings != null) {
      writeTimings(options.timings, nanos);
    }
    return 0;
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
