package io.iobench.agent;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.recording.Recording;
import io.iobench.agent.recording.SnapshotJson;
import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import io.iobench.format.RecordedOp;
import java.io.ByteArrayOutputStream;

/**
 * Runs the whole recording path once on a throw-away recording before instrumenting, so the classes
 * it needs are loaded now and not from inside an app's I/O call later.
 */
final class Warmup {
  private Warmup() {}

  static void run(AgentConfig config, SnapshotJson json) throws Exception {
    Recording scratch = new Recording(config, line -> {});
    CallRecorder recorder = scratch.newRecorder(Thread.currentThread());
    ThreadState state = new ThreadState(Thread.currentThread().getId());
    for (int op = 0; op < RecordedOp.count(); op++) {
      state.position = -1;
      state.requested = 8;
      state.streamId = IoDispatch.streamId(state);
      recorder.begin(state, "/iobench-warmup", op, state);
      recorder.end(state, 8, null);
      recorder.begin(state, "<warmup>", op, state);
      recorder.end(state, IoDispatch.EOF, new java.io.IOException());
    }
    json.write(scratch.snapshot(), true, new ByteArrayOutputStream());
  }
}
