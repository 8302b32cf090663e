package io.iobench.agent.recording;

import org.HdrHistogram.Histogram;

/**
 * Replays a trace of per-call latencies through the recorder's histograms, timing every call or
 * through the default mode's sampler and weighting, so the two can be compared on the same calls
 * (LatencySamplingAccuracyTest on seeded traces, the benchmarks' SamplingAccuracy on real ones).
 */
public final class LatencySamplingReplay {
  private LatencySamplingReplay() {}

  public static Histogram everyCallTimed(long[] trace) {
    OpStats all = new OpStats(null, 0, false);
    for (long latency : trace) {
      all.record(1, 1, latency, 0);
    }
    return all.latency.toHistogram();
  }

  /** What the profile would say in sampled mode: the histogram after a reader's merge. */
  public static Histogram sampled(long[] trace, int period, long seed) {
    OpStats sampled = new OpStats(null, 0, false);
    LatencySampler sampler = new LatencySampler(period, seed);
    long countdown = 1;
    for (long latency : trace) {
      boolean timed = --countdown <= 0;
      if (timed) {
        countdown = sampler.nextGap(sampled.calls);
      }
      sampled.record(1, 1, timed ? latency : -1, 0);
    }
    OpStats merged = new OpStats(null, 0, false);
    merged.mergeFrom(sampled);
    return merged.latency.toHistogram();
  }
}
