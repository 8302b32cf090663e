package io.iobench.technique.text;

import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** {@code reader-lines}: BufferedReader(N chars) over an InputStreamReader, readLine() per line. */
public final class ReaderLines extends TextRead {
  public ReaderLines(int bufferSize) {
    super("reader-lines", bufferSize, Invasiveness.BUFFER_SIZE, true);
  }

  @Override
  public String title() {
    return "BufferedReader.readLine (" + size() + " buffer)";
  }

  @Override
  public String code(Workload w) {
    return """
        try (BufferedReader in = new BufferedReader(
            new InputStreamReader(new FileInputStream(path.toFile()), StandardCharsets.UTF_8), %d)) {
          String line;
          while ((line = in.readLine()) != null) {
            process(line);
          }
        }"""
        .formatted(bufferSize());
  }

  @Override
  public List<String> caveats(Workload w) {
    return bufferSize() > 65536
        ? List.of(
            "A "
                + size()
                + " char buffer takes twice that in the heap (chars are 2 bytes), per open reader.")
        : List.of();
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
