package io.iobench.benchmarks.cost;

import java.util.Map;

/** A recorder of file I/O that the harness switches on and off inside its own JVM. */
interface Observer {
  /** How the table names it. */
  String name();

  /** Starts recording; returns once the calls that follow are recorded. */
  void start() throws Exception;

  /**
   * Stops recording and checks what was recorded against {@code made}, the calls of each case made
   * since {@link #start}; returns one line saying how they compare.
   */
  String stop(Map<CallCase, Long> made) throws Exception;

  /**
   * Called once when the run ends, for an observer that checks its whole run at once; returns its
   * check line, or null when it checked each session as it stopped.
   */
  default String finish() throws Exception {
    return null;
  }
}
