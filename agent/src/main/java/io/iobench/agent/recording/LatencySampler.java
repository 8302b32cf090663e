package io.iobench.agent.recording;

/**
 * Decides which calls pay for two clock reads. The first calls of every key are timed; after that a
 * random gap, uniform in [1, 2 * period - 1] so its mean is the period, separates timed calls,
 * which keeps a periodic workload from aliasing with the sample. Each timed call then stands for
 * the untimed calls before it (see {@link OpStats#record}), so percentiles stay unbiased.
 */
final class LatencySampler {
  static final int ALWAYS_TIMED_CALLS = 16;

  private final int period;
  private long random;

  LatencySampler(int period, long seed) {
    this.period = period;
    this.random = seed | 1;
  }

  /** Calls until the next timed call, given how many calls the key has had. */
  long nextGap(long callsSoFar) {
    if (period <= 1 || callsSoFar < ALWAYS_TIMED_CALLS) {
      return 1;
    }
    return randomGap(period);
  }

  /** A random gap, uniform in [1, 2 * mean - 1]: on average {@code mean}, never in step. */
  long randomGap(long mean) {
    if (mean <= 1) {
      return 1;
    }
    long x = random;
    x ^= x << 13;
    x ^= x >>> 7;
    x ^= x << 17;
    random = x;
    return 1 + Long.remainderUnsigned(x, 2 * mean - 1);
  }
}
