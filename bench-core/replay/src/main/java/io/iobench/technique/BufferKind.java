package io.iobench.technique;

import java.nio.ByteBuffer;
import java.util.function.IntFunction;

/**
 * The kind of ByteBuffer a FileChannel family uses: the one thing its heap and direct variants
 * differ in, for reads, writes and sinks alike. Called once per round, never per I/O call.
 */
public enum BufferKind {
  HEAP("ByteBuffer.allocate", ByteBuffer::allocate, Caveats::heapByteBuffer),

  /** Kept across rounds, as an app keeps the one it reads with (see {@link DirectBuffers}). */
  DIRECT("ByteBuffer.allocateDirect", DirectBuffers::reused, Caveats::directBuffer);

  /** The method the user calls to allocate one, e.g. {@code ByteBuffer.allocateDirect}. */
  private final String allocation;

  private final IntFunction<ByteBuffer> allocator;
  private final IntFunction<String> caveat;

  BufferKind(String allocation, IntFunction<ByteBuffer> allocator, IntFunction<String> caveat) {
    this.allocation = allocation;
    this.allocator = allocator;
    this.caveat = caveat;
  }

  /** A cleared buffer of {@code capacity} bytes for one round. */
  public ByteBuffer allocate(int capacity) {
    return allocator.apply(capacity);
  }

  /** The allocation as the user writes it, e.g. {@code ByteBuffer.allocateDirect(65536)}. */
  public String code(int capacity) {
    return allocation + "(" + capacity + ")";
  }

  /** What this kind of buffer costs besides the I/O calls. */
  public String caveat(int capacity) {
    return caveat.apply(capacity);
  }
}
