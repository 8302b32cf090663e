package io.iobench.technique.text;

import io.iobench.technique.Invasiveness;
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

  public ReadAllLines() {
    super("read-all-lines", 0, Invasiveness.WRAPPER, false);
  }

  @Override
  public boolean appliesTo(Workload w) {
    return super.appliesTo(w) && w.fileSize() <= MAX_FILE;
  }

  @Override
  public String title() {
    return "Files.readAllLines";
  }

  @Override
  public String code(Workload w) {
    return """
        for (String line : Files.readAllLines(path)) {  // UTF-8
          process(line);
        }""";
  }

  @Override
  public List<String> caveats(Workload w) {
    return List.of(
        "Holds every line at once: about 2-3x the file size in heap (String headers, UTF-16 or"
            + " Latin-1 bytes, the list).",
        "Decodes strictly: malformed UTF-8 throws MalformedInputException.");
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
