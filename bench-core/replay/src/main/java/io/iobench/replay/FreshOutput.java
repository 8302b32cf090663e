package io.iobench.replay;

/**
 * How a round's output is made fresh, before the round and between its passes, so that every pass
 * writes into the same kind of file the app wrote into.
 */
enum FreshOutput {
  /** The workload writes no output file (reads, updates in place, writes to a sink). */
  NONE,
  /** No file: the technique creates a new one, as the app's open did. */
  NEW,
  /**
   * A full-size file of zeros, its blocks written: the app's target already held data (written in
   * place, or replaced by an open that truncates it).
   */
  FULL_SIZE
}
