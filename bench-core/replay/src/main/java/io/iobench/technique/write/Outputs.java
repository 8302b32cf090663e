package io.iobench.technique.write;

import io.iobench.workload.Workload;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.channels.FileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Opens a write's output as the app would: a new file, or the preallocated one without truncating
 * it (truncation would give its blocks back and measure reallocating them).
 */
final class Outputs {
  private static final OpenOption[] NEW = {
    StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING
  };
  private static final OpenOption[] EXISTING = {StandardOpenOption.WRITE};

  private Outputs() {}

  /**
   * A FileOutputStream at the file's start. For a preallocated file it shares the descriptor of a
   * RandomAccessFile, the one way to get a FileOutputStream that does not truncate; closing the
   * stream closes the descriptor.
   */
  static FileOutputStream stream(Workload w, Path path) throws IOException {
    if (!w.preallocated()) {
      return new FileOutputStream(path.toFile());
    }
    RandomAccessFile file = new RandomAccessFile(path.toFile(), "rw");
    try {
      return new FileOutputStream(file.getFD());
    } catch (IOException | RuntimeException e) {
      file.close();
      throw e;
    }
  }

  static FileChannel channel(Workload w, Path path) throws IOException {
    return FileChannel.open(path, w.preallocated() ? EXISTING : NEW);
  }

  /** The first line(s) of a try-with-resources that opens {@code out} as {@link #stream} does. */
  static String streamCode(Workload w) {
    if (!w.preallocated()) {
      return "try (FileOutputStream out = new FileOutputStream(path.toFile())";
    }
    return "// \"rw\" keeps the preallocated file; new FileOutputStream(path) would truncate it\n"
        + "try (RandomAccessFile file = new RandomAccessFile(path.toFile(), \"rw\");\n"
        + "     FileOutputStream out = new FileOutputStream(file.getFD())";
  }

  /** The open options of {@link #channel}, as code. */
  static String channelOptions(Workload w) {
    return w.preallocated() ? "WRITE" : "CREATE, WRITE, TRUNCATE_EXISTING";
  }

  /**
   * The loop of the array families as code, after their opening line: fill a {@code buf} of {@code
   * bufferSize} bytes, then {@code write} it and, under a cadence, {@code force}.
   */
  static String arrayLoop(Workload w, int bufferSize, String write, String force) {
    return "  byte[] buf = new byte["
        + bufferSize
        + "];\n"
        + "  for (long pos = 0; pos < size; pos += buf.length) {\n"
        + "    int n = (int) Math.min(buf.length, size - pos);\n"
        + "    fill(buf, 0, n);\n"
        + "    "
        + write
        + ";\n"
        + forceLine(w, "    ", force)
        + "  }\n"
        + "}";
  }

  /** The line that forces after a write ending at {@code pos + n}, or nothing. */
  static String forceLine(Workload w, String indent, String force) {
    return forceLine(w, indent, "pos + n", force + ";");
  }

  /**
   * The line that runs {@code statement} once the bytes written, {@code written}, reach a force
   * point, or nothing when the app does not force. The cadence is a long literal where it is too
   * big for an int (an app may force once in several GiB).
   */
  static String forceLine(Workload w, String indent, String written, String statement) {
    long every = w.forceEveryBytes();
    if (every <= 0) {
      return "";
    }
    String literal = every > Integer.MAX_VALUE ? every + "L" : Long.toString(every);
    return indent + "if ((" + written + ") % " + literal + " == 0) " + statement + "\n";
  }

  static String preallocatedCaveat(Workload w) {
    return w.preallocated()
        ? "Opened without truncating, so the preallocated blocks are reused; new FileOutputStream(path) or"
            + " TRUNCATE_EXISTING would give them back and allocate them again."
        : null;
  }
}
