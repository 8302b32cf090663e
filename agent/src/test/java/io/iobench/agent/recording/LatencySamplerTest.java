package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LatencySamplerTest {
  private static final long STEADY = LatencySampler.STEADY_CALLS;

  @Test
  void theMeanGapIsThePeriodForAMillionCallsThenGrowsWithTheCalls() {
    LatencySampler sampler = new LatencySampler(16, 1);
    assertEquals(16, sampler.meanGap(0));
    assertEquals(16, sampler.meanGap(STEADY - 1));
    assertEquals(24, sampler.meanGap(STEADY * 3 / 2));
    assertEquals(32, sampler.meanGap(2 * STEADY));
    assertEquals(256, sampler.meanGap(16 * STEADY));
    assertEquals(LatencySampler.MAX_MEAN_GAP, sampler.meanGap(Long.MAX_VALUE));
    LatencySampler everyCall = new LatencySampler(1, 1);
    assertEquals(1, everyCall.nextGap(100 * STEADY), "latency=all times every call");
    assertEquals(1, everyCall.meanGap(100 * STEADY), "and so walks call paths as often as before");
  }

  @Test
  void gapsStayWithinTwiceTheMeanAndAverageToIt() {
    LatencySampler sampler = new LatencySampler(16, 42);
    for (long mean : new long[] {1, 2, 16, 1000, LatencySampler.MAX_MEAN_GAP, 1L << 30}) {
      long sum = 0;
      int n = 200_000;
      for (int i = 0; i < n; i++) {
        long gap = sampler.randomGap(mean);
        assertTrue(gap >= 1 && gap <= Math.max(1, 2 * mean - 1), "gap " + gap + " for " + mean);
        sum += gap;
      }
      assertEquals(mean, sum / (double) n, mean * 0.01, "mean gap for " + mean);
    }
  }

  /**
   * A key's first calls are timed at the period; past a million calls the timed calls grow by about
   * as many per doubling of its calls, so a busy key's share of timed calls keeps falling.
   */
  @Test
  void aBusyKeysTimedCallsGrowByTheDoublingOfItsCalls() {
    LatencySampler sampler = new LatencySampler(16, 7);
    long timed = 0;
    long countdown = 1;
    long[] timedAt = new long[6];
    for (long calls = 0; calls < 32 * STEADY; calls++) {
      if (--countdown <= 0) {
        countdown = sampler.nextGap(calls);
        timed++;
      }
      int doubling = Long.numberOfTrailingZeros(calls + 1) >= 20 ? (int) ((calls + 1) / STEADY) : 0;
      if (doubling > 0 && Long.bitCount(doubling) == 1) {
        timedAt[Long.numberOfTrailingZeros(doubling)] = timed;
      }
    }
    long always = LatencySampler.ALWAYS_TIMED_CALLS;
    assertEquals(
        always + (STEADY - always) / 16,
        timedAt[0],
        STEADY / 16 * 0.02,
        "a million calls: the first all timed, then one in 16");
    for (int d = 1; d < timedAt.length; d++) {
      long more = timedAt[d] - timedAt[d - 1];
      assertEquals(STEADY / 16 * Math.log(2), more, STEADY / 16 * 0.1, "doubling " + d);
    }
  }
}
