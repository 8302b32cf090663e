package io.iobench.benchmarks.cost;

import io.iobench.agent.recording.LatencySamplingReplay;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * How far sampled latency percentiles are from timing every call, on real 4 KiB FileInputStream
 * reads of this machine. One trace of per-call latencies is recorded (without the agent), then fed
 * to the recorder's own histograms twice: every call timed, and through the sampler and the
 * weighting of the default mode, once per seed. A measurement, not a test: real traces differ from
 * run to run.
 *
 * <p>Arguments: the calls of the trace (1,000,000) and the seeds (20). Run by {@code
 * benchmarks/sampling-accuracy.sh}, from the module's classes and libraries.
 */
public final class SamplingAccuracy {
  private static final int PERIOD = 16;
  private static final double[] PERCENTILES = {50, 90, 99};

  private SamplingAccuracy() {}

  public static void main(String[] args) throws IOException {
    int calls = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    int seeds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
    Path dir = Files.createTempDirectory("iobench-sampling-");
    Path file = dir.resolve("trace.bin");
    try {
      Files.write(file, new byte[64 << 20]);
      recordTrace(file, calls / 4);
      long[] trace = recordTrace(file, calls);
      report(trace, seeds);
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  private static long[] recordTrace(Path file, int calls) throws IOException {
    long[] trace = new long[calls];
    byte[] buf = new byte[4096];
    int n = 0;
    while (n < calls) {
      try (FileInputStream in = new FileInputStream(file.toFile())) {
        while (n < calls) {
          long t0 = System.nanoTime();
          int r = in.read(buf);
          trace[n++] = System.nanoTime() - t0;
          if (r < 0) {
            break;
          }
        }
      }
    }
    return trace;
  }

  private static void report(long[] trace, int seeds) {
    Histogram exact = LatencySamplingReplay.everyCallTimed(trace);
    double[] worst = new double[PERCENTILES.length];
    double[] sum = new double[PERCENTILES.length];
    for (int seed = 1; seed <= seeds; seed++) {
      Histogram estimate = LatencySamplingReplay.sampled(trace, PERIOD, seed * 0x9E3779B97F4A7C15L);
      for (int p = 0; p < PERCENTILES.length; p++) {
        double want = exact.getValueAtPercentile(PERCENTILES[p]);
        double error = Math.abs(estimate.getValueAtPercentile(PERCENTILES[p]) - want) / want;
        worst[p] = Math.max(worst[p], error);
        sum[p] += error;
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%d real 4 KiB FileInputStream reads, sampling 1 in %d, %d seeds%n",
        trace.length,
        PERIOD,
        seeds);
    System.out.println("| percentile | every call timed | mean error | worst error |");
    System.out.println("|---|--:|--:|--:|");
    for (int p = 0; p < PERCENTILES.length; p++) {
      System.out.printf(
          Locale.ROOT,
          "| p%.0f | %d ns | %.1f %% | %.1f %% |%n",
          PERCENTILES[p],
          exact.getValueAtPercentile(PERCENTILES[p]),
          100 * sum[p] / seeds,
          100 * worst[p]);
    }
  }
}
