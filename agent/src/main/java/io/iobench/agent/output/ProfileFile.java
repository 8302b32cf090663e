package io.iobench.agent.output;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes the profile atomically: a temporary file in the same directory, then a rename, so a reader
 * sees the previous complete profile or the new one, never half a file.
 */
public final class ProfileFile {
  private static final AtomicLong SEQUENCE = new AtomicLong();

  private final Path target;

  public ProfileFile(Path target) {
    this.target = target.toAbsolutePath();
  }

  public Path path() {
    return target;
  }

  /** Fails early, before the app runs, if the profile could never be written. */
  public void checkWritable() throws IOException {
    Path dir = directory();
    if (!Files.isDirectory(dir)) {
      throw new IOException("directory " + dir + " does not exist");
    }
    if (Files.isDirectory(target)) {
      throw new IOException(target + " is a directory");
    }
    Path probe = Files.createTempFile(dir, ".iobench-", ".probe");
    Files.delete(probe);
  }

  public interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  public void write(Content content) throws IOException {
    // Not Files.createTempFile: its owner-only permissions would surprise whoever reads the
    // profile.
    Path tmp =
        directory()
            .resolve(
                "."
                    + target.getFileName()
                    + "."
                    + ProcessHandle.current().pid()
                    + "."
                    + SEQUENCE.incrementAndGet()
                    + ".tmp");
    try {
      try (OutputStream out =
          Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        content.writeTo(out);
      }
      try {
        Files.move(
            tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  private Path directory() {
    Path parent = target.getParent();
    return parent != null ? parent : target.getFileSystem().getPath(".").toAbsolutePath();
  }
}
