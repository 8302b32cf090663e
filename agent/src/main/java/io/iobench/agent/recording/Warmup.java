package io.iobench.agent.recording;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.output.ProfileScheduler;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import io.iobench.format.RecordedOp;

/**
 * Runs the whole recording path once on a throw-away recording before instrumenting, so the classes
 * it needs are loaded now and not from inside an app's I/O call later. What it recorded is for the
 * writer's thread to write once, off the app's start ({@link ProfileScheduler#start}).
 */
public final class Warmup {
  private Warmup() {}

  public static Snapshot run(AgentConfig config) throws Exception {
    Recording scratch = new Recording(config, line -> {});
    ThreadRecorder recorder = (ThreadRecorder) scratch.newRecorder(Thread.currentThread());
    ThreadState state = new ThreadState(Thread.currentThread().getId());
    for (int op = 0; op < RecordedOp.count(); op++) {
      if (op == 1) {
        // The first operation's walks loaded and ran the walk's code; a walk of every other one
        // would cost the app's start a few hundred cold walks, and the way an operation past its
        // thread's share goes unwalked is run here as well.
        recorder.spendShareOfWalks();
      }
      state.position = -1;
      state.requested = 8;
      state.streamId = IoDispatch.streamId(state);
      // One more distinct size than a histogram keeps as pairs: the real histogram it then becomes
      // (HdrHistogram's classes) must not be loaded first inside an app's call either.
      for (int size = 1; size <= Recording.VALUES_TO_PROMOTE; size++) {
        state.requested = size;
        recorder.begin(state, "/iobench-warmup", op, state);
        recorder.end(state, size, null);
      }
      state.requested = 8;
      // Made before the call: its stack, filled in cold, could take the call past the time from
      // which a call is walked whatever the shares.
      java.io.IOException failure = new java.io.IOException();
      recorder.begin(state, "<warmup>", op, state);
      recorder.end(state, IoDispatch.EOF, failure);
    }
    return scratch.snapshot();
  }
}
