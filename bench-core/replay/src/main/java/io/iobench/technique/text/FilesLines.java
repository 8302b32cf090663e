package io.iobench.technique.text;

import static io.iobench.technique.Invasiveness.WRAPPER;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;

/** {@code files-lines}: Files.newBufferedReader (a channel-backed decoder), readLine() per line. */
public final class FilesLines extends TextRead {
  public static final Family FAMILY =
      Family.fixed("files-lines", READ, WRAPPER, FilesLines::new)
          .title("Files.newBufferedReader + readLine")
          .fits(Fit.TEXT)
          .code(
              """
                try (BufferedReader in = Files.newBufferedReader(path)) {  // UTF-8
                  String line;
                  while ((line = in.readLine()) != null) {
                    process(line);
                  }
                }""")
          .caveats(
              "Decodes strictly: malformed UTF-8 throws MalformedInputException where an"
                  + " InputStreamReader would substitute U+FFFD.")
          .build();

  public FilesLines() {
    super(FAMILY);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(files.input())) {
      readLines(in, probe);
    }
  }
}
