package io.iobench.benchmarks.layered;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Reads a compressed file with a GZIPInputStream. Mistaken: its default 512-byte input buffer, a
 * read of the file per 512 compressed bytes; tuned: a 64 KiB buffer given to its constructor.
 */
final class GzipReadPhase extends LayeredPhase {
  static final int LINES = 4_000_000;

  GzipReadPhase() {
    super("gzip-read", ".gz");
  }

  @Override
  void prepare(Path file) throws Exception {
    java.util.Random random = new java.util.Random(42);
    try (OutputStream out = new GZIPOutputStream(new FileOutputStream(file.toFile()), 65536)) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < LINES; i++) {
        line.setLength(0);
        line.append(i).append(',').append(Long.toHexString(random.nextLong())).append('\n');
        out.write(line.toString().getBytes(StandardCharsets.US_ASCII));
      }
    }
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    InputStream compressed = new FileInputStream(file.toFile());
    long sum = 0;
    byte[] chunk = new byte[8192];
    try (InputStream in =
        tuned ? new GZIPInputStream(compressed, 65536) : new GZIPInputStream(compressed)) {
      for (int n; (n = in.read(chunk)) > 0; ) {
        sum += n;
      }
    }
    return sum;
  }
}
