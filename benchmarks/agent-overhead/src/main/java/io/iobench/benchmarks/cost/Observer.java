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
}
