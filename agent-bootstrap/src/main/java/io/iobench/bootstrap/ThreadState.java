package io.iobench.bootstrap;

/**
 * Per-thread state of the dispatcher: the re-entry guard and the arguments of the outer call in
 * flight. Fields are public because inlined advice and the agent's recorder both use them; only the
 * owning thread writes them.
 */
public final class ThreadState {
  /** Nesting levels whose bytes are tracked; deeper calls are guarded but not summed. */
  public static final int LEVELS = 8;

  /** Depth of instrumented calls on this thread; only depth 1 is recorded. */
  public int depth;

  /**
   * Bytes moved by the calls nested directly in the call at each depth, so that an outer call whose
   * return value does not tell its bytes (readFully after EOF, readLine, writeUTF) can use those of
   * the calls it made, each counted once however deep the JDK nests them.
   */
  public final long[] levelBytes = new long[LEVELS];

  /**
   * Bytes of the calls nested directly in the outer call: levelBytes[1], kept in a field because
   * every outer call resets it and the array would be one more cache line on the hot path.
   */
  public long nestedBytes;

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

  /** Operation-specific flags: 1 for a direct buffer, the map mode for map. */
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

  /**
   * Thread.getId() of the owner; ids are never reused, so it identifies the thread without a
   * reference to it.
   */
  public final long threadId;

  public ThreadState(long threadId) {
    this.threadId = threadId;
  }

  /** Marks this thread as iobench's own: nothing it does is ever recorded. */
  public void ignoreForever() {
    depth = 1 << 20;
  }
}
