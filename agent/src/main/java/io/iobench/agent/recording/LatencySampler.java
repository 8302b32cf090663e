package io.iobench.agent.recording;

/**
 * Decides which calls pay for two clock reads. The first calls of every key are timed; after that a
 * random gap, uniform in [1, 2 * mean - 1], separates timed calls, which keeps a periodic workload
 * from aliasing with the sample. Each timed call then stands for the untimed calls before it (see
 * {@link OpStats#record}), so percentiles stay unbiased whatever the gap.
 *
 * <p>The mean gap is the period for a key's first {@value #STEADY_CALLS} calls, and then grows with
 * the key's calls (twice the period at twice as many, and so on): with the default period a key
 * gets 65 536 timed calls in its first million, then about 45 000 for every doubling of its calls,
 * which keeps its percentiles as exact as they were at a million calls, while the two clock reads,
 * some 60 ns on a virtual machine, fade from the cost of a busy key's calls (one in 256 is timed at
 * 16 M calls). With a period of 1 (latency=all) every call is timed, however many.
 */
final class LatencySampler {
  /**
   * Every call of a key is timed up to this many: a key with fewer calls (a small file, a jar read
   * by a few hundred calls) gets its exact time. A file's calls often take times of a heavy tail (a
   * read that misses the page cache takes a thousand times one that hits it), and sampled, one slow
   * call timed stands for up to thirty untimed ones, or one untimed is not seen: a jar read by 481
   * calls of a build came out between 0.4 and 10 times its time, depending on which of its calls
   * were timed, and ranked above files with several times its I/O. The first calls cost two clock
   * reads more each, some 250 µs for a key that gets this far, and nothing per call once its calls
   * are many.
   */
  static final int ALWAYS_TIMED_CALLS = 4096;

  /** Calls of a key timed at the full rate, one in the period; a power of two. */
  static final long STEADY_CALLS = 1 << 20;

  /** The largest mean gap, whatever the calls: one timed call in a million. */
  static final long MAX_MEAN_GAP = 1 << 20;

  private final int period;
  private long random;

  LatencySampler(int period, long seed) {
    this.period = period;
    this.random = seed | 1;
  }

  /** Calls until the next timed call, given how many calls the key has had. */
  long nextGap(long callsSoFar) {
    if (callsSoFar < ALWAYS_TIMED_CALLS) {
      return 1;
    }
    return randomGap(meanGap(callsSoFar));
  }

  /** The mean calls per timed call for a key that has had {@code callsSoFar} calls. */
  long meanGap(long callsSoFar) {
    if (period <= 1 || callsSoFar <= STEADY_CALLS) {
      return period;
    }
    // period * callsSoFar / STEADY_CALLS, without overflow (the period is at most 2^16)
    return Math.max(period, Math.min(MAX_MEAN_GAP, callsSoFar / (STEADY_CALLS / period)));
  }

  /**
   * A random gap, uniform in [1, 2 * mean - 1]: on average {@code mean}, never in step. The mean
   * must be below 2^31.
   */
  long randomGap(long mean) {
    if (mean <= 1) {
      return 1;
    }
    long x = random;
    x ^= x << 13;
    x ^= x >>> 7;
    x ^= x << 17;
    random = x;
    // The high half of x scaled to the range by a multiply, not a division (tens of cycles); the
    // range is below 2^32 for the means used here, so the product fits 64 bits unsigned.
    return 1 + ((x >>> 32) * (2 * mean - 1) >>> 32);
  }
}
