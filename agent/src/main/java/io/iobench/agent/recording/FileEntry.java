package io.iobench.agent.recording;

import io.iobench.format.FileKind;
import io.iobench.format.RecordedOp;
import java.util.Arrays;

/** One recorded file (or descriptor, or the aggregate of files over the limit). */
final class FileEntry {
  final int id;

  /** Absolute path, or a label in angle brackets for entries that are not a named file. */
  final String path;

  final FileKind kind;

  /** Slots shared by all threads once the per-thread slot budget is used up. */
  private final OpStats[] shared = new OpStats[RecordedOp.count()];

  FileEntry(int id, String path, FileKind kind) {
    this.id = id;
    this.path = path;
    this.kind = kind;
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
