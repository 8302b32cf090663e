package io.iobench.format;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes a file so that a reader sees the old one or the whole new one, never half: a temporary
 * file in the same directory, then a rename over the target. The agent writes its profiles this way
 * inside the observed app, and the tools their results and reports.
 */
public final class AtomicFiles {
  private static final AtomicLong SEQUENCE = new AtomicLong();

  private AtomicFiles() {}

  /** What goes into the file. */
  @FunctionalInterface
  public interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  public static void write(Path file, Content content) throws IOException {
    Path target = file.toAbsolutePath();
    // Not createTempFile: its owner-only permissions would stick to the result; this honours the
    // umask. The pid and a sequence make the name unique among writers of one target, without the
    // start-up cost of a SecureRandom inside the observed app.
    Path temp =
        target.resolveSibling(
            "."
                + target.getFileName()
                + "."
                + ProcessHandle.current().pid()
                + "."
                + SEQUENCE.incrementAndGet()
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
