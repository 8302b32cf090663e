package io.iobench.benchmarks.library;

import java.nio.file.Path;

/**
 * One phase of the library app: file I/O through one library or JDK method, on a file of its own
 * named after the phase ({@link #file}), so the profile's workloads map back to phases by file
 * name. Its tuned twin is the change the advice describes, written as a user would after reading
 * it.
 */
abstract class LibraryPhase {
  private final String name;
  private final String fileName;

  /**
   * @param extension what follows the phase's name in its file's name, e.g. {@code .json}
   */
  LibraryPhase(String name, String extension) {
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

  /** The line or record {@code i} the phases write: an order as a log or CSV line has it. */
  static String line(int i) {
    return "order " + i + " shipped to store " + (i % 97) + "\n";
  }
}
