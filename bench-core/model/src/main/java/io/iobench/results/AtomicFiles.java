package io.iobench.results;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * Writes a file so that a reader sees the old one or the whole new one, never half: a temporary
 * file in the same directory, then a rename over the target.
 */
public final class AtomicFiles {
  private static final SecureRandom RANDOM = new SecureRandom();

  private AtomicFiles() {}

  /** What goes into the file. */
  @FunctionalInterface
  public interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  public static void write(Path file, Content content) throws IOException {
    Path target = file.toAbsolutePath();
    // Not createTempFile: its owner-only permissions would stick to the result; this honours the
    // umask.
    Path temp =
        target.resolveSibling(
            "."
                + target.getFileName()
                + "."
                + Long.toUnsignedString(RANDOM.nextLong(), 36)
                + ".tmp");
    try {
      try (OutputStream out =
          Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        content.writeTo(out);
      }
      try {
        Files.move(
            temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temp);
    }
  }
}
