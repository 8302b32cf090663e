package io.iobench.benchmarks.library;

import com.google.common.io.CharSink;
import com.google.common.io.FileWriteMode;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Appends lines to a file with Guava's CharSink (a library the layer catalogue has no row for).
 * Mistaken: {@code Files.asCharSink(file, UTF_8, APPEND).write(line)} per line, which opens and
 * closes the file per call; tuned: the file kept open, the sink's one buffered writer ({@code
 * openBufferedStream()}) for all the lines.
 */
final class GuavaSinkPhase extends LibraryPhase {
  static final int LINES = 8_000;

  GuavaSinkPhase() {
    super("guava-sink", ".log");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    Files.deleteIfExists(file);
    CharSink sink =
        com.google.common.io.Files.asCharSink(
            file.toFile(), StandardCharsets.UTF_8, FileWriteMode.APPEND);
    if (tuned) {
      try (Writer out = sink.openBufferedStream()) {
        for (int i = 0; i < LINES; i++) {
          out.write(line(i));
        }
      }
    } else {
      for (int i = 0; i < LINES; i++) {
        sink.write(line(i));
      }
    }
    return Files.size(file);
  }
}
