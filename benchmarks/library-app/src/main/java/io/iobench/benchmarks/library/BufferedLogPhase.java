package io.iobench.benchmarks.library;

import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a log through a BufferedWriter with one flush, when it is closed: the I/O already done
 * well, the same untuned and tuned.
 */
final class BufferedLogPhase extends LibraryPhase {
  static final int LINES = 100_000;

  BufferedLogPhase() {
    super("buffered-log", ".log");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (int i = 0; i < LINES; i++) {
        out.write(line(i));
      }
    }
    return Files.size(file);
  }
}
