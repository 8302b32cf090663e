package io.iobench.agent.recording;

import io.iobench.agent.config.AgentConfig;
import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.RecorderFactory;
import io.iobench.format.RecordedOp;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The whole recording of one JVM: the file table, the per-thread recorders, and what dead threads
 * left behind. {@link #snapshot()} merges it all into a consistent-enough copy for the writer.
 *
 * <pre>
 * Recording recording = new Recording(config, System.err::println);
 * IoDispatch.install(recording, recording.fallbackRecorder());
 * ...
 * Snapshot s = recording.snapshot();
 * </pre>
 */
public final class Recording implements RecorderFactory {
  /**
   * Distinct values of a key that make its histogram a real HdrHistogram: a warm-up that records as
   * many loads HdrHistogram's classes before any app's call needs them.
   */
  public static final int VALUES_TO_PROMOTE = CompactHistogram.PAIRS + 1;

  final AgentConfig config;
  final FileTable files;
  final MappedBuffers mapped = new MappedBuffers();
  final int samplePeriod;

  /** At most about one call in this many has its stack walked, once a key has been seen a while. */
  final int siteSamplePeriod = 8192;

  /** Which frames of a call path are the app's. */
  final FrameRoles frameRoles;

  final CallPathTable callPaths = new CallPathTable();

  /** The library methods the app's calls entered on the way to a file, to count its calls by. */
  public final LibraryEntries libraryEntries = new LibraryEntries();

  private final int maxSlots;
  private final AtomicInteger slots = new AtomicInteger();
  private final ConcurrentLinkedQueue<ThreadRecorder> live = new ConcurrentLinkedQueue<>();
  private final Map<Integer, OpStats[]> retired = new LinkedHashMap<>();
  private final AtomicBoolean failureReported = new AtomicBoolean();
  private final Consumer<String> errorLine;
  final long startEpochMillis = System.currentTimeMillis();
  final long startNanos = System.nanoTime();

  /** What a thread's walks of the stack are charged by; set before the hooks are installed. */
  WalkClock walkClock = WalkClock.NONE;

  /** Where calls JFR has no event for go; set before the hooks are installed, if at all. */
  volatile CallEvents callEvents = CallEvents.NONE;

  public Recording(AgentConfig config, Consumer<String> errorLine) {
    this.config = config;
    this.errorLine = errorLine;
    this.files = new FileTable(new PathFilter(config.includes, config.excludes), config.maxFiles);
    this.samplePeriod = config.timeAllCalls ? 1 : config.samplePeriod;
    this.maxSlots = Math.max(64, config.maxFiles);
    this.frameRoles = new FrameRoles(config.appPackages);
  }

  /** Charges the threads' walks by {@code clock} from their recorders' start on. */
  public void chargeWalksBy(WalkClock clock) {
    walkClock = clock;
  }

  @Override
  public CallRecorder newRecorder(Thread thread) {
    ThreadRecorder recorder = new ThreadRecorder(this, thread);
    live.add(recorder);
    return recorder;
  }

  /** A recorder that records nothing, for a thread whose recorder could not be created. */
  public CallRecorder fallbackRecorder() {
    return NoRecorder.INSTANCE;
  }

  /**
   * Records nothing. A class of its own, not an anonymous one, because the dispatcher keeps it
   * after the recording stops: it must not hold on to the recording.
   */
  private static final class NoRecorder extends CallRecorder {
    static final NoRecorder INSTANCE = new NoRecorder();

    @Override
    public void begin(io.iobench.bootstrap.ThreadState state, String path, int op, Object stream) {
      state.slot = null;
      state.timed = false;
    }

    @Override
    public void end(io.iobench.bootstrap.ThreadState state, long result, Throwable thrown) {}

    @Override
    public void mapped(io.iobench.bootstrap.ThreadState state, Object buffer) {}
  }

  /**
   * Live per-thread slots hold one unit of this budget each. Past it, threads share one
   * synchronized slot per key; shared and retired slots are bounded by the number of keys, which
   * maxfiles bounds, so together with the per-thread row limit the agent's memory is bounded.
   */
  boolean reserveSlot() {
    if (slots.incrementAndGet() <= maxSlots) {
      return true;
    }
    slots.decrementAndGet();
    return false;
  }

  /** Hands a thread's slots to the retired totals and empties its table (the thread calls this). */
  synchronized void flush(ThreadRecorder r) {
    forEachOwnSlot(r, this::retire);
    r.clearAfterFlush();
  }

  /**
   * The first slot of a key becomes its retired total, later ones merge into it; either way it
   * leaves the live budget.
   */
  private void retire(OpStats s) {
    OpStats[] row = retired.computeIfAbsent(s.file.id, id -> new OpStats[RecordedOp.count()]);
    if (row[s.op()] == null) {
      s.threads = Math.max(1, s.threads);
      row[s.op()] = s;
    } else {
      row[s.op()].mergeFrom(s);
    }
    slots.decrementAndGet();
  }

  FileEntry mappedFileOf(Object buffer) {
    FileEntry e = mapped.fileOf(buffer);
    return e != null ? e : files.unknownMapping;
  }

  /** Reports the first internal failure on one stderr line; recording goes on where it can. */
  public void failed(Throwable t) {
    if (failureReported.compareAndSet(false, true)) {
      errorLine.accept("iobench: internal error, some calls may be missing from the profile: " + t);
    }
  }

  /** Folds the recorders of finished threads into the retired totals and frees their slots. */
  public synchronized void retireDeadThreads() {
    for (ThreadRecorder r : live) {
      Thread t = r.thread.get();
      if (t == null || !t.isAlive()) {
        live.remove(r);
        flush(r);
      }
    }
  }

  /** Stack walks taken for call paths so far, over every key: for tools and benchmarks. */
  public long callPathWalks() {
    long walks = 0;
    for (Snapshot.FileView f : snapshot().files) {
      for (OpStats s : f.ops) {
        walks += s == null ? 0 : s.callPaths.samples;
      }
    }
    return walks;
  }

  /** A merged copy of everything recorded so far. */
  public synchronized Snapshot snapshot() {
    retireDeadThreads();
    Map<Integer, OpStats[]> merged = new LinkedHashMap<>();
    for (OpStats[] row : retired.values()) {
      for (OpStats s : row) {
        if (s != null) {
          mergeInto(merged, s);
        }
      }
    }
    // Threads flush under this lock, so a slot is either in a live table or retired, never both.
    for (ThreadRecorder r : live) {
      forEachOwnSlot(r, s -> mergeInto(merged, s));
    }
    for (int id = 0; id < files.size(); id++) {
      for (OpStats s : files.get(id).sharedSlots()) {
        if (s != null) {
          synchronized (s) {
            mergeInto(merged, s);
          }
        }
      }
    }
    return new Snapshot(this, merged, live.size(), slots.get());
  }

  /**
   * Sends each call of the {@linkplain CallEvents#isEventOp event operations} to {@code events},
   * timed (or to none with {@link CallEvents#NONE}).
   */
  public void callEvents(CallEvents events) {
    this.callEvents = events;
  }

  /**
   * Gives back what the recording holds, once its profile has been written for the last time. Each
   * thread that recorded keeps its recorder until its first call of a later recording (the
   * dispatcher's per-thread state refers to it and to this recording, and only the thread itself
   * may change that state), so the recorders and this recording are emptied rather than dropped: a
   * thread then keeps a few KiB, not the files it saw.
   */
  public synchronized void release() {
    for (ThreadRecorder r : live) {
      r.clearAfterFlush();
    }
    live.clear();
    retired.clear();
    files.clear();
    callPaths.clear();
    mapped.clear();
  }

  private static void forEachOwnSlot(ThreadRecorder r, Consumer<OpStats> action) {
    for (ThreadRecorder.Row row : r.rows) {
      if (row == null) {
        continue;
      }
      for (OpStats s : row.slots) {
        if (s != null && !s.shared()) {
          action.accept(s);
        }
      }
    }
  }

  private void mergeInto(Map<Integer, OpStats[]> target, OpStats s) {
    OpStats[] row = target.computeIfAbsent(s.file.id, id -> new OpStats[RecordedOp.count()]);
    OpStats acc = row[s.op()];
    if (acc == null) {
      acc = new OpStats(s.file, s.op(), false);
      row[s.op()] = acc;
    }
    try {
      acc.mergeFrom(s);
    } catch (RuntimeException racingWriter) {
      // A live thread resized a histogram while we copied it; the next snapshot will have it.
    }
  }
}
