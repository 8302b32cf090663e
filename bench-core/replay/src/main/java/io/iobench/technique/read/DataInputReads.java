package io.iobench.technique.read;

import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;

/**
 * How many reads of the file RandomAccessFile's DataInput method for a value of a size makes on the
 * running JDK: a read() per byte up to JDK 17, one read of the value from JDK 21 on. Counted once
 * per size, through a RandomAccessFile whose reads count themselves (the JDK's DataInput methods
 * call its public reads), so the replay's calls are what this JDK makes, as the agent records the
 * app's.
 */
final class DataInputReads {
  /** Counted reads by value size (1 to 8), 0 until counted. */
  private static final int[] COUNTED = new int[Long.BYTES + 1];

  private DataInputReads() {}

  /**
   * The reads a value of {@code size} bytes takes, counted on {@code file} (at least {@code size}
   * bytes long) the first time; 1 for a file too short to count on.
   */
  static synchronized int of(File file, int size) throws IOException {
    if (COUNTED[size] == 0) {
      if (file.length() < size) {
        return 1;
      }
      try (CountingFile counting = new CountingFile(file)) {
        RandomAccessFileDataRead.read(counting, size);
        COUNTED[size] = Math.max(1, counting.reads);
      }
    }
    return COUNTED[size];
  }

  /** A RandomAccessFile that counts the calls of its public reads. */
  private static final class CountingFile extends RandomAccessFile {
    int reads;

    CountingFile(File file) throws IOException {
      super(file, "r");
    }

    @Override
    public int read() throws IOException {
      reads++;
      return super.read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      reads++;
      return super.read(b, off, len);
    }

    @Override
    public int read(byte[] b) throws IOException {
      reads++;
      return super.read(b);
    }
  }
}
