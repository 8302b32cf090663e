package io.iobench.technique;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** Timed FileChannel calls that the families of several operations make alike. */
public final class ChannelCalls {
  private ChannelCalls() {}

  /**
   * Writes what remains in {@code buf}: FileChannel.write may write fewer bytes than asked, so it
   * loops, each write a call of its own, bracketed alone and reporting the bytes it wrote.
   */
  public static void writeAll(FileChannel ch, ByteBuffer buf, Probe probe) throws IOException {
    while (buf.hasRemaining()) {
      long t = probe.begin();
      int k = ch.write(buf);
      probe.end(t, k);
    }
  }
}
