package io.iobench.technique.text;

import static io.iobench.technique.Invasiveness.WRAPPER;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

/** {@code read-all-lines}: Files.readAllLines, the whole file as a list of strings in one call. */
public final class ReadAllLines extends TextRead {
  /** Above this the list of strings costs several times the file in heap: not proposed. */
  static final long MAX_FILE = 256L << 20;

  public static final Family FAMILY =
      Family.fixed("read-all-lines", READ, WRAPPER, ReadAllLines::new)
          .title("Files.readAllLines")
          .fits(Fit.TEXT.and(Fit.fileAtMost(MAX_FILE)))
          .code(
              """
                for (String line : Files.readAllLines(path)) {  // UTF-8
                  process(line);
                }""")
          .caveats(
              "Holds every line at once: about 2-3x the file size in heap (String headers,"
                  + " UTF-16 or Latin-1 bytes, the list).",
              "Decodes strictly: malformed UTF-8 throws MalformedInputException.")
          .build();

  public ReadAllLines() {
    super(FAMILY);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    long t = probe.begin();
    List<String> lines = Files.readAllLines(files.input());
    long bytes = 0;
    for (String line : lines) {
      bytes += line.length() + 1;
    }
    probe.end(t, bytes);
    for (String line : lines) {
      probe.dataLine(line);
    }
  }
}
