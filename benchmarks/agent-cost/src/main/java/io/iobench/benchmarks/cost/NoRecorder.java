package io.iobench.benchmarks.cost;

import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.RecorderFactory;
import io.iobench.bootstrap.ThreadState;

/**
 * A recorder, and the factory of it, that records nothing: the dispatcher alone, for measuring what
 * it costs without the recorder's work. It names the agent's boot classes, so the harness loads it
 * only once a session has put them on the boot class path.
 */
final class NoRecorder extends CallRecorder implements RecorderFactory {
  @Override
  public CallRecorder newRecorder(Thread thread) {
    return this;
  }

  @Override
  public void begin(ThreadState state, String path, int op, Object stream) {}

  @Override
  public void end(ThreadState state, long result, Throwable thrown) {}

  @Override
  public void mapped(ThreadState state, Object buffer) {}
}
