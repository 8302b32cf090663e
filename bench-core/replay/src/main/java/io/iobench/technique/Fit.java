package io.iobench.technique;

import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;

/**
 * A family's rule for which workloads of its operation its technique of a buffer size is a sensible
 * alternative for; rules combine with {@link #and} and {@link #or}.
 */
@FunctionalInterface
public interface Fit {
  /**
   * A sequential pass over bytes: not over lines of text, which an app reads as lines (a family
   * that gives lines fits {@link #TEXT}); bytes would not give it what it asked for. Nor values
   * written through Jackson ({@link #JSON_VALUES}): writing bytes would leave out Jackson's work.
   */
  Fit SEQUENTIAL =
      (bufferSize, w) -> w.pattern() == AccessPattern.SEQUENTIAL && !w.text() && !w.jsonValues();

  Fit RANDOM = (bufferSize, w) -> w.pattern() == AccessPattern.RANDOM;

  /**
   * A buffer more than four times the file only costs allocation, except the smallest of {@link
   * Catalogue#STANDARD_SIZES}, always worth trying however small the file. (Read when applied: the
   * catalogue is built from the families, so a family's row must not need it built.)
   */
  Fit FITS_FILE =
      (bufferSize, w) ->
          bufferSize <= Catalogue.STANDARD_SIZES.get(0) || bufferSize <= 4 * w.fileSize();

  /**
   * Random calls read (or update) exactly the workload's call size; a buffer of another size would
   * only repeat the same technique under another id.
   */
  Fit FITS_CALLS = (bufferSize, w) -> bufferSize == w.callSize();

  /** A sequential pass with a buffer that fits the file. */
  Fit SEQUENTIAL_PASS = SEQUENTIAL.and(FITS_FILE);

  /** Random calls of the buffer's size. */
  Fit RANDOM_CALLS = RANDOM.and(FITS_CALLS);

  /**
   * Calls smaller than the buffer: only those are buffered, bigger ones go straight to the file.
   */
  Fit SMALLER_CALLS = (bufferSize, w) -> w.callSize() < bufferSize;

  /** A sequential pass of calls smaller than the buffer: what a buffering wrapper serves. */
  Fit BUFFERED_PASS = SEQUENTIAL_PASS.and(SMALLER_CALLS);

  /** A sequential pass or random calls of the buffer's size, for families that do both well. */
  Fit PASS_OR_RANDOM_CALLS = SEQUENTIAL_PASS.or(RANDOM_CALLS);

  /** A byte per call, read or written in sequence (not a mix of sizes that is mostly bytes). */
  Fit BYTES_IN_SEQUENCE =
      SEQUENTIAL.and((bufferSize, w) -> w.callSize() == 1 && !w.sizes().mixed());

  /** Calls of a primitive's size (1, 2, 4 or 8 bytes) on binary data: DataInput-like calls. */
  Fit PRIMITIVE_CALLS =
      (bufferSize, w) -> !w.text() && !w.sizes().mixed() && Sizes.primitive(w.callSize());

  /** Lines of text read in sequence, by a family that gives lines. */
  Fit TEXT = (bufferSize, w) -> w.pattern() == AccessPattern.SEQUENTIAL && w.text();

  /** Values written one per call through Jackson, by a family that makes Jackson's calls. */
  Fit JSON_VALUES = (bufferSize, w) -> w.pattern() == AccessPattern.SEQUENTIAL && w.jsonValues();

  /** Calls that fit well within one mapped window. */
  Fit MAPPABLE_CALLS = (bufferSize, w) -> w.callSize() <= MappedWindows.MAX_WINDOW / 2;

  /** Random calls of the buffer's size, each within one mapped window. */
  Fit MAPPED_RANDOM_CALLS = RANDOM_CALLS.and(MAPPABLE_CALLS);

  /** Whether the technique with this buffer size suits {@code w}, of the family's operation. */
  boolean test(int bufferSize, Workload w);

  default Fit and(Fit other) {
    return (bufferSize, w) -> test(bufferSize, w) && other.test(bufferSize, w);
  }

  default Fit or(Fit other) {
    return (bufferSize, w) -> test(bufferSize, w) || other.test(bufferSize, w);
  }

  static Fit not(Fit fit) {
    return (bufferSize, w) -> !fit.test(bufferSize, w);
  }

  /** Files of at most {@code bytes}: what a technique holding the whole file can take. */
  static Fit fileAtMost(long bytes) {
    return (bufferSize, w) -> w.fileSize() <= bytes;
  }
}
