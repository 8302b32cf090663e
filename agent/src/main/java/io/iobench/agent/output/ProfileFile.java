package io.iobench.agent.output;

import io.iobench.agent.ProcessId;
import io.iobench.format.AtomicFiles;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Where the profile goes, written {@linkplain AtomicFiles atomically}, so a reader sees the
 * previous complete profile or the new one, never half a file.
 */
public final class ProfileFile {
  private static final int BUFFER_BYTES = 1 << 18;

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
    // Not Files.createTempFile: its random name seeds a SecureRandom, a cost on every JVM's start.
    Path probe =
        dir.resolve(".iobench-" + ProcessId.current() + "-" + System.nanoTime() + ".probe");
    Files.newByteChannel(probe, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
    Files.delete(probe);
  }

  /**
   * Writes the file through a buffer of {@value #BUFFER_BYTES} bytes: the JSON generator hands its
   * 8 000-byte buffer on when full, and a build's profile was then a thousand writes to the file.
   */
  public void write(AtomicFiles.Content content) throws IOException {
    AtomicFiles.write(
        target,
        out -> {
          // The generator closes it too: a second close does nothing (JDK 9 and later).
          try (BufferedOutputStream buffered = new BufferedOutputStream(out, BUFFER_BYTES)) {
            content.writeTo(buffered);
          }
        });
  }

  private Path directory() {
    Path parent = target.getParent();
    return parent != null ? parent : target.getFileSystem().getPath(".").toAbsolutePath();
  }
}
