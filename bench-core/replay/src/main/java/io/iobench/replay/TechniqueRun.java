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
  private int repeat = 1;
  private int scale = 1;
  private String error;

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

  /** Workload passes per measured round. */
  public int repeat() {
    return repeat;
  }

  /**
   * The workload's scale its passes run at: how many times the workload's calls one open makes (see
   * {@link io.iobench.workload.Workload#scaled}).
   */
  public int scale() {
    return scale;
  }

  /**
   * Chooses the scale and the passes per round from the last round's pass time; fixed once
   * measuring starts. The scale comes first: as many of the app's calls in one open as fit in a
   * round, up to {@code maxScale}. Then as many such passes as fill the round, each with its share
   * of what is done between the timed passes ({@code betweenNanosPerPass}): a round of short writes
   * over a replaced 1 MB file spent 2 ms making the file again for each 0.5 ms pass, and lasted
   * three times as long as it should. All per pass of the workload as given (unscaled).
   */
  void calibrate(long passNanos, long betweenNanosPerPass, long roundNanos, int maxScale) {
    if (passNanos > 0 && roundNanos > 0) {
      scale = (int) Math.max(1, Math.min(maxScale, roundNanos / passNanos));
      long scaledPass = (passNanos + Math.max(0, betweenNanosPerPass)) * scale;
      repeat = (int) Math.max(1, Math.min(100_000, (roundNanos + scaledPass - 1) / scaledPass));
    }
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

  /** Why this technique has no result (failed, or moved other bytes), or null. */
  public String error() {
    return error;
  }

  public boolean ok() {
    return error == null;
  }

  void fail(String message) {
    if (error == null) {
      error = message;
    }
  }

  void record(int round, int warmupRounds, WorkerMessages.RoundReply reply) {
    if (round == 0) {
      run0 = reply;
    } else if (round <= warmupRounds) {
      warmupNanos.add(reply.nanosPerPass());
    } else {
      measuredNanos.add(reply.nanosPerPass());
      calls += reply.calls() / reply.passes();
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
