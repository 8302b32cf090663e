package io.iobench.benchmarks.library;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Reads a 4 MiB file in one {@code Files.readAllBytes}: the I/O already done well, the same untuned
 * and tuned.
 */
final class ReadAllPhase extends LibraryPhase {
  static final int SIZE = 4 << 20;

  ReadAllPhase() {
    super("read-all", ".bin");
  }

  @Override
  void prepare(Path file) throws Exception {
    byte[] bytes = new byte[SIZE];
    new Random(7).nextBytes(bytes);
    Files.write(file, bytes);
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    byte[] bytes = Files.readAllBytes(file);
    long sum = 0;
    for (int i = 0; i < bytes.length; i += 4096) {
      sum += bytes[i];
    }
    return sum + bytes.length;
  }
}
