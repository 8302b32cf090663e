package io.iobench.bootstrap;

/**
 * One thread's recorder. The agent supplies the implementation; it lives outside the boot class
 * path, so it may use third-party libraries. Implementations must never throw.
 */
public abstract class CallRecorder {
  /**
   * Chooses where the call will be recorded and whether it is timed (then sets {@code startNanos}).
   */
  public abstract void begin(ThreadState state, String path, int op, Object stream);

  /** Records the finished outer call described by {@code state}. */
  public abstract void end(ThreadState state, long result, Throwable thrown);

  /**
   * Records the finished outer call as the {@code reads} calls of the file it made, which moved
   * {@code result} bytes together ({@link IoDispatch#exitReads}); as one call unless overridden.
   */
  public void endReads(ThreadState state, long result, long reads, Throwable thrown) {
    end(state, result, thrown);
  }

  /**
   * Records the end of the app's call into a library's method, which took {@code nanos} (the
   * agent's walks of the stack left out) of which {@code ownNanos} outside the file calls made in
   * it (-1 where that was not measured, {@link ThreadState#libraryOwnTimed}): once for each place
   * those file calls were recorded ({@link ThreadState#librarySlots}), which it then clears.
   * Nothing unless overridden.
   */
  public void endLibraryCall(ThreadState state, long nanos, long ownNanos) {
    java.util.Arrays.fill(state.librarySlots, null);
    state.librarySlotCount = 0;
  }

  /**
   * Records a mapping returned by {@code FileChannel.map}, so later force()/load() find its file.
   */
  public abstract void mapped(ThreadState state, Object buffer);
}
