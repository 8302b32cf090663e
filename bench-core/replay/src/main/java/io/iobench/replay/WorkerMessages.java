package io.iobench.replay;

import io.iobench.workload.Workload;
import java.util.List;

/**
 * The JSON lines a replay worker and the runner exchange over the worker's stdin and stdout: a
 * {@link Setup}, then per round a {@link RoundPlan} answered by a {@link RoundReply}, each written
 * and read by {@link RecordLines}. Strict both ways: a field missing, unknown or null where a
 * number belongs is an error, not a default. Runner and worker run the same classes, so a mismatch
 * is a bug to report, and a worker that filled in a value of its own would silently replay another
 * round than planned.
 */
final class WorkerMessages {
  private WorkerMessages() {}

  /** First line to a worker: what it replays, with which techniques (their ids). */
  record Setup(Workload workload, List<String> techniques) {
    Setup {
      techniques = List.copyOf(techniques);
      if (techniques.isEmpty()) {
        throw new IllegalArgumentException("a worker replays at least one technique");
      }
    }
  }

  /**
   * What one round did, over its timed passes; {@code error} is set instead when it failed.
   *
   * @param timedPasses the passes timed and counted (the plan's passes without its untimed ones)
   * @param scale the workload's scale the passes ran at: a pass made {@code scale} times its calls
   * @param nanos time of the timed passes, without the untimed work between them
   * @param betweenNanos untimed time spent between the passes, making their output fresh
   * @param latency the sampled per-call latencies, HdrHistogram compressed base64
   * @param checksum CRC32C of the bytes read in a verifying round, else -1
   * @param passShare the share of its last timed pass the round made: 1, or less when that pass was
   *     cut at the plan's time ({@link RoundPlan#cutNanos}); its calls, bytes and time are then
   *     that share's
   */
  record RoundReply(
      int round,
      int timedPasses,
      int scale,
      long nanos,
      long betweenNanos,
      long calls,
      long bytes,
      long timedCalls,
      String latency,
      long checksum,
      double passShare,
      String error) {

    RoundReply {
      if (!(passShare > 0 && passShare <= 1)) {
        throw new IllegalArgumentException(
            "a round makes a share of a pass in (0, 1]: " + passShare);
      }
    }

    static RoundReply failed(int round, String error) {
      return new RoundReply(round, 0, 1, 0, 0, 0, 0, 0, null, -1, 1, error);
    }

    /** Time of one pass of the workload as given (unscaled): what the results compare. */
    long nanosPerPass() {
      return cut() ? Math.round(nanos / passesMade()) : nanos / passes();
    }

    /** I/O calls of one pass of the workload as given. */
    long callsPerPass() {
      return cut() ? Math.round(calls / passesMade()) : calls / passes();
    }

    /** Whether the round's last pass was cut short ({@link RoundPlan#cutNanos}). */
    boolean cut() {
      return passShare < 1;
    }

    /** Unscaled passes the round made, a cut one counted as its share. */
    double passesMade() {
      return (Math.max(1, timedPasses) - 1 + passShare) * Math.max(1, scale);
    }

    /** The untimed time between passes, per pass of the workload as given. */
    long betweenNanosPerPass() {
      return betweenNanos / passes();
    }

    /** Unscaled passes the round made. */
    long passes() {
      return (long) Math.max(1, timedPasses) * Math.max(1, scale);
    }
  }
}
