package io.iobench.benchmarks.overhead;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.recording.Recording;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import io.iobench.format.RecordedOp;
import java.util.Arrays;
import java.util.Locale;

/**
 * The warm cost of the agent's recording path alone, without a system call around it: the calls
 * inlined advice makes ({@code IoDispatch.enter} and {@code exit}) for one stream reading one file,
 * in a loop, against a real {@link Recording}. It shows what the agent's own code costs when its
 * data is in the caches; the cost harness (io.iobench.benchmarks.cost) shows the cost around real
 * calls.
 *
 * <pre>
 * mvn -B -q -pl benchmarks/agent-cost -am install -DskipTests
 * mvn -B -q -pl benchmarks/agent-cost exec:java -Dexec.mainClass=io.iobench.benchmarks.overhead.RecordingPathCost -Dexec.args="latency=sampled"
 * </pre>
 */
public final class RecordingPathCost {
  private static final int FIS_READ = RecordedOp.FIS_READ.ordinal();
  private static final int CALLS = 20_000_000;
  private static final int ROUNDS = 10;

  private RecordingPathCost() {}

  public static void main(String[] args) {
    String options = String.join(",", args);
    Recording recording =
        new Recording(
            AgentConfig.parse(options, ProcessHandle.current().pid()), System.err::println);
    IoDispatch.install(recording, recording.fallbackRecorder());
    Object stream = new Object();
    String path = "/iobench/recording-path-cost";
    double[] perCall = new double[ROUNDS];
    long sink = 0;
    for (int round = 0; round < ROUNDS; round++) {
      if (round == 1) {
        // In a running app the streams and the agent's state are long-lived, in old regions, where
        // each reference store pays the collector's full write barrier: measure that case.
        System.gc();
      }
      long t0 = System.nanoTime();
      for (int i = 0; i < CALLS; i++) {
        ThreadState s = IoDispatch.enter(path, null, FIS_READ, stream, -1, 4096, 0);
        IoDispatch.exit(s, 4096, null);
        sink += s.streamId;
      }
      perCall[round] = (System.nanoTime() - t0) / (double) CALLS;
    }
    IoDispatch.uninstall();
    double[] measured = Arrays.copyOfRange(perCall, 3, ROUNDS);
    Arrays.sort(measured);
    System.out.printf(
        Locale.ROOT,
        "options '%s': %d rounds of %d calls after 3 warm-up rounds:"
            + " median %.1f ns per call (min %.1f, max %.1f)%s%n",
        options,
        measured.length,
        CALLS,
        measured[measured.length / 2],
        measured[0],
        measured[measured.length - 1],
        sink == 42 ? " " : "");
  }
}
