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
 * One phase of the layered app: I/O through one layer, on a file of its own named after the phase
 * ({@link #file}), so the profile's workloads map back to phases by file name. Its tuned twin
 * differs only in how the layer is configured or wrapped.
 */
abstract class LayeredPhase {
  private final String name;
  private final String fileName;

  /**
   * @param extension what follows the phase's name in its file's name, e.g. {@code .bin}
   */
  LayeredPhase(String name, String extension) {
    this.name = name;
    this.fileName = name + extension;
  }

  final String name() {
    return name;
  }

  /** The phase's file in {@code dir}: its name and extension. */
  final Path file(Path dir) {
    return dir.resolve(fileName);
  }

  /** Creates the phase's input file (untimed, once before the passes). */
  void prepare(Path file) throws Exception {}

  /**
   * Runs the phase on its file.
   *
   * @return a value from what was read or written, printed so the work cannot be skipped
   */
  abstract long run(Path file, boolean tuned) throws Exception;

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
