package io.iobench.technique.write;

import io.iobench.technique.Probe;
import io.iobench.workload.Content;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * One sequential pass writing a workload's file, as the write families share it: how long the next
 * write is (a buffer, cut at the app's force points), its content from the app's producer, and
 * whether a force is due after it. All of it happens outside the timed calls: each family keeps its
 * own I/O call inline, bracketed by the probe, so nothing here is timed but a force.
 */
final class WritePass {
  private final ForceCadence cadence;
  private final long size;
  private final int callSize;
  private long position;

  WritePass(Workload w) {
    this.cadence = new ForceCadence(w.forceEveryBytes());
    this.size = w.fileSize();
    this.callSize = w.callSize();
  }

  boolean more() {
    return position < size;
  }

  /** Whether the app forces at all (see {@link ForceCadence#forcing}). */
  boolean forcing() {
    return cadence.forcing();
  }

  /**
   * Produces the next write into {@code buf[0, n)} and returns {@code n}: a full buffer if it can.
   */
  int fill(byte[] buf) {
    return fill(buf, buf.length);
  }

  /**
   * As {@link #fill(byte[])}, writing at most {@code max} bytes (what is left of a mapped window).
   */
  int fill(byte[] buf, int max) {
    int n = cadence.chunk(position, (int) Math.min(Math.min(buf.length, max), size - position));
    Content.produce(buf, 0, n, position, callSize);
    return n;
  }

  /**
   * Produces the next write into the cleared buffer and flips it for writing; returns its length.
   */
  int fill(ByteBuffer buf) {
    return fill(buf, buf.capacity());
  }

  /** As {@link #fill(ByteBuffer)}, writing at most {@code max} bytes (the app's next call). */
  int fill(ByteBuffer buf, int max) {
    int n = cadence.chunk(position, (int) Math.min(Math.min(buf.capacity(), max), size - position));
    buf.clear();
    Content.produce(buf, n, position, callSize);
    buf.flip();
    return n;
  }

  /** Moves past {@code n} written bytes; returns whether a force is due there. */
  boolean advance(int n) {
    position += n;
    return cadence.due(position);
  }

  /** Moves past {@code n} written bytes, forcing {@code channel} where one is due. */
  void advance(int n, FileChannel channel, Probe probe) throws IOException {
    if (advance(n)) {
      force(channel, probe);
    }
  }

  /** {@code force(false)}: data, not metadata, as the app's FileChannel.force(false) does. */
  static void force(FileChannel channel, Probe probe) throws IOException {
    channel.force(false);
    probe.forced();
  }
}
