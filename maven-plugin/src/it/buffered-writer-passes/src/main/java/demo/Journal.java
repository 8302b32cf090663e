package demo;

import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/** Writes the same journal through a buffer: a write call per 8 KiB. */
public final class Journal {
  private Journal() {}

  public static void write(Path file, int bytes) throws IOException {
    try (OutputStream out = new BufferedOutputStream(new FileOutputStream(file.toFile()), 8192)) {
      for (int i = 0; i < bytes; i++) {
        out.write('a' + i % 26);
      }
    }
  }
}
