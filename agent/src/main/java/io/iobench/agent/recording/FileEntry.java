package io.iobench.agent.recording;

import io.iobench.format.FileKind;
import io.iobench.format.MountedFileSystem;
import io.iobench.format.RecordedOp;
import java.util.Arrays;
import java.util.function.Function;

/** One recorded file (or descriptor, or the aggregate of files over the limit). */
final class FileEntry {
  final int id;

  /** Absolute path, or a label in angle brackets for entries that are not a named file. */
  final String path;

  final FileKind kind;

  /**
   * Whether the file is a jar: the class path's, read by class loading on whichever thread loads a
   * class, or one an app reads through {@code ZipFile}, whose calls no change of the app's makes
   * fewer. Its calls are walked only when they prove hot or slow ({@link ThreadRecorder}).
   */
  final boolean jar;

  /**
   * The file system the file lives on, resolved by the profile writer the first time it writes the
   * entry (never on the app's calls); null until then, or when it could not be told.
   */
  private MountedFileSystem fileSystem;

  private boolean fileSystemResolved;

  /** Slots shared by all threads once the per-thread slot budget is used up. */
  private final OpStats[] shared = new OpStats[RecordedOp.count()];

  FileEntry(int id, String path, FileKind kind) {
    this.id = id;
    this.path = path;
    this.kind = kind;
    this.jar = path.endsWith(".jar");
  }

  /**
   * The file system the file lives on, resolved by {@code lookup} the first time it is asked for
   * and kept: a file does not move to another file system by being written to. Null when {@code
   * lookup} could not tell it.
   */
  synchronized MountedFileSystem fileSystem(Function<String, MountedFileSystem> lookup) {
    if (!fileSystemResolved) {
      fileSystemResolved = true;
      try {
        fileSystem = lookup.apply(path);
      } catch (RuntimeException | LinkageError e) {
        // Left out of the profile: the file's other fields are still written.
        fileSystem = null;
      }
    }
    return fileSystem;
  }

  synchronized OpStats sharedSlot(int op) {
    OpStats s = shared[op];
    if (s == null) {
      s = new OpStats(this, op, true);
      shared[op] = s;
    }
    return s;
  }

  synchronized void clearShared() {
    Arrays.fill(shared, null);
  }

  synchronized OpStats[] sharedSlots() {
    return shared.clone();
  }
}
