package io.iobench.agent.recording;

import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.Ops;
import io.iobench.bootstrap.ThreadState;
import java.lang.ref.WeakReference;
import java.util.Arrays;

/**
 * One thread's recording: plain single-writer slots, found through a last-path cache and a small
 * open-addressing table of the files this thread used. Readers merge copies, so the hot path has
 * no lock and no atomic. When the table fills, its slots are handed to the recording's retired
 * totals and the table starts empty, so a thread costs bounded memory however many files it opens.
 */
final class ThreadRecorder extends CallRecorder {
  private static final int ALWAYS_CAPTURED_SITES = 4;

  private final Recording recording;
  final WeakReference<Thread> thread;
  static final int MAX_ROWS = 256;
  private static final int TABLE_SIZE = 512;

  /** Open-addressing table of rows; replaced by an empty one when flushed. */
  volatile Row[] rows = new Row[TABLE_SIZE];
  private int rowCount;

  private String lastPath;
  private Row lastRow;
  private final PositionCache positions = new PositionCache();
  private final LatencySampler sampler;

  ThreadRecorder(Recording recording, Thread thread) {
    this.recording = recording;
    this.thread = new WeakReference<>(thread);
    this.sampler = new LatencySampler(recording.samplePeriod, System.nanoTime());
  }

  @Override
  public void begin(ThreadState state, String path, int op) {
    try {
      Row row;
      if (op == Ops.MBB_FORCE || op == Ops.MBB_LOAD) {
        row = rowOf(recording.mappedFileOf(state.stream));
      } else if (path == lastPath) {
        row = lastRow;
      } else {
        row = rowOf(recording.files.lookup(path));
        lastPath = path;
        lastRow = row;
      }
      if (row == null) {
        state.slot = null;
        state.timed = false;
        return;
      }
      OpStats slot = row.slots[op];
      if (slot == null) {
        slot = newSlot(row, op);
      }
      state.slot = slot;
      if (--slot.timeCountdown <= 0) {
        slot.timeCountdown = sampler.nextGap(slot.calls);
        state.timed = true;
        state.startNanos = System.nanoTime();
      } else {
        state.timed = false;
      }
    } catch (Throwable t) {
      state.slot = null;
      state.timed = false;
      recording.failed(t);
    }
  }

  @Override
  public void end(ThreadState state, long result, Throwable thrown) {
    OpStats slot = (OpStats) state.slot;
    if (slot == null) {
      return;
    }
    long now = state.timed ? System.nanoTime() : 0;
    state.slot = null;
    try {
      if (slot.shared) {
        synchronized (slot) {
          record(slot, state, result, thrown, now);
        }
      } else {
        record(slot, state, result, thrown, now);
      }
    } catch (Throwable t) {
      recording.failed(t);
    }
  }

  @Override
  public void mapped(ThreadState state, Object buffer) {
    try {
      OpStats slot = (OpStats) state.slot;
      // A mapping of an excluded file is remembered too, so its force()/load() stay excluded.
      recording.mapped.add(buffer, slot != null ? slot.file : FileTable.EXCLUDED);
    } catch (Throwable t) {
      recording.failed(t);
    }
  }

  private void record(OpStats s, ThreadState state, long result, Throwable thrown, long now) {
    long moved;
    if (result == Ops.NESTED_BYTES) {
      // Also after an exception: readFully that hit EOF still moved what its reads returned.
      moved = state.levelBytes[1];
    } else if (thrown != null) {
      moved = 0;
    } else if (result == Ops.EOF) {
      s.eofs++;
      moved = 0;
    } else {
      moved = Math.max(0, result);
    }
    if (thrown != null) {
      s.errors++;
    }
    long requested = state.requested >= 0 ? state.requested : moved;
    s.record(moved, requested, state.timed ? now - state.startNanos : -1, now);
    s.bytes += moved;
    int kind = Ops.kind(s.op);
    if (kind == Ops.KIND_DATA) {
      if ((state.flags & 1) != 0) {
        s.directCalls++;
      }
      if (thrown == null) {
        s.sizes.add(requested);
        if (moved > 0) {
          trackAccess(s, state, moved);
        }
      }
    } else if (kind == Ops.KIND_MOVE && thrown == null) {
      long to = state.position >= 0 ? state.position : positions.get(state.stream) + moved;
      positions.put(state.stream, to);
    } else if (s.op == Ops.MBB_MAP && state.flags >= 0 && state.flags < s.mapModes.length) {
      s.mapModes[state.flags]++;
    }
    if (recording.config.callSites && --s.siteCountdown <= 0) {
      s.callSites.capture();
      s.siteCountdown = nextSiteGap(s.callSites.captured);
    }
  }

  /**
   * Walking the stack costs microseconds, so after the first few calls of a key the gap between
   * captures doubles up to the sample period: the hot path pays almost nothing on average, and a
   * call site that appears late in a long run is still seen.
   */
  private long nextSiteGap(long captured) {
    if (captured < ALWAYS_CAPTURED_SITES) {
      return 1;
    }
    long gap = 1L << Math.min(30, 64 - Long.numberOfLeadingZeros(captured));
    return Math.min(gap, recording.siteSamplePeriod);
  }

  /** Darshan-style pattern counters against the end of the previous access to the same key. */
  private void trackAccess(OpStats s, ThreadState state, long moved) {
    boolean positional = state.position >= 0;
    int streamId = positional ? 0 : PositionCache.idOf(state.stream);
    long offset = positional ? state.position : positions.get(streamId);
    long lastEnd = s.lastEnd;
    if (lastEnd >= 0) {
      if (offset >= lastEnd) {
        s.sequential++;
        if (offset == lastEnd) {
          s.consecutive++;
        } else {
          s.strides.add(offset - lastEnd);
        }
      } else {
        s.backward++;
        s.strides.add(offset - lastEnd);
      }
    }
    s.lastEnd = offset + moved;
    if (!positional) {
      positions.put(streamId, offset + moved);
    }
  }

  private Row rowOf(FileEntry entry) {
    if (entry == null || entry == FileTable.EXCLUDED) {
      return null;
    }
    Row[] table = rows;
    int mask = table.length - 1;
    int i = (entry.id * 0x9E3779B9) >>> 23 & mask;
    for (Row r = table[i]; r != null; r = table[i]) {
      if (r.entry == entry) {
        return r;
      }
      i = (i + 1) & mask;
    }
    if (rowCount >= MAX_ROWS) {
      recording.flush(this);
      return rowOf(entry);
    }
    Row row = new Row(entry);
    table[i] = row;
    rowCount++;
    return row;
  }

  /** Called by the recording, under its lock, once this thread's slots are handed over. */
  void clearAfterFlush() {
    rows = new Row[TABLE_SIZE];
    rowCount = 0;
    lastPath = null;
    lastRow = null;
  }

  private OpStats newSlot(Row row, int op) {
    OpStats slot;
    if (recording.reserveSlot()) {
      slot = new OpStats(row.entry, op, false);
      slot.firstNanos = System.nanoTime();
    } else {
      slot = recording.sharedSlot(row.entry, op);
      synchronized (slot) {
        if (slot.firstNanos == 0) {
          slot.firstNanos = System.nanoTime();
        }
      }
    }
    row.slots[op] = slot;
    return slot;
  }

  /** The slots of one file on this thread, by operation. */
  static final class Row {
    final FileEntry entry;
    final OpStats[] slots = new OpStats[Ops.count()];

    Row(FileEntry entry) {
      this.entry = entry;
    }
  }
}
