package io.iobench.technique;

import java.io.IOException;
import java.io.RandomAccessFile;

/** Timed RandomAccessFile calls that the families of several operations make alike. */
public final class RandomAccessFileCalls {
  private RandomAccessFileCalls() {}

  /**
   * One positional read as RandomAccessFile code makes it: a seek and a readFully of {@code length}
   * bytes into {@code buf}, bracketed together as one call, the bytes then handed to the probe. No
   * seek where the file already is ({@code position}, -1 when unknown), as code reading a record's
   * fields one after the other does not seek between them.
   *
   * @return where the file is after the read
   */
  public static long readAt(
      RandomAccessFile file, long position, long offset, byte[] buf, int length, Probe probe)
      throws IOException {
    long t = probe.begin();
    if (offset != position) {
      file.seek(offset);
    }
    file.readFully(buf, 0, length);
    probe.end(t, length);
    probe.data(buf, 0, length);
    return offset + length;
  }
}
