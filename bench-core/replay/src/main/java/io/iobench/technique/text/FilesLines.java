package io.iobench.technique.text;

import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

/** {@code files-lines}: Files.newBufferedReader (a channel-backed decoder), readLine() per line. */
public final class FilesLines extends TextRead {
  public FilesLines() {
    super("files-lines", 0, Invasiveness.WRAPPER, false);
  }

  @Override
  public String title() {
    return "Files.newBufferedReader + readLine";
  }

  @Override
  public String code(Workload w) {
    return """
        try (BufferedReader in = Files.newBufferedReader(path)) {  // UTF-8
          String line;
          while ((line = in.readLine()) != null) {
            process(line);
          }
        }""";
  }

  @Override
  public List<String> caveats(Workload w) {
    return List.of(
        "Decodes strictly: malformed UTF-8 throws MalformedInputException where an InputStreamReader"
            + " would substitute U+FFFD.");
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(files.input())) {
      readLines(in, probe);
    }
  }
}
