package io.iobench.bootstrap;

/**
 * Per-thread state of the dispatcher: the re-entry guard and the arguments of the outer call in
 * flight. Only the owning thread uses it.
 *
 * <h2>The guard</h2>
 *
 * The guard is a depth of instrumented calls, changed only through the methods below, and only the
 * call at depth 1, the outer call, is recorded:
 *
 * <ul>
 *   <li>The JDK's file methods call one another ({@code readAllBytes} calls {@code read}, {@code
 *       readInt} calls {@code read()} four times, {@code readUTF} calls {@code readFully}): the app
 *       made one call, and recording the nested ones too would count its bytes twice and calls it
 *       never made.
 *   <li>The recorder begins inside the outer call: whatever I/O it causes then (a class loaded from
 *       a jar, say) is nested in that call and so never recorded, nor re-enters the recorder. It
 *       ends after the call, so the work it does there that may cause I/O (walking the stack) runs
 *       inside {@link #beginIgnored}/{@link #endIgnored}.
 *   <li>iobench's own work on an app thread, such as the agent's start and Byte Buddy's
 *       transformations, runs inside {@link #beginIgnored}/{@link #endIgnored} (or {@link
 *       #runIgnored}): it counts as one more level, so none of its calls is an outer one.
 *   <li>iobench's own threads (the profile writer) are {@linkplain #ignoreForever ignored for
 *       ever}: their depth starts so high that no run of nested calls brings it back to 1. This
 *       costs the hot path nothing: the one comparison with 1 already made for nesting also
 *       excludes them, where a separate flag would be one more load on every call.
 * </ul>
 *
 * <p>The methods are small and final in a final class, so the JIT inlines them into the dispatcher:
 * it pays for the loads and stores of the fields they touch, not for a call.
 */
public final class ThreadState {
  /** Depth of the app's own call, the one that is recorded; deeper calls are nested in it. */
  static final int OUTER_CALL = 1;

  /** Nesting levels whose bytes are tracked; deeper calls are guarded but not summed. */
  static final int LEVELS = 8;

  /**
   * Depth of a thread ignored for ever: far beyond any real nesting of calls (which a stack of Java
   * frames bounds well below it), so that no sequence of enters and exits on that thread comes back
   * to {@link #OUTER_CALL}.
   */
  static final int IGNORED_FOREVER = 1 << 20;

  /**
   * Value of {@link #flags} for a call into a direct buffer, counted by the buffer-kind counters.
   */
  public static final int DIRECT_BUFFER = 1;

  /**
   * Value of {@link #flags} for an open that appends: the stream's writes start where the file
   * ends, not at 0.
   */
  public static final int APPENDING = 2;

  /** Depth of instrumented calls on this thread, plus one per level of iobench's own work. */
  private int depth;

  /**
   * Bytes moved by the calls nested directly in the call at each depth, so that an outer call whose
   * return value does not tell its bytes (readFully after EOF, readLine, writeUTF) can use those of
   * the calls it made. A level of its own per depth because the JDK nests them more than once
   * (readUTF calls readFully, which calls read): each call hands its bytes to the level around it,
   * so each byte is counted once however deep it was moved. Index 1 is kept in {@link #nestedBytes}
   * instead.
   */
  private final long[] levelBytes = new long[LEVELS];

  /**
   * Bytes of the calls nested directly in the outer call: levelBytes[1], kept in a field because
   * every outer call resets it and the array would be one more cache line on the hot path.
   */
  private long nestedBytes;

  /**
   * The innermost instrumented calls nested in the call at each depth, each counted once however
   * deep it was made: the reads an outer call made through the instrumented methods (readLong's
   * eight read() through two readInt on JDK 17, its one read under readFully on JDK 21). Kept as
   * {@link #levelBytes} is, a call handing its count to the level around it; index 1 is kept in
   * {@link #nestedCalls}.
   */
  private final long[] levelCalls = new long[LEVELS];

  /** The innermost calls nested in the outer call: levelCalls[1], as {@link #nestedBytes}. */
  private long nestedCalls;

  /**
   * Identity of the stream or channel of the call in flight ({@link IoDispatch#streamId}). An int,
   * not a reference: a reference store into this long-lived object would pay the collector's full
   * write barrier on every call, and keeping the stream would keep it alive.
   */
  public int streamId;

  /** Explicit file offset of a positional call or seek, or -1 to use the tracked position. */
  public long position;

  /** Bytes the caller asked for, or -1 when it does not apply. */
  public long requested;

  /**
   * Operation-specific flags: {@link #DIRECT_BUFFER}, {@link #APPENDING} for an open, or the map
   * mode for map.
   */
  public int flags;

  /** Whether {@link CallRecorder#begin} chose to time this call; then {@code startNanos} is set. */
  public boolean timed;

  public long startNanos;

  /**
   * Where {@link CallRecorder#begin} decided to record the call. Left in place after the call and
   * only stored when it changes, so the usual run of calls on one key makes no reference store.
   */
  public Object slot;

  public CallRecorder recorder;

  /** The recording {@link #recorder} belongs to: another one after a stop and a new start. */
  public RecorderFactory recorderFactory;

  /**
   * Depth of the app's calls into a library's method that the agent instruments once a call path
   * has shown the app entering the library there ({@link IoDispatch#enterLibrary}); 0 outside one.
   * Apart from {@link #depth}: the file calls made inside a library's method are the app's outer
   * calls all the same.
   */
  public int libraryDepth;

  /** When the outermost library call in flight began. */
  public long libraryStartNanos;

  /**
   * The agent's own walks of the stack inside the library call in flight, left out of its time: a
   * walk costs tens of microseconds, and a sampled call's walk would otherwise be counted as the
   * library's.
   */
  public long libraryAgentNanos;

  /**
   * The file calls made inside the library call in flight, each from its hook's entry to its exit:
   * their system calls and the agent's work around them. The library call's time less this is the
   * library's own, with none of the agent's cost in it; measured only in the library calls {@link
   * #libraryOwnTimed} marks.
   */
  public long libraryFileNanos;

  /** When the outer file call in flight inside a library call entered its hook; 0 outside one. */
  public long hookStartNanos;

  /** The thread's library calls so far, of which one in a period has its own time measured. */
  public int libraryCalls;

  /** Whether the library call in flight has its own time measured. */
  public boolean libraryOwnTimed;

  /**
   * Where the file calls made inside the library call in flight were recorded, each once: the
   * recorder counts the library call once for each of them when it ends. A few suffice, as one call
   * of a library reaches a file through a few operations (an open, writes and a close); more are
   * left uncounted.
   */
  public final Object[] librarySlots = new Object[4];

  public int librarySlotCount;

  /**
   * Whether the thread is inside a JDK constructor that opens a file and wraps it (FileWriter,
   * FileReader, PrintWriter by a path): the open made in it is recorded when the constructor
   * returns, so that its time is what the app's call of the constructor took, the encoder and
   * buffers made around the stream with it. A constructor that threw leaves this set (constructor
   * advice cannot see a throwable); the next call of the thread then records what it deferred.
   */
  public boolean inOpener;

  /** Whether an open ended inside an opener and waits for the opener's return to be recorded. */
  public boolean openPending;

  /** The result of the open that waits ({@link #openPending}): the bytes it truncated. */
  public long pendingOpenResult;

  /**
   * Thread.getId() of the owner; ids are never reused, so it identifies the thread without a
   * reference to it.
   */
  public final long threadId;

  public ThreadState(long threadId) {
    this.threadId = threadId;
  }

  /**
   * Enters an instrumented call. Every call to this is matched by one to {@link #exitCall}, also
   * when the call throws.
   *
   * @return true when it is the outer call, the one to record; its nested bytes start at 0
   */
  public boolean enterCall() {
    int d = ++depth;
    if (d == OUTER_CALL) {
      nestedBytes = 0;
      nestedCalls = 0;
      return true;
    }
    if (d < LEVELS) {
      levelBytes[d] = 0;
      levelCalls[d] = 0;
    }
    return false;
  }

  /**
   * Leaves the instrumented call entered last. A nested call hands its bytes to the level around
   * it: {@code result} when it is a byte count, the bytes of its own nested calls when it is {@link
   * IoDispatch#NESTED_BYTES}, nothing when it is negative (EOF); and its innermost calls: its own
   * when it made any, else itself.
   *
   * @return true when the call left is the outer one, which is then to be recorded
   */
  public boolean exitCall(long result) {
    int d = depth--;
    if (d == OUTER_CALL) {
      return true;
    }
    if (d < LEVELS) {
      long moved = result == IoDispatch.NESTED_BYTES ? levelBytes[d] : Math.max(0, result);
      long calls = levelCalls[d] > 0 ? levelCalls[d] : 1;
      if (d == OUTER_CALL + 1) {
        nestedBytes += moved;
        nestedCalls += calls;
      } else {
        levelBytes[d - 1] += moved;
        levelCalls[d - 1] += calls;
      }
    }
    return false;
  }

  /** Whether no instrumented call, and none of iobench's own work, is in flight on the thread. */
  public boolean idle() {
    return depth == 0;
  }

  /** Whether the call in flight is the outer one, the call being recorded. */
  public boolean inOuterCall() {
    return depth == OUTER_CALL;
  }

  /** Bytes moved by the calls nested directly in the outer call in flight. */
  public long nestedBytes() {
    return nestedBytes;
  }

  /**
   * The innermost instrumented calls the outer call in flight made, however deep: 0 when it made
   * none.
   */
  public long nestedCalls() {
    return nestedCalls;
  }

  /**
   * Starts a stretch of iobench's own work on this thread: no call it makes is recorded until the
   * matching {@link #endIgnored}. For work whose start and end are separate callbacks; around a
   * block, use {@link #runIgnored}.
   */
  public void beginIgnored() {
    depth++;
  }

  /** Ends the stretch of iobench's own work started by the matching {@link #beginIgnored}. */
  public void endIgnored() {
    depth--;
  }

  /**
   * Runs iobench's own work on this thread, recording none of its calls; the guard is restored
   * however the work ends.
   */
  public void runIgnored(IgnoredWork work) throws Exception {
    beginIgnored();
    try {
      work.run();
    } finally {
      endIgnored();
    }
  }

  /** Marks this thread as iobench's own: nothing it does is ever recorded. */
  public void ignoreForever() {
    depth = IGNORED_FOREVER;
  }

  /** iobench's own work, run by {@link #runIgnored}. */
  @FunctionalInterface
  public interface IgnoredWork {
    void run() throws Exception;
  }
}
