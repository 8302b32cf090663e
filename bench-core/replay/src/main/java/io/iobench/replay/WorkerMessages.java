package io.iobench.replay;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.workload.Workload;

/** The JSON lines a replay worker and the runner exchange over the worker's stdin and stdout. */
final class WorkerMessages {
  static final ObjectMapper JSON =
      new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  private WorkerMessages() {}

  /** First line to a worker: what it replays, and how. */
  record Setup(Workload workload, String technique, int timeEvery) {}

  /**
   * One round: run the technique {@code repeat} times on these files, back to back, so that a round
   * lasts long enough to be timed well (a 4 MiB read takes a millisecond), each time over the
   * workload {@link Workload#scaled scaled} by {@code scale}; a warm-up round then goes on with
   * untimed passes until it has lasted {@code minNanos}.
   */
  record RoundRequest(
      int round,
      boolean verify,
      java.util.List<String> inputs,
      String output,
      String sink,
      int repeat,
      int scale,
      long minNanos) {}

  /**
   * What one round did, over all its repetitions; {@code error} is set instead when it failed.
   *
   * @param scale the workload's scale the passes ran at: a pass made {@code scale} times its calls
   * @param nanos time of the repetitions, without the untimed clean-up between them
   * @param betweenNanos untimed time spent between the passes, making their output fresh
   * @param latency the sampled per-call latencies, HdrHistogram compressed base64
   * @param checksum CRC32C of the bytes read in a verifying round, else -1
   */
  record RoundReply(
      int round,
      int repeat,
      int scale,
      long nanos,
      long betweenNanos,
      long calls,
      long bytes,
      long timedCalls,
      String latency,
      long checksum,
      String error) {

    static RoundReply failed(int round, String error) {
      return new RoundReply(round, 0, 1, 0, 0, 0, 0, 0, null, -1, error);
    }

    /** Time of one pass of the workload as given (unscaled): what the results compare. */
    long nanosPerPass() {
      return nanos / passes();
    }

    /** The untimed time between passes, per pass of the workload as given. */
    long betweenNanosPerPass() {
      return betweenNanos / passes();
    }

    /** Unscaled passes the round made. */
    long passes() {
      return (long) Math.max(1, repeat) * Math.max(1, scale);
    }
  }
}
