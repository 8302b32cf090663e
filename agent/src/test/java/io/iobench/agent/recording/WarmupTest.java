package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.agent.config.AgentConfig;
import io.iobench.format.RecordedOp;
import org.junit.jupiter.api.Test;

class WarmupTest {

  /**
   * The warm-up walks its first operation's calls, and another's only where its calls took a slow
   * call's time together, which is walked whatever the shares (a loaded machine's cold JVM).
   */
  @Test
  void theWarmUpWalksItsFirstOperationOnlyAndRecordsEveryOne() throws Exception {
    Snapshot warmUp = Warmup.run(AgentConfig.parse("", 1));

    int walked = 0;
    java.util.BitSet recorded = new java.util.BitSet();
    for (Snapshot.FileView f : warmUp.files) {
      for (int op = 0; op < f.ops.length; op++) {
        OpStats s = f.ops[op];
        if (s == null) {
          continue;
        }
        recorded.set(op);
        if (s.callPaths.samples > 0) {
          walked++;
          HistogramStats latency = s.latency.stats();
          double took = latency.mean * latency.count;
          assertTrue(
              op == 0 || took >= 0.99 * ThreadRecorder.SLOW_CALL_NANOS,
              "walked: " + RecordedOp.of(op) + " of " + f.entry.path + ", in " + took + " ns");
        }
      }
    }
    assertEquals(RecordedOp.count(), recorded.cardinality(), "every operation recorded");
    assertTrue(walked >= 1, "the first operation's calls walk the stack");
  }
}
