package io.iobench.demo;

import java.io.InputStream;

/**
 * Bytes in the heap as an InputStream whose read() is a bare array access: ByteArrayInputStream's
 * is synchronized, and timing the parser over it would count a lock per byte as parsing work.
 */
final class MemoryInput extends InputStream {
  private final byte[] bytes;
  private int next;

  MemoryInput(byte[] bytes) {
    this.bytes = bytes;
  }

  @Override
  public int read() {
    return next < bytes.length ? bytes[next++] & 0xFF : -1;
  }
}
