package io.iobench.technique;

import java.io.IOException;
import java.io.RandomAccessFile;

/** Timed RandomAccessFile calls that the families of several operations make alike. */
public final class RandomAccessFileCalls {
  private RandomAccessFileCalls() {}

  /**
   * One positional read as RandomAccessFile code makes it: a seek and a readFully of
   * {@code length} bytes into {@code buf}, bracketed together as one call, the bytes then handed
   * to the probe.
   */
  public static void readAt(RandomAccessFile file, long offset, byte[] buf, int length, Probe probe)
      throws IOException {
    long t = probe.begin();
    file.seek(offset);
    file.readFully(buf, 0, length);
    probe.end(t, length);
    probe.data(buf, 0, length);
  }
}
