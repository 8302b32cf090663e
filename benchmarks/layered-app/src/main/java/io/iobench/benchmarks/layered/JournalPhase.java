package io.iobench.benchmarks.layered;

import java.io.BufferedWriter;
import java.io.FileWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Appends lines to a journal through a BufferedWriter. Mistaken: flushed after every line, a write
 * of the file per line; tuned: flushed once at the end.
 */
final class JournalPhase extends LayeredPhase {
  static final int LINES = 100_000;

  JournalPhase() {
    super("journal", ".txt");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    try (Writer w = new BufferedWriter(new FileWriter(file.toFile()))) {
      for (int i = 0; i < LINES; i++) {
        w.write("order " + i + " shipped\n");
        if (!tuned) {
          w.flush();
        }
      }
      w.flush();
    }
    return Files.size(file);
  }
}
