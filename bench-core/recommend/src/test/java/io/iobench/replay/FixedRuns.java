package io.iobench.replay;

import io.iobench.format.HistogramCodec;
import io.iobench.results.ExtraRoundsStop;
import io.iobench.technique.Technique;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Technique runs with fixed round times, as a replay would have recorded them from its workers'
 * replies, for tests of what is built from them (the results file). In this package because a run
 * is only ever filled by the runner.
 */
public final class FixedRuns {
  private FixedRuns() {}

  /** A run's rounds and what its measured rounds timed. */
  public static final class Builder {
    private final Technique technique;
    private long run0Nanos = 40_000_000L;
    private long[] warmupNanos = {};
    private long[] measuredNanos = {};
    private long callsPerPass;
    private long[] latency = {};
    private int scale = 1;
    private double passShare = 1;
    private int leftRaceAfter = -1;

    private Builder(Technique technique) {
      this.technique = technique;
    }

    public Builder run0(long nanos) {
      run0Nanos = nanos;
      return this;
    }

    public Builder warmup(long... nanos) {
      warmupNanos = nanos;
      return this;
    }

    /** The measured rounds' times per pass of the workload as given. */
    public Builder measured(long... nanos) {
      measuredNanos = nanos;
      return this;
    }

    public Builder calls(long perPass) {
      callsPerPass = perPass;
      return this;
    }

    /** Pairs of (latency in ns, count): the per-call latencies every measured round sampled. */
    public Builder latency(long... valueCounts) {
      latency = valueCounts;
      return this;
    }

    /** Its passes made the workload's calls {@code factor} times over in one open. */
    public Builder scale(int factor) {
      scale = factor;
      return this;
    }

    /** Each measured round timed this share of a pass, cut at a round's length. */
    public Builder passShare(double share) {
      passShare = share;
      return this;
    }

    /** The replay stopped measuring it after this many measured rounds. */
    public Builder leftRaceAfter(int rounds) {
      leftRaceAfter = rounds;
      return this;
    }

    public TechniqueRun build() {
      TechniqueRun run = new TechniqueRun(technique);
      run.calibrated(new Calibration(scale, 1));
      int round = 0;
      run.record(RoundKind.VERIFY, reply(round++, run0Nanos, 1, 0, null, 0));
      for (long nanos : warmupNanos) {
        run.record(RoundKind.WARM_UP, reply(round++, nanos, 1, 0, null, 0));
      }
      String histogram = null;
      long timed = 0;
      if (latency.length > 0) {
        Histogram h = new Histogram(3_600_000_000_000L, 2);
        for (int i = 0; i < latency.length; i += 2) {
          h.recordValueWithCount(latency[i], latency[i + 1]);
        }
        histogram = HistogramCodec.encode(h);
        timed = h.getTotalCount();
      }
      for (int i = 0; i < measuredNanos.length; i++) {
        run.record(
            RoundKind.MEASURED,
            reply(round++, measuredNanos[i], passShare, callsPerPass, histogram, timed));
        if (i + 1 == leftRaceAfter) {
          run.leaveRace();
          break;
        }
      }
      return run;
    }

    /** A reply whose time and calls per pass of the workload as given are those asked for. */
    private WorkerMessages.RoundReply reply(
        int round, long nanosPerPass, double share, long calls, String histogram, long timed) {
      double passes = share * scale;
      return new WorkerMessages.RoundReply(
          round,
          1,
          scale,
          Math.round(nanosPerPass * passes),
          0,
          Math.round(calls * passes),
          0,
          timed,
          histogram,
          -1,
          share,
          null);
    }
  }

  public static Builder of(Technique technique) {
    return new Builder(technique);
  }

  /**
   * A workload's extra rounds as the runner would have recorded them: {@code rounds} made in {@code
   * nanos} of the {@code capNanos} allowed, by the baseline and {@code alternatives}, stopped for
   * {@code why}.
   */
  public static ExtraRounds extraRounds(
      int rounds, ExtraRoundsStop why, long nanos, long capNanos, Technique... alternatives) {
    long[] now = {0};
    ExtraRounds extra = new ExtraRounds(List.of(alternatives), rounds, capNanos, () -> now[0]);
    for (int i = 0; i < rounds; i++) {
      extra.roundDone();
    }
    now[0] = nanos;
    extra.stop(why);
    return extra;
  }

  /** A run that failed in run 0 with this error. */
  public static TechniqueRun failed(Technique technique, String error) {
    TechniqueRun run = new TechniqueRun(technique);
    run.fail(error);
    return run;
  }
}
