package demo;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Path;

/** Writes a journal the slow way: one byte per call of FileOutputStream.write. */
public final class Journal {
  private Journal() {}

  public static void write(Path file, int bytes) throws IOException {
    try (FileOutputStream out = new FileOutputStream(file.toFile())) {
      for (int i = 0; i < bytes; i++) {
        out.write('a' + i % 26);
      }
    }
  }
}
