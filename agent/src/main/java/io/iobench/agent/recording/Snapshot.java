package io.iobench.agent.recording;

import io.iobench.format.RecordedOp;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/** A merged copy of a recording, grouped by absolute path, ready to be written. */
public final class Snapshot {
  final Recording recording;
  final long takenAtNanos = System.nanoTime();
  final long takenAtMillis = System.currentTimeMillis();
  final int liveThreads;
  final int slotsUsed;

  /** Per path, the merged statistics of each operation (null where the op never happened). */
  final List<FileView> files;

  Snapshot(Recording recording, Map<Integer, OpStats[]> byFileId, int liveThreads, int slotsUsed) {
    this.recording = recording;
    this.liveThreads = liveThreads;
    this.slotsUsed = slotsUsed;
    Map<String, FileView> byPath = new TreeMap<>();
    for (Map.Entry<Integer, OpStats[]> e : byFileId.entrySet()) {
      FileEntry entry = recording.files.get(e.getKey());
      FileView view = byPath.computeIfAbsent(entry.path, p -> new FileView(entry));
      view.add(e.getValue());
    }
    this.files = Collections.unmodifiableList(new ArrayList<>(byPath.values()));
  }

  /** One operation on one file, as {@link #forEachOp} gives it. */
  public interface OpVisitor {
    /**
     * @param latency the timed calls' latencies (ns), a copy
     */
    void op(String path, RecordedOp op, long calls, long bytes, Histogram latency);
  }

  /** Every operation of every file, file by file in path order. */
  public void forEachOp(OpVisitor visitor) {
    for (FileView f : files) {
      for (int i = 0; i < f.ops.length; i++) {
        OpStats s = f.ops[i];
        if (s != null) {
          visitor.op(f.entry.path, RecordedOp.of(i), s.calls, s.bytes, s.latency.toHistogram());
        }
      }
    }
  }

  /**
   * One path's operations. Entries with the same absolute path (relative and absolute names) merge.
   */
  static final class FileView {
    final FileEntry entry;
    final OpStats[] ops;

    FileView(FileEntry entry) {
      this.entry = entry;
      this.ops = new OpStats[io.iobench.format.RecordedOp.count()];
    }

    void add(OpStats[] row) {
      for (int op = 0; op < row.length; op++) {
        OpStats s = row[op];
        if (s == null) {
          continue;
        }
        if (ops[op] == null) {
          ops[op] = s;
        } else {
          ops[op].mergeFrom(s);
        }
      }
    }
  }
}
