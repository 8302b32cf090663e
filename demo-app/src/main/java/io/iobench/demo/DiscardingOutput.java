package io.iobench.demo;

import java.io.OutputStream;

/**
 * Discards what is written, but looks at it: OutputStream.nullOutputStream() ignores the array, so
 * the JIT may skip making it, and the formatting work would be timed short.
 */
final class DiscardingOutput extends OutputStream {
  private long seen;

  @Override
  public void write(int b) {
    seen += b;
  }

  @Override
  public void write(byte[] b, int off, int len) {
    seen += len > 0 ? b[off] + b[off + len - 1] : 0;
  }

  /** What was seen, so that the looking cannot be dropped either. */
  long seen() {
    return seen;
  }
}
