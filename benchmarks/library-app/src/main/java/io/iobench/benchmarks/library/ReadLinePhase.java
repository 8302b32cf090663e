package io.iobench.benchmarks.library;

import java.io.BufferedReader;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a text file's lines. Mistaken: {@code RandomAccessFile.readLine}, a read of the file per
 * byte; tuned, as the readLine row says: a BufferedReader ({@code Files.newBufferedReader}, in
 * ISO-8859-1 as readLine decodes).
 */
final class ReadLinePhase extends LibraryPhase {
  static final int LINES = 2_000;

  ReadLinePhase() {
    super("read-line", ".txt");
  }

  @Override
  void prepare(Path file) throws Exception {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < LINES; i++) {
      text.append(line(i));
    }
    Files.writeString(file, text, StandardCharsets.ISO_8859_1);
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    long chars = 0;
    if (tuned) {
      try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
        for (String line; (line = in.readLine()) != null; ) {
          chars += line.length();
        }
      }
    } else {
      try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
        for (String line; (line = in.readLine()) != null; ) {
          chars += line.length();
        }
      }
    }
    return chars;
  }
}
