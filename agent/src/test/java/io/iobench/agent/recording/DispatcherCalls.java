package io.iobench.agent.recording;

import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import io.iobench.format.RecordedOp;

/** Calls into a recorder as the dispatcher makes them, for an outer call on one thread. */
final class DispatcherCalls {
  private final CallRecorder recorder;
  private final ThreadState state = new ThreadState(Thread.currentThread().getId());

  DispatcherCalls(Recording recording) {
    this.recorder = recording.newRecorder(Thread.currentThread());
  }

  CallRecorder recorder() {
    return recorder;
  }

  ThreadState state() {
    return state;
  }

  /**
   * One outer call on {@code stream}; {@code position} -1 for the stream's own position, {@code
   * flags} the dispatcher's ({@link ThreadState#DIRECT_BUFFER}) or 0.
   */
  void call(
      String path,
      RecordedOp op,
      Object stream,
      long position,
      long requested,
      int flags,
      long result,
      Throwable thrown) {
    call(path, op, stream, position, requested, flags, result, thrown, 0);
  }

  /**
   * As {@link #call}, a stream's own position and all it asked for, taking {@code nanos} by the
   * recorder's clock where the recorder times it.
   */
  void slowCall(String path, RecordedOp op, Object stream, long result, long nanos) {
    call(path, op, stream, -1, result, 0, result, null, nanos);
  }

  private void call(
      String path,
      RecordedOp op,
      Object stream,
      long position,
      long requested,
      int flags,
      long result,
      Throwable thrown,
      long nanos) {
    enterOuterCall(state);
    state.streamId = IoDispatch.streamId(stream);
    state.position = position;
    state.requested = requested;
    state.flags = flags;
    recorder.begin(state, path, op.ordinal(), stream);
    // The call's time as the test gives it, whatever else the thread did since begin (a walk, a
    // preemption of the test's own thread), so that tests of what a call's time decides are exact.
    state.startNanos = System.nanoTime() - nanos;
    state.exitCall(result);
    recorder.end(state, result, thrown);
  }

  /**
   * One outer call of a method recorded as the reads it made ({@link IoDispatch#exitReads}): {@code
   * reads} calls of the file that moved {@code result} bytes together.
   */
  void reads(String path, RecordedOp op, Object stream, long result, long reads, Throwable thrown) {
    enterOuterCall(state);
    state.streamId = IoDispatch.streamId(stream);
    state.position = -1;
    state.requested = -1;
    state.flags = 0;
    recorder.begin(state, path, op.ordinal(), stream);
    state.exitCall(result);
    recorder.endReads(state, result, reads, thrown);
  }

  /**
   * {@code FileChannel.map} of {@code size} bytes of {@code path} in {@code mode}, returning {@code
   * buffer}.
   */
  void map(String path, Object buffer, long size, int mode) {
    enterOuterCall(state);
    state.streamId = IoDispatch.streamId(buffer);
    state.requested = size;
    state.position = -1;
    state.flags = mode;
    recorder.begin(state, path, RecordedOp.MBB_MAP.ordinal(), null);
    recorder.mapped(state, buffer);
    state.exitCall(size);
    recorder.end(state, size, null);
  }

  /**
   * The app's call into a library's method, as the advice {@code IoDispatch.enterLibrary} and
   * {@code exitLibrary} bracket it: {@code calls} makes the file calls inside it, and the call took
   * {@code nanos}, {@code ownNanos} of them outside its file calls.
   */
  void inLibraryCall(long nanos, long ownNanos, Runnable calls) {
    state.libraryDepth++;
    state.librarySlotCount = 0;
    calls.run();
    if (--state.libraryDepth == 0 && state.librarySlotCount > 0) {
      recorder.endLibraryCall(state, nanos, ownNanos);
    }
  }

  /** Enters a call through the real guard, as the dispatcher does; it must be the outer one. */
  private static void enterOuterCall(ThreadState state) {
    if (!state.enterCall()) {
      throw new IllegalStateException("the test's thread state is already inside a call");
    }
  }
}
