package io.iobench.benchmarks.cost;

import java.util.Map;

/** A recorder of file I/O that the harness switches on and off inside its own JVM. */
abstract class Observer {
  private final String name;

  /**
   * @param name how the table names it
   */
  Observer(String name) {
    this.name = name;
  }

  /** How the table names it. */
  final String name() {
    return name;
  }

  /** Starts recording; returns once the calls that follow are recorded. */
  abstract void start() throws Exception;

  /**
   * Stops recording and checks what was recorded against {@code made}, the calls of each case made
   * since {@link #start}; returns one line saying how they compare.
   */
  abstract String stop(Map<CallCase, Long> made) throws Exception;

  /**
   * Called once when the run ends, for an observer that checks its whole run at once; returns its
   * check line, or null when it checked each session as it stopped.
   */
  String finish() throws Exception {
    return null;
  }
}
