package io.iobench.benchmarks.layered;

import java.nio.file.Path;

/**
 * One phase of the layered app: I/O through one layer, on files of its own named after the phase,
 * so the profile's workloads map back to phases by file name. Its tuned twin differs only in how
 * the layer is configured or wrapped.
 */
interface LayeredPhase {
  String name();

  /** Creates the phase's input files (untimed, once before the passes). */
  default void prepare(Path dir) throws Exception {}

  /**
   * Runs the phase.
   *
   * @return a value from what was read or written, printed so the work cannot be skipped
   */
  long run(Path dir, boolean tuned) throws Exception;
}
