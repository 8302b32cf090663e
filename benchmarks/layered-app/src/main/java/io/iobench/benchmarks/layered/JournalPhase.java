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
final class JournalPhase implements LayeredPhase {
  static final int LINES = 100_000;

  @Override
  public String name() {
    return "journal";
  }

  @Override
  public long run(Path dir, boolean tuned) throws Exception {
    Path file = dir.resolve("journal.txt");
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
