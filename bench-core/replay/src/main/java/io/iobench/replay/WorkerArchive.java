package io.iobench.replay;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;

/**
 * A class-data sharing archive of the worker JVM's classes (the techniques, Jackson, HdrHistogram,
 * what the worker loads before its first round), so that each of the replay's many worker JVMs maps
 * them instead of loading, verifying and linking them again: a replay of the demo's profile starts
 * about sixty workers. The archive is HotSpot's dynamic one (JDK 13 and later): the first worker of
 * a replay with none writes it as it exits, and every worker started after that uses it.
 *
 * <p>It is kept between replays in the cache directory, one per JDK and class path (a rebuilt jar
 * or another JDK gets its own, and the stale ones are deleted), written under a temporary name and
 * moved into place, so that two replays at once never see half an archive; a temporary one that a
 * killed replay left behind is deleted with the stale archives once it is an hour old. The JVM
 * checks an archive against its own JDK and class path and ignores one that does not match. It
 * changes how classes get into the worker, not the code the JIT compiles or what a round measures.
 * A worker JVM option of the user's that sets class-data sharing itself turns it off.
 */
final class WorkerArchive {
  private static final String PREFIX = "worker-";
  private static final String SUFFIX = ".jsa";
  private static final String TEMPORARY = ".tmp";

  /**
   * A temporary archive older than this was left by a replay that was killed before it could move
   * or delete it (writing one takes seconds).
   */
  static final java.time.Duration ABANDONED_AFTER = java.time.Duration.ofHours(1);

  private final Path file;
  private Path writing;
  private boolean claimed;

  private WorkerArchive(Path file) {
    this.file = file;
  }

  /**
   * The archive for this JVM's JDK and class path in {@code dir}, or null where there can be none:
   * not a HotSpot JVM, or the user's worker options set class-data sharing.
   */
  static WorkerArchive in(Path dir, List<String> userJvmArgs) {
    String vm = System.getProperty("java.vm.name", "");
    if (dir == null || !(vm.contains("HotSpot") || vm.contains("OpenJDK"))) {
      return null;
    }
    for (String arg : userJvmArgs) {
      if (arg.startsWith("-Xshare")
          || arg.contains("SharedArchiveFile")
          || arg.contains("ArchiveClassesAtExit")) {
        return null;
      }
    }
    return new WorkerArchive(dir.resolve(PREFIX + key() + SUFFIX));
  }

  /** The default place: the user's cache directory, as XDG names it. */
  static Path defaultDir() {
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base =
        xdg != null && !xdg.isBlank()
            ? Path.of(xdg)
            : Path.of(System.getProperty("user.home"), ".cache");
    return base.resolve("iobench").resolve("worker-cds");
  }

  /**
   * A worker's JVM options for the archive, and whether that worker writes it.
   *
   * @param jvmArgs the options to add to the worker's command
   * @param writes whether the worker writes the archive as it exits: {@link #written} is then to be
   *     called once it has
   */
  record Options(List<String> jvmArgs, boolean writes) {
    static final Options NONE = new Options(List.of(), false);
  }

  /**
   * Options for the next worker: use the archive when there is one; else, for the first worker of
   * this replay, write it at exit ({@link #written} then moves it into place).
   */
  synchronized Options options() {
    if (Files.isRegularFile(file)) {
      return new Options(List.of("-XX:SharedArchiveFile=" + file), false);
    }
    if (claimed) {
      return Options.NONE;
    }
    claimed = true;
    try {
      Files.createDirectories(file.getParent());
      writing = Files.createTempFile(file.getParent(), PREFIX, TEMPORARY);
      Files.delete(writing);
    } catch (IOException | SecurityException e) {
      return Options.NONE;
    }
    return new Options(List.of("-XX:ArchiveClassesAtExit=" + writing), true);
  }

  /**
   * Called once the worker that was to write the archive has exited: moves it into place if it
   * exited by itself and deletes the archives of other class paths and JDKs. Best effort: without
   * an archive the workers only start more slowly.
   */
  synchronized void written(boolean exitedCleanly) {
    Path done = writing;
    writing = null;
    if (done == null || !Files.isRegularFile(done)) {
      return;
    }
    if (!exitedCleanly) {
      // Killed while it may have been writing: never keep half an archive.
      try {
        Files.deleteIfExists(done);
      } catch (IOException ignored) {
        // The next replay writes another under another name.
      }
      return;
    }
    try {
      Files.move(done, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      try (var stale = Files.list(file.getParent())) {
        for (Path p : (Iterable<Path>) stale::iterator) {
          String name = p.getFileName().toString();
          if (name.startsWith(PREFIX) && name.endsWith(SUFFIX) && !p.equals(file)) {
            Files.deleteIfExists(p);
          } else if (name.startsWith(PREFIX) && name.endsWith(TEMPORARY) && abandoned(p)) {
            Files.deleteIfExists(p);
          }
        }
      }
    } catch (IOException | SecurityException e) {
      try {
        Files.deleteIfExists(done);
      } catch (IOException ignored) {
        // Nothing more to do: the next replay writes another.
      }
    }
  }

  private static boolean abandoned(Path temporary) throws IOException {
    return Files.getLastModifiedTime(temporary)
        .toInstant()
        .isBefore(java.time.Instant.now().minus(ABANDONED_AFTER));
  }

  /**
   * The JDK and every class path entry with its size and time: a rebuilt jar or another JDK gets
   * another archive.
   */
  private static String key() {
    StringBuilder k =
        new StringBuilder(System.getProperty("java.home"))
            .append('|')
            .append(System.getProperty("java.vm.version"));
    for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
      File f = new File(entry);
      k.append('|')
          .append(f.getAbsolutePath())
          .append(':')
          .append(f.length())
          .append(':')
          .append(f.lastModified());
    }
    return String.format(Locale.ROOT, "%016x", fnv64(k.toString()));
  }

  private static long fnv64(String s) {
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < s.length(); i++) {
      h ^= s.charAt(i);
      h *= 0x100000001b3L;
    }
    return h;
  }
}
