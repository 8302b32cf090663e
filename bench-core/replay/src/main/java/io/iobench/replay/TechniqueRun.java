package io.iobench.replay;

import io.iobench.format.HistogramCodec;
import io.iobench.technique.Technique;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/** Everything one technique did in one replay: run 0, warm-up and measured rounds, or its error. */
public final class TechniqueRun {
  private final Technique technique;
  private WorkerMessages.RoundReply run0;
  private final List<Long> warmupNanos = new ArrayList<>();
  private final List<Long> measuredNanos = new ArrayList<>();
  private final Histogram latency = new Histogram(3_600_000_000_000L, 2);
  private long calls;
  private long timedCalls;
  private double passShares;
  private Calibration calibration = Calibration.NONE;
  private String error;
  private int leftRaceAfter = -1;

  TechniqueRun(Technique technique) {
    this.technique = technique;
  }

  public Technique technique() {
    return technique;
  }

  /**
   * Wall time of run 0 (JIT cold, bytes verified), reported apart from the statistics; -1 if it
   * failed.
   */
  public long run0Nanos() {
    return run0 == null ? -1 : run0.nanos();
  }

  /** The scale and the passes per round its rounds run at, as {@link RoundRules} chose them. */
  Calibration calibration() {
    return calibration;
  }

  void calibrated(Calibration calibration) {
    this.calibration = calibration;
  }

  /**
   * The workload's scale its passes run at: how many times the workload's calls one open makes (see
   * {@link io.iobench.workload.Workload#scaled}).
   */
  public int scale() {
    return calibration.scale();
  }

  public List<Long> warmupNanos() {
    return List.copyOf(warmupNanos);
  }

  public List<Long> measuredNanos() {
    return List.copyOf(measuredNanos);
  }

  public double[] measured() {
    return measuredNanos.stream().mapToDouble(Long::doubleValue).toArray();
  }

  /** Per-call latencies sampled in the measured rounds. */
  public Histogram latency() {
    return latency;
  }

  /** I/O calls per measured round, of the workload as given (unscaled). */
  public long callsPerRound() {
    return measuredNanos.isEmpty() ? 0 : calls / measuredNanos.size();
  }

  public long timedCalls() {
    return timedCalls;
  }

  /**
   * The mean share of a pass its measured rounds timed: 1 when every pass ran whole, less when long
   * passes were cut at a round's length ({@link RoundPlan#cutNanos}) and their time scaled up from
   * that share.
   */
  public double measuredPassShare() {
    return measuredNanos.isEmpty() ? 1 : passShares / measuredNanos.size();
  }

  /** Why this technique has no result (failed, or moved other bytes), or null. */
  public String error() {
    return error;
  }

  public boolean ok() {
    return error == null;
  }

  /**
   * The measured rounds it had made when the replay stopped measuring it, its result decided (see
   * {@link RoundJudge}); -1 while it was measured to the end.
   */
  public int leftRaceAfter() {
    return leftRaceAfter;
  }

  /** Whether the replay stopped measuring it before the last round, its result decided. */
  public boolean outOfTheRace() {
    return leftRaceAfter >= 0;
  }

  void leaveRace() {
    leftRaceAfter = measuredNanos.size();
  }

  void fail(String message) {
    if (error == null) {
      error = message;
    }
  }

  void record(RoundKind kind, WorkerMessages.RoundReply reply) {
    if (kind == RoundKind.VERIFY) {
      run0 = reply;
    } else if (kind == RoundKind.WARM_UP) {
      warmupNanos.add(reply.nanosPerPass());
    } else {
      measuredNanos.add(reply.nanosPerPass());
      passShares += reply.passShare();
      calls += reply.callsPerPass();
      timedCalls += reply.timedCalls();
      if (reply.latency() != null) {
        try {
          latency.add(HistogramCodec.decode(reply.latency()));
        } catch (DataFormatException | IllegalArgumentException e) {
          fail("unreadable latency histogram from its worker: " + e.getMessage());
        }
      }
    }
  }
}
