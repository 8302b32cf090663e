package io.iobench.benchmarks.cost;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.recording.Recording;
import io.iobench.bootstrap.CallRecorder;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import io.iobench.format.RecordedOp;
import java.util.Arrays;
import java.util.Locale;

/**
 * What call paths add to the recording path, measured inside one JVM: a recording with call paths
 * (the default) and one without ({@code callsites=off}) take turns in short windows of calls made
 * below as many frames as a logging framework puts between the app and the file (the stack walked
 * is that deep), so the machine's drift hits both alike. The difference of their medians is what
 * walking the stack for a sample of the calls costs per call, amortized.
 *
 * <p>Arguments: the stack depth (40) and the windows per recording (30). Run by {@code
 * benchmarks/call-path-cost.sh}, from the module's classes and libraries.
 */
public final class CallPathCost {
  private static final int FIS_READ = RecordedOp.FIS_READ.ordinal();
  private static final int CALLS_PER_WINDOW = 1_000_000;
  private static final int WARMUP_WINDOWS = 5;

  private CallPathCost() {}

  public static void main(String[] args) {
    int depth = args.length > 0 ? Integer.parseInt(args[0]) : 40;
    int windows = args.length > 1 ? Integer.parseInt(args[1]) : 30;
    long pid = ProcessHandle.current().pid();
    Side paths = new Side(new Recording(AgentConfig.parse("", pid), System.err::println));
    Side none =
        new Side(new Recording(AgentConfig.parse("callsites=off", pid), System.err::println));
    double[] withPaths = new double[windows];
    double[] without = new double[windows];
    for (int w = -WARMUP_WINDOWS; w < windows; w++) {
      // Alternate which goes first, so neither always runs right after the other.
      boolean pathsFirst = (w & 1) == 0;
      double a = (pathsFirst ? paths : none).window(depth);
      double b = (pathsFirst ? none : paths).window(depth);
      if (w >= 0) {
        withPaths[w] = pathsFirst ? a : b;
        without[w] = pathsFirst ? b : a;
      }
    }
    double on = median(withPaths);
    double off = median(without);
    double[] differences = new double[windows];
    for (int w = 0; w < windows; w++) {
      differences[w] = withPaths[w] - without[w];
    }
    Arrays.sort(differences);
    System.out.printf(
        Locale.ROOT,
        "call paths at stack depth %d, %d alternating windows of %,d calls each:%n"
            + "  with call paths (default)  median %.1f ns per call%n"
            + "  callsites=off              median %.1f ns per call%n"
            + "  difference per window      median %+.1f ns per call (middle half %+.1f to %+.1f)%n"
            + "  stack walks taken          %,d of %,d calls%n",
        depth,
        windows,
        CALLS_PER_WINDOW,
        on,
        off,
        differences[windows / 2],
        differences[windows / 4],
        differences[windows * 3 / 4],
        paths.walks(),
        paths.calls);
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  /** One recording with its own recorder and thread state, as the dispatcher would hold them. */
  private static final class Side {
    final Recording recording;
    final CallRecorder recorder;
    final ThreadState state = new ThreadState(Thread.currentThread().getId());
    final Object stream = new Object();
    long calls;
    long sink;

    Side(Recording recording) {
      this.recording = recording;
      this.recorder = recording.newRecorder(Thread.currentThread());
    }

    /** Nanoseconds per call of one window, the calls made {@code depth} frames down. */
    double window(int depth) {
      long t0 = System.nanoTime();
      down(depth);
      calls += CALLS_PER_WINDOW;
      return (System.nanoTime() - t0) / (double) CALLS_PER_WINDOW;
    }

    private void down(int depth) {
      if (depth > 0) {
        down(depth - 1);
        return;
      }
      ThreadState s = state;
      for (int i = 0; i < CALLS_PER_WINDOW; i++) {
        if (s.enterCall()) {
          s.streamId = IoDispatch.streamId(stream);
          s.position = -1;
          s.requested = 4096;
          s.flags = 0;
          recorder.begin(s, "/iobench/call-path-cost", FIS_READ, stream);
        }
        if (s.exitCall(4096)) {
          recorder.end(s, 4096, null);
        }
        sink += s.streamId;
      }
    }

    long walks() {
      return recording.callPathWalks();
    }
  }
}
