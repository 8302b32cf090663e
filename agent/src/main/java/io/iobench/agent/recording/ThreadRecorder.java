package io.iobench.agent.recording;

import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.Ops;
import io.iobench.bootstrap.ThreadState;
import java.lang.ref.WeakReference;
import java.util.Arrays;

/**
 * One thread's recording: plain single-writer slots, found through a last-path cache and a dense
 * table indexed by file id. Readers merge copies, so the hot path has no lock and no atomic.
 */
final class ThreadRecorder extends CallRecorder {
  private static final int ALWAYS_TIMED_CALLS = 16;
  private static final int ALWAYS_CAPTURED_SITES = 4;

  private final Recording recording;
  final WeakReference<Thread> thread;
  /** Rows of slots by file id; the array is replaced, never mutated in place, when it grows. */
  volatile Row[] rows = new Row[16];
  int slotCount;

  private String lastPath;
  private Row lastRow;
  private final PositionCache positions = new PositionCache();
  private long random;

  ThreadRecorder(Recording recording, Thread thread) {
    this.recording = recording;
    this.thread = new WeakReference<>(thread);
    this.random = System.nanoTime() | 1;
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
        slot.timeCountdown = nextGap(slot);
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
      if (slot != null) {
        recording.mapped.add(buffer, slot.file);
      }
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
      s.siteCountdown =
          s.callSites.captured < ALWAYS_CAPTURED_SITES - 1 ? 1 : recording.siteSamplePeriod;
      s.callSites.capture();
    }
  }

  /** Darshan-style pattern counters against the end of the previous access to the same key. */
  private void trackAccess(OpStats s, ThreadState state, long moved) {
    boolean positional = state.position >= 0;
    long offset = positional ? state.position : positions.get(state.stream);
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
      positions.put(state.stream, offset + moved);
    }
  }

  private long nextGap(OpStats slot) {
    int period = recording.samplePeriod;
    if (period <= 1 || slot.calls < ALWAYS_TIMED_CALLS) {
      return 1;
    }
    // xorshift: uniform gap in [1, 2*period-1], mean = period, no aliasing with periodic workloads
    long x = random;
    x ^= x << 13;
    x ^= x >>> 7;
    x ^= x << 17;
    random = x;
    return 1 + Long.remainderUnsigned(x, 2L * period - 1);
  }

  private Row rowOf(FileEntry entry) {
    if (entry == null) {
      return null;
    }
    Row[] current = rows;
    if (entry.id >= current.length) {
      current = Arrays.copyOf(current, Math.max(entry.id + 1, current.length * 2));
      rows = current;
    }
    Row row = current[entry.id];
    if (row == null) {
      row = new Row(entry);
      current[entry.id] = row;
    }
    return row;
  }

  private OpStats newSlot(Row row, int op) {
    OpStats slot;
    if (recording.reserveSlot()) {
      slot = new OpStats(row.entry, op, false);
      slot.firstNanos = System.nanoTime();
      slotCount++;
    } else {
      slot = row.entry.sharedSlot(op);
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
