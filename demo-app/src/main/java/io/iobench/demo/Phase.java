package io.iobench.demo;

import java.io.IOException;

/**
 * One step of the log-analytics job. Each phase has the same result in both modes; {@code tuned}
 * only switches from the classic mistake to the technique iobench recommends for it.
 */
interface Phase {

  /** Short name, used on the summary line and as the key in the timings file. */
  String name();

  /** Does the phase's I/O; this is the part that is timed (and profiled). */
  void run(boolean tuned) throws IOException;

  /**
   * A deterministic line of counts and checksums, called after all phases have run so that
   * checksumming stays out of the timed region. No timings, no paths.
   */
  String summary() throws IOException;
}
