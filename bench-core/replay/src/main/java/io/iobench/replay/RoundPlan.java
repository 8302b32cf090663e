package io.iobench.replay;

import java.util.List;
import java.util.Objects;

/**
 * Everything a worker does in one round, as the runner sends it (one JSON line). The worker obeys
 * it and has no policy of its own: which round verifies, how many passes, which are timed, how long
 * a warm-up lasts are all decided by {@link RoundRules}. Every component must be present in the
 * JSON (see {@link WorkerMessages}); a value out of range is an error, never a default.
 *
 * <p>A round runs {@code passes} passes of the workload {@link io.iobench.workload.Workload#scaled
 * scaled} by {@code scale}, back to back, with the output made fresh before each pass after the
 * first; the first {@code untimedPasses} are run but neither timed nor counted. Then, while the
 * round has lasted less than {@code fillNanos}, it goes on with untimed passes. Last, when {@code
 * releaseMappings}, it lets the GC unmap what the technique mapped.
 *
 * @param technique the id of the technique that makes the round: one of those the worker was set up
 *     with
 * @param round the round's index, echoed in the reply
 * @param kind what the round is for: the runner records the reply by it; the worker acts on the
 *     components below, not on the kind
 * @param inputs the files a pass reads, one after the other; empty when it reads none
 * @param output the file a pass writes, or null
 * @param sink the file a pass writes to as a sink (/dev/null), or null
 * @param passes passes of the workload, including the untimed leading ones; at least 1
 * @param untimedPasses how many of the first passes are run untimed and uncounted; fewer than
 *     {@code passes}
 * @param scale how many times over a pass makes the workload's calls in one open; at least 1
 * @param verifyBytes whether every byte read goes into a checksum, call by call, and the runner
 *     checks the content of what was read and written
 * @param fillNanos the round goes on with untimed passes until it has lasted this long; 0 for none
 * @param freshOutput how the output is made fresh between passes and before a filling pass
 * @param releaseMappings whether to let the GC unmap the technique's mappings after the round,
 *     before the runner deletes its files
 * @param timeEvery one call in this many (on average) is timed; at least 1
 * @param cutNanos a timed pass still running after this long ends at its next timed call, and the
 *     round counts the share of the workload's bytes it moved as that share of a pass; 0 for none.
 *     Only a round of one timed pass on one thread is cut; an untimed pass before it is cut at
 *     {@code cutNanos / LEADING_CUT}.
 */
record RoundPlan(
    String technique,
    int round,
    RoundKind kind,
    List<String> inputs,
    String output,
    String sink,
    int passes,
    int untimedPasses,
    int scale,
    boolean verifyBytes,
    long fillNanos,
    FreshOutput freshOutput,
    boolean releaseMappings,
    int timeEvery,
    long cutNanos) {

  RoundPlan {
    Objects.requireNonNull(technique, "technique");
    Objects.requireNonNull(kind, "kind");
    inputs = List.copyOf(Objects.requireNonNull(inputs, "inputs"));
    Objects.requireNonNull(freshOutput, "freshOutput");
    if (passes < 1) {
      throw new IllegalArgumentException("a round makes at least 1 pass: " + passes);
    }
    if (untimedPasses < 0 || untimedPasses >= passes) {
      throw new IllegalArgumentException(
          "untimed passes must leave at least one timed pass of " + passes + ": " + untimedPasses);
    }
    if (scale < 1) {
      throw new IllegalArgumentException("scale must be at least 1: " + scale);
    }
    if (fillNanos < 0) {
      throw new IllegalArgumentException("fill time must not be negative: " + fillNanos);
    }
    if (freshOutput != FreshOutput.NONE && output == null) {
      throw new IllegalArgumentException("an output made " + freshOutput + " needs its path");
    }
    if (timeEvery < 1) {
      throw new IllegalArgumentException("timeEvery must be at least 1: " + timeEvery);
    }
    if (cutNanos < 0 || (cutNanos > 0 && (passes - untimedPasses != 1 || verifyBytes))) {
      throw new IllegalArgumentException(
          "only a single timed unverified pass can be cut, not "
              + (passes - untimedPasses)
              + (verifyBytes ? " verified" : "")
              + " at "
              + cutNanos
              + " ns");
    }
  }

  /** An untimed pass of a cut round is cut at this fraction of the timed one's time. */
  static final int LEADING_CUT = 5;

  /** Passes that are timed and counted in the reply. */
  int timedPasses() {
    return passes - untimedPasses;
  }

  /**
   * Why {@code reply} is not the answer to this plan (another round, other timed passes or another
   * scale), or null when it is: a reply out of step with its plan would be recorded as the wrong
   * round's measurement.
   */
  String mismatch(WorkerMessages.RoundReply reply) {
    if (reply.round() != round || reply.timedPasses() != timedPasses() || reply.scale() != scale) {
      return String.format(
          java.util.Locale.ROOT,
          "the worker answered round %d (%d timed passes at scale %d) for round %d (%d at scale %d)",
          reply.round(),
          reply.timedPasses(),
          reply.scale(),
          round,
          timedPasses(),
          scale);
    }
    return null;
  }
}
