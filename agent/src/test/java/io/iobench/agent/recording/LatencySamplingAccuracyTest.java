package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Sampled latency must give the same p50/p90/p99 as timing every call, within 10 %, on the same
 * sequence of calls. Both histograms are fed from one trace: one with every latency, one through
 * the sampler and the weighting the recorder uses. The traces are generated from fixed seeds so the
 * test cannot flake; the same check on traces of real reads is a measurement, reported by the
 * agent-cost benchmarks (SamplingAccuracy), not asserted here.
 */
class LatencySamplingAccuracyTest {
  private static final int PERIOD = 16;

  @Test
  void heavyTailedSyntheticTrace() {
    Random random = new Random(42);
    long[] trace = new long[400_000];
    for (int i = 0; i < trace.length; i++) {
      // page-cache hits around 400 ns, 8 % slower calls, 0.5 % device waits of 50-500 us
      double u = random.nextDouble();
      double base = Math.exp(6.0 + 0.25 * random.nextGaussian());
      trace[i] =
          (long) (u < 0.005 ? 50_000 + random.nextInt(450_000) : u < 0.085 ? base * 6 : base);
    }
    assertPercentilesAgree(trace);
  }

  /** A busy key, past the million calls after which timed calls grow sparser. */
  @Test
  void heavyTailedTraceOfABusyKey() {
    Random random = new Random(11);
    long[] trace = new long[6 * (int) LatencySampler.STEADY_CALLS];
    for (int i = 0; i < trace.length; i++) {
      double u = random.nextDouble();
      double base = Math.exp(6.0 + 0.25 * random.nextGaussian());
      trace[i] = (long) (u < 0.002 ? 20_000 + random.nextInt(80_000) : u < 0.03 ? base * 5 : base);
    }
    assertPercentilesAgree(trace);
  }

  @Test
  void periodicTraceDoesNotAlias() {
    long[] trace = new long[400_000];
    for (int i = 0; i < trace.length; i++) {
      trace[i] = i % 16 == 0 ? 20_000 : i % 4 == 0 ? 2_000 : 300;
    }
    assertPercentilesAgree(trace);
  }

  /** Slow calls in bursts (a page-cache miss makes its neighbours slow too), seeded. */
  @Test
  void burstyTrace() {
    Random random = new Random(7);
    long[] trace = new long[1_000_000];
    int burst = 0;
    for (int i = 0; i < trace.length; i++) {
      if (burst == 0 && random.nextInt(2000) == 0) {
        burst = 5 + random.nextInt(40);
      }
      long base = 900 + random.nextInt(300);
      trace[i] = burst > 0 ? 2_000 + random.nextInt(3_000) : base;
      if (burst > 0) {
        burst--;
      }
    }
    assertPercentilesAgree(trace);
  }

  private static void assertPercentilesAgree(long[] trace) {
    Histogram exact = LatencySamplingReplay.everyCallTimed(trace);
    Histogram estimate = LatencySamplingReplay.sampled(trace, PERIOD, 7);
    assertEquals(
        trace.length, estimate.getTotalCount(), "the weighted sample stands for every call");
    for (double p : new double[] {50, 90, 99}) {
      double want = exact.getValueAtPercentile(p);
      double got = estimate.getValueAtPercentile(p);
      double error = Math.abs(got - want) / want;
      System.out.printf(
          "[sampling] p%.0f exact %.0f ns, sampled 1/%d %.0f ns, error %.1f %%%n",
          p, want, PERIOD, got, error * 100);
      assertEquals(want, got, want * 0.10, "p" + p);
    }
  }
}
