package io.iobench.format;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The file systems mounted on this machine as {@code /proc/self/mountinfo} lists them, and which
 * one holds a path: the mount whose mount point is the longest prefix of the path's absolute,
 * normalised form. A path that no longer exists still resolves by its prefix. Where there is no
 * mount table (not Linux), the JDK's {@link FileStore} of the nearest existing directory stands in.
 * Runs inside the observed app (the agent's profile writer): loads on Java 11, and every failure is
 * an unknown file system, never an exception.
 */
public final class MountTable {
  private static final Path MOUNTINFO = Paths.get("/proc/self/mountinfo");

  /** In mount order: a later mount on the same point hides an earlier one. */
  private final List<MountedFileSystem> mounts;

  private MountTable(List<MountedFileSystem> mounts) {
    this.mounts = mounts;
  }

  /** This process's mount table, or an empty one (resolving through the JDK) where none is read. */
  public static MountTable current() {
    try {
      if (Files.isReadable(MOUNTINFO)) {
        return parse(Files.readAllLines(MOUNTINFO, StandardCharsets.UTF_8));
      }
    } catch (IOException | RuntimeException e) {
      // Unreadable: the JDK's file stores stand in.
    }
    return new MountTable(Collections.<MountedFileSystem>emptyList());
  }

  /** A table of {@code mountinfo} lines; lines it cannot read are left out. */
  public static MountTable parse(List<String> lines) {
    List<MountedFileSystem> mounts = new ArrayList<>();
    for (String line : lines) {
      MountedFileSystem m = parseLine(line);
      if (m != null) {
        mounts.add(m);
      }
    }
    return new MountTable(mounts);
  }

  /**
   * One line: {@code id parent major:minor root mountPoint options [optional...] - type source
   * superOptions}. The mount point has its spaces, tabs, newlines and backslashes escaped in octal
   * ({@code \040}).
   */
  static MountedFileSystem parseLine(String line) {
    String[] fields = line.trim().split(" ");
    int separator = -1;
    for (int i = 6; i < fields.length; i++) {
      if (fields[i].equals("-")) {
        separator = i;
        break;
      }
    }
    if (fields.length < 5 || separator < 0 || separator + 1 >= fields.length) {
      return null;
    }
    String point = unescape(fields[4]);
    if (!point.startsWith("/")) {
      return null;
    }
    return new MountedFileSystem(unescape(fields[separator + 1]), point);
  }

  /** Octal escapes ({@code \040} a space) back to their characters. */
  static String unescape(String field) {
    if (field.indexOf('\\') < 0) {
      return field;
    }
    StringBuilder out = new StringBuilder(field.length());
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      if (c == '\\' && isOctal(field, i + 1)) {
        out.append((char) Integer.parseInt(field.substring(i + 1, i + 4), 8));
        i += 3;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static boolean isOctal(String s, int from) {
    if (from + 3 > s.length()) {
      return false;
    }
    for (int i = from; i < from + 3; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '7') {
        return false;
      }
    }
    return true;
  }

  /** Every mount of the table, in mount order; empty where there is no table. */
  public List<MountedFileSystem> mounts() {
    return Collections.unmodifiableList(mounts);
  }

  /**
   * The file system that holds {@code path} (absolute, or against the working directory), or null
   * when it cannot be told.
   */
  public MountedFileSystem fileSystemOf(String path) {
    try {
      return ofNormal(Paths.get(path).toAbsolutePath().normalize());
    } catch (InvalidPathException | IOException | SecurityException e) {
      return null;
    }
  }

  private MountedFileSystem ofNormal(Path normal) throws IOException {
    Path real = real(normal);
    return mounts.isEmpty() ? fromFileStore(real) : longestPrefix(real.toString());
  }

  /**
   * What {@link #fileSystemOf} tells, for the many files of one profile write: each directory's
   * real path is read once, and a file in it that is not a symbolic link is resolved by its name
   * under that path, with one {@code lstat} and no other call of the file system, where {@link
   * #fileSystemOf} costs each file an {@code exists} and a {@code realpath} of every name of its
   * path: a build's profile resolves a thousand files at its exit. Not thread-safe: one writer uses
   * it.
   */
  public Function<String, MountedFileSystem> byDirectory() {
    return mounts.isEmpty() ? this::fileSystemOf : new ByDirectory();
  }

  /** Where a directory's real path cannot be read; compared by identity. */
  private static final Path UNREAD = Paths.get("unread");

  private final class ByDirectory implements Function<String, MountedFileSystem> {
    /** Per directory, its real path; {@link #UNREAD} where it is gone or cannot be read. */
    private final Map<Path, Path> realPaths = new HashMap<>();

    @Override
    public MountedFileSystem apply(String path) {
      try {
        Path normal = Paths.get(path).toAbsolutePath().normalize();
        Path parent = normal.getParent();
        Path name = normal.getFileName();
        if (parent == null || name == null || Files.isSymbolicLink(normal)) {
          return ofNormal(normal);
        }
        Path real = realPaths.get(parent);
        if (real == null) {
          real = realPathOf(parent);
          realPaths.put(parent, real);
        }
        if (real == UNREAD) {
          // The nearest existing parent decides, as fileSystemOf reads it.
          return ofNormal(normal);
        }
        return longestPrefix(real.resolve(name).toString());
      } catch (InvalidPathException | IOException | SecurityException e) {
        return null;
      }
    }
  }

  /** A directory's real path, or {@link #UNREAD}. */
  private static Path realPathOf(Path directory) {
    try {
      return directory.toRealPath();
    } catch (IOException | SecurityException e) {
      return UNREAD;
    }
  }

  /** The mount of the longest mount point that is {@code path} or one of its parents. */
  MountedFileSystem longestPrefix(String path) {
    MountedFileSystem found = null;
    for (MountedFileSystem m : mounts) {
      if (under(path, m.mountPoint())
          && (found == null || m.mountPoint().length() >= found.mountPoint().length())) {
        found = m;
      }
    }
    return found;
  }

  private static boolean under(String path, String point) {
    if (point.equals("/")) {
      return path.startsWith("/");
    }
    return path.startsWith(point)
        && (path.length() == point.length() || path.charAt(point.length()) == '/');
  }

  /**
   * The path with its existing part's links resolved (a link may lead to another file system), its
   * missing rest kept as it is.
   */
  private static Path real(Path normal) {
    Path existing = normal;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing == null) {
      return normal;
    }
    try {
      return existing.toRealPath().resolve(existing.relativize(normal));
    } catch (IOException | SecurityException e) {
      return normal;
    }
  }

  /**
   * The JDK's view of the nearest existing directory: its type, and its mount point from the
   * store's text, {@code "/mnt/data (/dev/sdb1)"} on Unix.
   */
  private static MountedFileSystem fromFileStore(Path normal) throws IOException {
    Path existing = normal;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing == null) {
      return null;
    }
    FileStore store = Files.getFileStore(existing);
    String text = store.toString();
    int open = text.lastIndexOf(" (");
    String point = open > 0 ? text.substring(0, open) : text;
    return new MountedFileSystem(store.type(), point);
  }
}
