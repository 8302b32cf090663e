package io.iobench.benchmarks.library;

import java.io.FileWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Appends lines to a log. Mistaken: a FileWriter opened, appending, per line, an open, a write and
 * a close per line; tuned, as the {@code reopened-file} row says: one writer kept open for all the
 * lines.
 */
final class ReopenedWriterPhase extends LibraryPhase {
  static final int LINES = 4_000;

  ReopenedWriterPhase() {
    super("reopened-writer", ".log");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    Files.deleteIfExists(file);
    if (tuned) {
      try (Writer out =
          Files.newBufferedWriter(
              file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
        for (int i = 0; i < LINES; i++) {
          out.write(line(i));
        }
      }
    } else {
      for (int i = 0; i < LINES; i++) {
        try (Writer w = new FileWriter(file.toFile(), true)) {
          w.write(line(i));
        }
      }
    }
    return Files.size(file);
  }
}
