package io.iobench.demo;

import java.io.IOException;

/**
 * One step of the log-analytics job. Each phase has the same result in both modes; {@code tuned}
 * only switches from the classic mistake to the technique iobench recommends for it.
 */
abstract class Phase {
  private final String name;

  /** Where the job's files are. */
  final Workspace ws;

  Phase(String name, Workspace ws) {
    this.name = name;
    this.ws = ws;
  }

  /** Short name, used on the summary line and as the key in the timings file. */
  final String name() {
    return name;
  }

  /** Does the phase's I/O; this is the part that is timed (and profiled). */
  abstract void run(boolean tuned) throws IOException;

  /**
   * For the advice proof: times the phase's own work with its file I/O taken out, in nanoseconds,
   * over the files an earlier run left in the job's directory (read into memory first, untimed). -1
   * for the phases that have no mistake to check a recommendation against.
   */
  long timeWorkWithoutIo() throws IOException {
    return -1;
  }

  /**
   * A deterministic line of counts and checksums, called after all phases have run so that
   * checksumming stays out of the timed region. No timings, no paths.
   */
  abstract String summary() throws IOException;
}
