package io.iobench.replay;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The replay's own directory for scratch files, inside the directory {@link ScratchPlacement} chose
 * (the work directory, or one on an observed file's file system). It never touches the profiled
 * app's files, checks free space before anything is written, and is removed at the end and on
 * Ctrl-C (a shutdown hook).
 */
public final class Scratch implements AutoCloseable {
  /** Space left free on the file system besides what the replay needs. */
  static final long MARGIN = 64L << 20;

  private final Path dir;
  private final Thread cleaner;
  private int counter;

  /** Set when the directory is being removed: no new scratch file may be made after that. */
  private volatile boolean closed;

  private Scratch(Path dir) {
    this.dir = dir;
    this.cleaner = new Thread(this::delete, "iobench-scratch-cleanup");
    Runtime.getRuntime().addShutdownHook(cleaner);
  }

  /**
   * Creates {@code iobench-scratch-*} in {@code workDir} after checking the file system has {@code
   * neededBytes} plus a margin free.
   */
  public static Scratch create(Path workDir, long neededBytes) throws IOException {
    if (!Files.isDirectory(workDir)) {
      throw new IOException("work directory " + workDir + " does not exist or is not a directory");
    }
    if (!Files.isWritable(workDir)) {
      throw new IOException("work directory " + workDir + " is not writable");
    }
    FileStore store = Files.getFileStore(workDir);
    long free = store.getUsableSpace();
    if (free < neededBytes + MARGIN) {
      throw new IOException(
          String.format(
              Locale.ROOT,
              "work directory %s has %,d MiB free; the replay needs %,d MiB (choose another with --work-dir, or a"
                  + " smaller --max-size)",
              workDir,
              free >> 20,
              (neededBytes + MARGIN) >> 20));
    }
    return new Scratch(Files.createTempDirectory(workDir, "iobench-scratch-"));
  }

  public Path dir() {
    return dir;
  }

  /** A path in the scratch directory that does not exist yet. */
  public synchronized Path newPath(String label) {
    if (closed) {
      throw new IllegalStateException("the replay is stopping: no new scratch files");
    }
    String safe = label.replaceAll("[^A-Za-z0-9._-]", "_");
    return dir.resolve(String.format(Locale.ROOT, "%04d-%s", counter++, safe));
  }

  @Override
  public void close() {
    delete();
    try {
      Runtime.getRuntime().removeShutdownHook(cleaner);
    } catch (IllegalStateException alreadyShuttingDown) {
      // The hook is running or has run: it deletes the directory.
    }
  }

  /**
   * Removes the directory. On Ctrl-C this runs in a shutdown hook while the replay's own thread
   * still runs (the JVM does not stop it) and may be finishing a file, so it retries for a while
   * until nothing is left.
   */
  private void delete() {
    closed = true;
    String problem = null;
    for (int attempt = 0; attempt < 50 && Files.exists(dir); attempt++) {
      try (Stream<Path> paths = Files.walk(dir)) {
        paths.sorted(Comparator.reverseOrder()).forEach(Scratch::deleteQuietly);
        problem = null;
      } catch (IOException | UncheckedIOException e) {
        problem = e.getMessage();
        try {
          Thread.sleep(100);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    if (problem != null && Files.exists(dir)) {
      System.err.println("iobench: could not remove scratch directory " + dir + ": " + problem);
    }
  }

  private static void deleteQuietly(Path p) {
    try {
      Files.deleteIfExists(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
