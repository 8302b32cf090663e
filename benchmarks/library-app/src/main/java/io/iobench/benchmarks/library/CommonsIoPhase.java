package io.iobench.benchmarks.library;

import java.io.File;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.apache.commons.io.FileUtils;

/**
 * Appends lines to an audit file with Commons IO (a library the layer catalogue has no row for).
 * Mistaken: {@code FileUtils.writeStringToFile(file, line, UTF_8, true)} per line, which opens and
 * closes the file per call; tuned: the file kept open, one writer for all the lines.
 */
final class CommonsIoPhase extends LibraryPhase {
  static final int LINES = 4_000;

  CommonsIoPhase() {
    super("commons-io", ".log");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    Files.deleteIfExists(file);
    File f = file.toFile();
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
        FileUtils.writeStringToFile(f, line(i), StandardCharsets.UTF_8, true);
      }
    }
    return Files.size(file);
  }
}
