package io.iobench.benchmarks.layered;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
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

  /** The file to read, through a 64 KiB BufferedInputStream when {@code buffered}. */
  static InputStream in(Path file, boolean buffered) throws IOException {
    InputStream in = new FileInputStream(file.toFile());
    return buffered ? new BufferedInputStream(in, 65536) : in;
  }

  /** The file to write, through a 64 KiB BufferedOutputStream when {@code buffered}. */
  static OutputStream out(Path file, boolean buffered) throws IOException {
    OutputStream out = new FileOutputStream(file.toFile());
    return buffered ? new BufferedOutputStream(out, 65536) : out;
  }
}
