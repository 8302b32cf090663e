package io.iobench.agent.recording;

import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import io.iobench.format.RecordedOp;
import java.lang.ref.WeakReference;
import java.util.Arrays;
import jdk.internal.vm.annotation.DontInline;

/**
 * One thread's recording: plain single-writer slots, found through a last-path cache and a small
 * open-addressing table of the files this thread used. Readers merge copies, so the hot path has no
 * lock and no atomic. When the table fills, its slots are handed to the recording's retired totals
 * and the table starts empty, so a thread costs bounded memory however many files it opens.
 *
 * <p>C2 inlines the recording into each instrumented method of the JDK it compiles. The rare paths
 * (a walk, a file or key new to the thread) are therefore {@link DontInline}: inlined, they made a
 * compile of {@code RandomAccessFile.read} twice as large and three times as long.
 */
final class ThreadRecorder extends CallRecorder {
  /** The operations recorded apart from the rest, as the numbers the advice passes. */
  private static final int MBB_MAP = RecordedOp.MBB_MAP.ordinal();

  private static final int MBB_FORCE = RecordedOp.MBB_FORCE.ordinal();
  private static final int MBB_LOAD = RecordedOp.MBB_LOAD.ordinal();
  private static final int MBB_MAP_SEGMENT = RecordedOp.MBB_MAP_SEGMENT.ordinal();
  private static final int FOS_OPEN = RecordedOp.FOS_OPEN.ordinal();
  private static final int FOS_TRUNCATE = RecordedOp.FOS_TRUNCATE.ordinal();
  private static final int FOS_WRITE = RecordedOp.FOS_WRITE.ordinal();

  /** Per op ordinal: whether its calls go to the {@link CallEvents}. */
  private static final boolean[] EVENT_OPS = eventOps();

  private static final int ALWAYS_CAPTURED_SITES = 4;

  /**
   * The time every thread may spend walking before its walks are held to their share, counted by
   * the {@link WalkClock}: CPU time, so that a walk waiting for a core does not spend it.
   */
  static final long WALK_GRACE_NANOS = 40_000_000;

  /** The part of a thread's time its walks of operations' first calls may take. */
  static final long WALK_SHARE = 128;

  /**
   * The keys of a thread whose first call is walked whole whatever its walks have cost: an app of a
   * few hundred files keeps the app's frame for each, however slow its first walks were (a JVM's
   * first walks run cold and read the jars' metadata); a build of thousands walks the rest short.
   * An app reached through libraries needs that many: its own files come after the many keys of its
   * start (the JDK's and the libraries' reads), and a walk cut short loses their app frame.
   */
  static final int ALWAYS_WALKED_KEYS = 256;

  /**
   * A call at least this slow, or one that takes a key's calls the walks skipped to this much, is
   * walked whole whatever the thread's walks have cost: its walk, some hundred microseconds cold,
   * is a small part of the time it explains, and a file of a few slow calls may be the one whose
   * change matters. The replay picks the files of most time, so those have a path: a short run's
   * late files, past the thread's shares, would otherwise be of unknown code (an engine's fsyncs of
   * a third of a millisecond each, walked at their fourth).
   */
  static final long SLOW_CALL_NANOS = 1_000_000;

  /** The time a thread's short walks may take before they are held to their own share. */
  static final long SHORT_WALK_GRACE_NANOS = 25_000_000;

  /**
   * The part of a thread's time its short walks may take: a build makes thousands of keys, each
   * first call of which a short walk would otherwise cost as much as the rest of the recording.
   */
  static final long SHORT_WALK_SHARE = 512;

  private final Recording recording;
  final WeakReference<Thread> thread;
  static final int MAX_ROWS = 256;
  private static final int TABLE_SIZE = 512;

  /** Open-addressing table of rows; replaced by an empty one when flushed. */
  volatile Row[] rows = new Row[TABLE_SIZE];

  private int rowCount;

  private final boolean callSites;
  private String lastPath;
  private Row lastRow;
  private int lastOp = -1;
  private OpStats lastSlot;

  /** The slot and stream of the current run of stream calls, whose position is runSlot.lastEnd. */
  private OpStats runSlot;

  private int runStream;
  private final PositionCache positions = new PositionCache();
  private final LatencySampler sampler;

  /** When this recorder started, and the time its walks of the stack have taken since. */
  private final long startNanos;

  /** Package-private for tests, which put a thread over its share. */
  long walkNanos;

  /** The part of {@link #walkNanos} that short walks took; package-private for tests. */
  long shortWalkNanos;

  /** The keys whose first call this thread walked; package-private for tests. */
  int firstWalks;

  /**
   * Where the calls JFR has no event for go, each timed; fixed when the thread's recorder starts.
   */
  private final CallEvents callEvents;

  /** What this thread's walks are charged ({@link WalkClock}). */
  private final WalkClock walkClock;

  ThreadRecorder(Recording recording, Thread thread) {
    this.recording = recording;
    this.thread = new WeakReference<>(thread);
    this.startNanos = System.nanoTime();
    this.sampler = new LatencySampler(recording.samplePeriod, startNanos);
    this.callSites = recording.config.callSites;
    this.callEvents = recording.callEvents;
    this.walkClock = recording.walkClock;
  }

  private static boolean[] eventOps() {
    boolean[] ops = new boolean[RecordedOp.count()];
    for (RecordedOp op : RecordedOp.values()) {
      ops[op.ordinal()] = CallEvents.isEventOp(op);
    }
    return ops;
  }

  @Override
  public void begin(ThreadState state, String path, int op, Object stream) {
    try {
      OpStats slot;
      if (path == lastPath && op == lastOp) {
        slot = lastSlot;
      } else {
        slot = lookUp(path, op, stream);
      }
      if (state.slot != slot) {
        state.slot = slot;
      }
      if (slot == null) {
        state.timed = false;
      } else if (--slot.timeCountdown <= 0) {
        slot.timeCountdown = sampler.nextGap(slot.calls);
        state.timed = true;
        state.startNanos = System.nanoTime();
      } else if (callEvents != CallEvents.NONE && EVENT_OPS[op]) {
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

  /** The slot for a call that missed the last-key cache; null when the file is excluded. */
  private OpStats lookUp(String path, int op, Object stream) {
    Row row;
    boolean mapped = op == MBB_FORCE || op == MBB_LOAD;
    if (mapped) {
      row = rowOf(recording.mappedFileOf(stream));
    } else if (path == lastPath) {
      row = lastRow;
    } else {
      row = rowOf(recording.files.lookup(path));
    }
    OpStats slot = null;
    if (row != null) {
      slot = row.slots[op];
      if (slot == null) {
        slot = newSlot(row, op);
      }
    }
    if (!mapped) {
      // A mapped buffer's file comes from the buffer, not from the path: never cache those.
      lastPath = path;
      lastRow = row;
      lastOp = op;
      lastSlot = slot;
    }
    return slot;
  }

  @Override
  public void end(ThreadState state, long result, Throwable thrown) {
    OpStats slot = (OpStats) state.slot;
    if (slot == null) {
      return;
    }
    long now = state.timed ? System.nanoTime() : 0;
    try {
      if (slot.op() == FOS_OPEN) {
        // The open's result is the bytes it truncated: an open moves none, a truncation them.
        recordIn(slot, state, 0, thrown, now);
        if ((state.flags & ThreadState.APPENDING) != 0 && thrown == null) {
          appending(slot, state);
        }
        if (result > 0 && thrown == null) {
          Row row = rowOf(slot.file);
          if (row != null) {
            OpStats truncate = row.slots[FOS_TRUNCATE];
            recordIn(
                truncate != null ? truncate : newSlot(row, FOS_TRUNCATE), state, result, null, now);
          }
        }
      } else {
        recordIn(slot, state, result, thrown, now);
      }
    } catch (Throwable t) {
      recording.failed(t);
    }
  }

  /**
   * A stream opened to append writes where the file ends, which is where the last write of the file
   * through a stream that this recorder saw ended, as far as it knows: a file opened again per
   * record then shows its writes in order, not each going back to 0.
   */
  private void appending(OpStats open, ThreadState state) {
    Row row = rowOf(open.file);
    OpStats write = row == null ? null : row.slots[FOS_WRITE];
    if (write != null && write.lastEnd >= 0) {
      // The run of the stream before is put back first: its entry may share the new one's.
      endRun();
      positions.put(state.streamId, write.lastEnd);
    }
  }

  private void recordIn(OpStats slot, ThreadState state, long result, Throwable thrown, long now) {
    if (slot.shared()) {
      synchronized (slot) {
        record(slot, state, result, thrown, now);
      }
    } else {
      record(slot, state, result, thrown, now);
    }
  }

  @Override
  public void endReads(ThreadState state, long result, long reads, Throwable thrown) {
    OpStats slot = (OpStats) state.slot;
    if (slot == null) {
      return;
    }
    long now = state.timed ? System.nanoTime() : 0;
    try {
      if (slot.shared()) {
        synchronized (slot) {
          recordReads(slot, state, result, reads, thrown, now);
        }
      } else {
        recordReads(slot, state, result, reads, thrown, now);
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

  /** The common call (bytes moved, no error) stays small enough for the JIT to inline. */
  private void record(OpStats s, ThreadState state, long result, Throwable thrown, long now) {
    long moved = result < 0 || thrown != null ? unusualResult(s, state, result, thrown) : result;
    long requested = state.requested >= 0 ? state.requested : moved;
    s.record(moved, requested, state.timed ? now - state.startNanos : -1, now);
    if (state.libraryDepth > 0) {
      inLibraryCall(s, state, 1, moved);
    }
    if (s.isData()) {
      if ((state.flags & ThreadState.DIRECT_BUFFER) != 0) {
        s.directCalls++;
      }
      if (moved > 0 && thrown == null) {
        trackAccess(s, state, moved);
      }
    } else {
      recordOther(s, state, moved, thrown);
    }
    if (callEvents != CallEvents.NONE && state.timed && EVENT_OPS[s.op()]) {
      sendEvent(s, state, moved, now - state.startNanos);
    }
    // Counted on timed calls only, which every key's first calls are and a sample after them: the
    // untimed common call then pays nothing for call sites.
    if (state.timed && callSites && --s.siteCountdown <= 0) {
      captureSite(s, state, moved, 1, now - state.startNanos);
    }
  }

  /**
   * A method's call as the reads it made ({@link OpStats#recordReads}). Its place in the file is
   * tracked once, as one access of all its bytes: the reads within it follow one another, and the
   * pattern is that of the app's calls. A read that moved nothing without an error found the end of
   * the file.
   */
  private void recordReads(
      OpStats s, ThreadState state, long result, long reads, Throwable thrown, long now) {
    long moved = result < 0 || thrown != null ? unusualResult(s, state, result, thrown) : result;
    long latency = state.timed ? now - state.startNanos : -1;
    s.recordReads(reads, moved, latency, now);
    if (state.libraryDepth > 0) {
      inLibraryCall(s, state, reads, moved);
    }
    if (thrown == null && moved < reads) {
      // Reads of at most a byte each (readLine's): the ones that moved nothing found the end.
      s.eofs += reads - moved;
    }
    if (moved > 0 && thrown == null) {
      trackAccess(s, state, moved);
    }
    if (state.timed && callSites && --s.siteCountdown <= 0) {
      captureSite(s, state, moved, reads, latency);
    }
  }

  /**
   * A file call made inside the app's call into a library's method: counted with the slot, which is
   * kept for the library call's end; not counted where no place is left to keep it, so that the
   * calls and the library calls they are divided by stay of the same library calls.
   */
  private static void inLibraryCall(OpStats s, ThreadState state, long calls, long moved) {
    Object[] slots = state.librarySlots;
    int n = state.librarySlotCount;
    boolean kept = false;
    for (int i = 0; i < n && !kept; i++) {
      kept = slots[i] == s;
    }
    if (!kept && n < slots.length) {
      slots[n] = s;
      state.librarySlotCount = n + 1;
      kept = true;
    }
    if (kept) {
      s.callsInLibraryCalls += calls;
      s.bytesInLibraryCalls += moved;
    }
  }

  @Override
  public void endLibraryCall(ThreadState state, long nanos, long ownNanos) {
    Object[] slots = state.librarySlots;
    try {
      for (int i = 0; i < state.librarySlotCount; i++) {
        OpStats s = (OpStats) slots[i];
        if (s.shared()) {
          synchronized (s) {
            s.libraryCalls++;
            s.libraryNanos += nanos;
            s.addOwnTime(ownNanos);
          }
        } else {
          s.libraryCalls++;
          s.libraryNanos += nanos;
          s.addOwnTime(ownNanos);
        }
      }
    } catch (Throwable t) {
      recording.failed(t);
    } finally {
      Arrays.fill(slots, null);
      state.librarySlotCount = 0;
    }
  }

  private void sendEvent(OpStats s, ThreadState state, long moved, long nanos) {
    // Its first event loads JFR's classes from the JDK: iobench's own doing, not the app's.
    state.beginIgnored();
    try {
      int op = s.op();
      callEvents.call(
          RecordedOp.of(op),
          s.file.path,
          moved,
          nanos,
          op == MBB_MAP || op == MBB_MAP_SEGMENT ? state.flags : -1);
    } finally {
      state.endIgnored();
    }
  }

  private static long unusualResult(OpStats s, ThreadState state, long result, Throwable thrown) {
    if (thrown != null) {
      s.errors++;
    }
    if (result == IoDispatch.NESTED_BYTES) {
      // Also after an exception: readFully that hit EOF still moved what its reads returned.
      return state.nestedBytes();
    }
    if (thrown != null) {
      return 0;
    }
    if (result == IoDispatch.EOF) {
      s.eofs++;
    }
    return 0;
  }

  private void recordOther(OpStats s, ThreadState state, long moved, Throwable thrown) {
    if (s.movesPosition() && thrown == null) {
      endRun();
      int stream = state.streamId;
      positions.put(stream, state.position >= 0 ? state.position : positions.get(stream) + moved);
    } else if (s.op() == MBB_MAP && state.flags >= 0 && state.flags < s.mapModes.length) {
      s.mapModes[state.flags]++;
    }
  }

  /**
   * The walked call stands for the calls since the last walk of the key (their number is exact),
   * and its own bytes and latency for theirs: an unbiased estimate for each path, as the calls
   * walked are a random sample. A method's call recorded as its {@code reads} stands for them with
   * its bytes and latency shared among them.
   */
  @DontInline
  private void captureSite(
      OpStats s, ThreadState state, long moved, long reads, long latencyNanos) {
    boolean fewCalls = s.calls < LibraryEntries.MIN_CALLS;
    if (fewCalls && latencyNanos < SLOW_CALL_NANOS && s.file.jar) {
      // Class loading reads the class path's jars on any thread: walking their first calls would
      // spend the thread's walks before the app's own files.
      s.siteCountdown = nextSiteGap(0, s.calls);
      return;
    }
    long unwalked = s.unwalkedNanos + latencyNanos;
    boolean fastAndFew = fewCalls && unwalked < SLOW_CALL_NANOS;
    long walkStart = System.nanoTime();
    boolean first = s.callPaths.samples == 0;
    boolean overBudget = fastAndFew && overWalkBudget(walkStart);
    if (overBudget && !first) {
      // Tried again at the next gap; the walk that comes stands for these calls too.
      s.unwalkedNanos = unwalked;
      s.siteCountdown = nextSiteGap(s.callPaths.samples, s.calls);
      return;
    }
    boolean shortWalk = overBudget && firstWalks >= ALWAYS_WALKED_KEYS;
    if (shortWalk && overShortWalkBudget(walkStart)) {
      // Not walked: its calls are counted as of no known path until a walk, at the latest its
      // MIN_CALLS-th call's, which stands for them.
      s.unwalkedNanos = unwalked;
      s.siteCountdown = nextSiteGap(0, s.calls);
      return;
    }
    int depth = shortWalk ? StackCapture.SHORT_DEPTH : StackCapture.MAX_DEPTH;
    if (first) {
      firstWalks++;
    }
    // After the call: what the walk causes (a class loaded from a jar) must not be recorded.
    state.beginIgnored();
    long cpuStart;
    CallPath path;
    try {
      cpuStart = walkClock.threadCpuNanos();
      path =
          recording.callPaths.intern(
              StackCapture.capture(recording.frameRoles, recording.libraryEntries, s.calls, depth));
    } finally {
      state.endIgnored();
    }
    long walked = System.nanoTime() - walkStart;
    long cpuEnd = cpuStart < 0 ? -1 : walkClock.threadCpuNanos();
    long charged = cpuEnd < 0 ? walked : cpuEnd - cpuStart;
    walkNanos += charged;
    if (shortWalk) {
      shortWalkNanos += charged;
    }
    if (state.libraryDepth > 0) {
      state.libraryAgentNanos += walked;
    }
    long stands = s.calls - s.callsAtPath;
    s.callPaths.add(path, 1, stands, moved * stands / reads, latencyNanos / reads * stands);
    s.callsAtPath = s.calls;
    s.unwalkedNanos = 0;
    s.siteCountdown = nextSiteGap(s.callPaths.samples, s.calls);
  }

  /**
   * Puts this thread past both its shares of walks and its keys walked whole, as a thread that has
   * walked much: from then on a new key's first call is not walked ({@link #captureSite}).
   */
  void spendShareOfWalks() {
    walkNanos = Long.MAX_VALUE / 2;
    shortWalkNanos = Long.MAX_VALUE / 2;
    firstWalks = ALWAYS_WALKED_KEYS;
  }

  /**
   * Whether this thread's walks have taken more than their share of its time: {@value
   * #WALK_GRACE_NANOS} ns, and one part in {@value #WALK_SHARE} of the time since its recorder
   * started, the walks counted by the {@link WalkClock}. A walk of a deep stack (a build tool's,
   * some hundred frames) costs 50-100 µs compiled and several times that while its code is cold; a
   * short-lived JVM that reads hundreds of files a few times each would otherwise spend more on
   * walking their first calls than on anything else the agent does. Past its share, a thread skips
   * the walks of an operation's first {@link LibraryEntries#MIN_CALLS} calls after its first (not
   * of a call of {@value #SLOW_CALL_NANOS} ns or more, nor of one that brings the key's skipped
   * calls to that), and past its first {@value #ALWAYS_WALKED_KEYS} keys walks the first one only
   * {@link StackCapture#SHORT_DEPTH} frames far, while those short walks keep to their own share
   * ({@link #overShortWalkBudget}): the path has the library or engine that made the call where the
   * walk reached it, and a path cut before the app's frame, or no path, tells the analysis that
   * whose code made the call is unknown.
   */
  private boolean overWalkBudget(long now) {
    return walkNanos > WALK_GRACE_NANOS + (now - startNanos) / WALK_SHARE;
  }

  /**
   * Whether this thread's short walks have taken more than {@value #SHORT_WALK_GRACE_NANOS} ns and
   * one part in {@value #SHORT_WALK_SHARE} of the time since its recorder started: past that, a new
   * key's first call is not walked at all, and whose code made its calls stays unknown until a walk
   * of a later call, at the latest its {@link LibraryEntries#MIN_CALLS}th.
   */
  private boolean overShortWalkBudget(long now) {
    return shortWalkNanos > SHORT_WALK_GRACE_NANOS + (now - startNanos) / SHORT_WALK_SHARE;
  }

  /**
   * Walking the stack costs tens of microseconds (hundreds while the walk's code is not yet
   * compiled, which a rare walk stays for long), so after the first few calls of a key the mean gap
   * between walks doubles with every walk up to the sample period: about a dozen walks reach it,
   * the hot path pays almost nothing on average, and a path that appears late in a long run is
   * still seen. The gap is random around that mean, so a mix of paths that repeats with a period (a
   * header write, then a body write) is not walked at the same point of every period. One walk is
   * the key's {@link LibraryEntries#MIN_CALLS}th call, which may hand its library entry over.
   */
  private long nextSiteGap(long captured, long calls) {
    if (captured < ALWAYS_CAPTURED_SITES) {
      return 1;
    }
    long mean = 1L << Math.min(30, captured - ALWAYS_CAPTURED_SITES + 1);
    // Counted in timed calls, which grow sparser as the key's calls grow: in calls, the gap stays
    // the site sample period.
    long timedPerPeriod = Math.max(1, recording.siteSamplePeriod / sampler.meanGap(calls));
    long gap = sampler.randomGap(Math.min(mean, timedPerPeriod));
    // Every call is timed until then, so this gap in timed calls is one in calls.
    return calls < LibraryEntries.MIN_CALLS ? Math.min(gap, LibraryEntries.MIN_CALLS - calls) : gap;
  }

  /**
   * Darshan-style pattern counters against the end of the previous access to the same key. A
   * stream's position is tracked in the slot while the thread keeps calling the same slot on the
   * same stream, and parked in the position cache when it turns to something else.
   */
  private void trackAccess(OpStats s, ThreadState state, long moved) {
    long offset;
    if (state.position >= 0) {
      offset = state.position;
    } else {
      int stream = state.streamId;
      if (s == runSlot && stream == runStream) {
        offset = s.lastEnd;
      } else {
        endRun();
        offset = positions.get(stream);
        runSlot = s;
        runStream = stream;
      }
    }
    long lastEnd = s.lastEnd;
    if (lastEnd >= 0) {
      if (offset == lastEnd) {
        s.sequential++;
        s.consecutive++;
      } else if (offset > lastEnd) {
        s.sequential++;
        s.strides.add(offset - lastEnd);
      } else {
        s.backward++;
        s.strides.add(offset - lastEnd);
      }
    }
    s.lastEnd = offset + moved;
  }

  private void endRun() {
    OpStats run = runSlot;
    if (run != null) {
      positions.put(runStream, run.lastEnd);
      runSlot = null;
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
    return addRow(entry, table, i);
  }

  /** A file new to this thread: a row at {@code i}, or the table handed over first when full. */
  @DontInline
  private Row addRow(FileEntry entry, Row[] table, int i) {
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
    endRun();
    lastOp = -1;
    lastSlot = null;
    rows = new Row[TABLE_SIZE];
    rowCount = 0;
    lastPath = null;
    lastRow = null;
  }

  @DontInline
  private OpStats newSlot(Row row, int op) {
    OpStats slot;
    if (recording.reserveSlot()) {
      slot = new OpStats(row.entry, op, false);
      slot.firstNanos = System.nanoTime();
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
    final OpStats[] slots = new OpStats[RecordedOp.count()];

    Row(FileEntry entry) {
      this.entry = entry;
    }
  }
}
