package io.iobench.agent.recording;

import io.iobench.format.FileKind;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import jdk.internal.vm.annotation.DontInline;

/**
 * The files seen so far, each with a small dense id that per-thread tables index. The number of
 * entries is capped; further files are counted under one labelled overflow entry so memory stays
 * bounded whatever the app touches.
 */
final class FileTable {
  static final String OVERFLOW_LABEL = "<other files: over the maxfiles limit>";
  static final String UNKNOWN_MAPPING_LABEL = "<mapped buffer of an unknown file>";

  private final ConcurrentHashMap<String, FileEntry> byKey = new ConcurrentHashMap<>();
  private final PathFilter filter;
  private final int maxFiles;
  private volatile FileEntry[] entries = new FileEntry[64];
  private volatile int size;

  /** Named files and descriptors in the table, the labelled aggregates not included. */
  private volatile int files;

  final FileEntry overflow;
  final FileEntry unknownMapping;

  /** Files that went to the overflow entry (counted once per lookup miss, an upper bound). */
  volatile long overflowLookups;

  FileTable(PathFilter filter, int maxFiles) {
    this.filter = filter;
    this.maxFiles = maxFiles;
    this.overflow = add(null, OVERFLOW_LABEL, FileKind.OVERFLOW);
    this.unknownMapping = add(null, UNKNOWN_MAPPING_LABEL, FileKind.MAPPED_UNKNOWN);
  }

  /** The entry for a path as the JDK class holds it; null when the filter excludes it. */
  FileEntry lookup(String key) {
    FileEntry e = byKey.get(key);
    if (e != null) {
      return e == EXCLUDED ? null : e;
    }
    return lookUpNew(key);
  }

  /** A key seen for the first time: its path made absolute and filtered, its entry made. */
  @DontInline
  private FileEntry lookUpNew(String key) {
    boolean descriptor = key.startsWith("<");
    String path = descriptor ? key : absolute(key);
    if (!filter.accepts(path)) {
      if (files < maxFiles) {
        byKey.putIfAbsent(key, EXCLUDED);
      }
      return null;
    }
    if (files >= maxFiles) {
      overflowLookups++;
      return overflow;
    }
    return create(key, path, descriptor ? FileKind.DESCRIPTOR : FileKind.FILE);
  }

  private synchronized FileEntry create(String key, String path, FileKind kind) {
    FileEntry e = byKey.get(key);
    if (e != null) {
      return e;
    }
    if (files >= maxFiles) {
      return overflow;
    }
    files++;
    return add(key, path, kind);
  }

  private synchronized FileEntry add(String key, String path, FileKind kind) {
    FileEntry e = new FileEntry(size, path, kind);
    FileEntry[] current = entries;
    if (size == current.length) {
      current = Arrays.copyOf(current, current.length * 2);
    }
    current[size] = e;
    entries = current;
    size++;
    if (key != null) {
      byKey.put(key, e);
    }
    return e;
  }

  /** Forgets every file and what was counted for them, when the recording is over. */
  synchronized void clear() {
    byKey.clear();
    overflow.clearShared();
    unknownMapping.clearShared();
    FileEntry[] kept = new FileEntry[64];
    kept[overflow.id] = overflow;
    kept[unknownMapping.id] = unknownMapping;
    entries = kept;
    size = 2;
    files = 0;
  }

  /** Entries including the labelled aggregates; ids run from 0 to size() - 1. */
  int size() {
    return size;
  }

  int files() {
    return files;
  }

  FileEntry get(int id) {
    return entries[id];
  }

  static String absolute(String path) {
    if (isAbsoluteAndNormal(path)) {
      return path;
    }
    try {
      return Paths.get(path).toAbsolutePath().normalize().toString();
    } catch (RuntimeException e) {
      return path;
    }
  }

  /**
   * Whether {@code path} is already what {@link #absolute} makes of it, told without making a
   * {@code Path}: absolute where the separator is '/', of printable ASCII (which the path's bytes
   * give back unchanged), with no empty, "." or ".." name and no separator at its end. Most paths
   * an app opens are (a build's thousands of sources and classes), and parsing each new one into a
   * path and back cost a build's main thread some 15 ms.
   */
  static boolean isAbsoluteAndNormal(String path) {
    int n = path.length();
    if (!SLASH_SEPARATED || n < 2 || path.charAt(0) != '/' || path.charAt(n - 1) == '/') {
      return false;
    }
    int nameStart = 1;
    for (int i = 1; i <= n; i++) {
      char c = i < n ? path.charAt(i) : '/';
      if (c == '/') {
        int length = i - nameStart;
        if (length == 0
            || (path.charAt(nameStart) == '.'
                && (length == 1 || (length == 2 && path.charAt(nameStart + 1) == '.')))) {
          return false;
        }
        nameStart = i + 1;
      } else if (c < 0x20 || c > 0x7e) {
        return false;
      }
    }
    return true;
  }

  private static final boolean SLASH_SEPARATED = java.io.File.separatorChar == '/';

  /** Marks excluded paths in the lookup map, and mappings of excluded files. */
  static final FileEntry EXCLUDED = new FileEntry(-1, "<excluded>", FileKind.FILE);
}
