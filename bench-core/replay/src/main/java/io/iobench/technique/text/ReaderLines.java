package io.iobench.technique.text;

import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.technique.Sizes;
import io.iobench.workload.Workload;
import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** {@code reader-lines}: BufferedReader(N chars) over an InputStreamReader, readLine() per line. */
public final class ReaderLines extends TextRead {
  public static final Family FAMILY =
      Family.sized("reader-lines", READ, BUFFER_SIZE, ReaderLines::new)
          .title("BufferedReader.readLine (%s buffer)")
          .fits(Fit.TEXT)
          .code(ReaderLines::snippet)
          .caveats(ReaderLines::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return """
        try (BufferedReader in = new BufferedReader(
            new InputStreamReader(new FileInputStream(path.toFile()), StandardCharsets.UTF_8), %d)) {
          String line;
          while ((line = in.readLine()) != null) {
            process(line);
          }
        }"""
        .formatted(bufferSize);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return bufferSize > 65536
        ? List.of(
            "A "
                + Sizes.human(bufferSize)
                + " char buffer takes twice that in the heap (chars are 2 bytes), per"
                + " open reader.")
        : List.of();
  }

  public ReaderLines(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(
                new FileInputStream(files.input().toFile()), StandardCharsets.UTF_8),
            bufferSize())) {
      readLines(in, probe);
    }
  }
}
