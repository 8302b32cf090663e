package io.iobench.technique;

import java.nio.ByteBuffer;

/**
 * The kind of ByteBuffer a FileChannel family uses: the one thing its heap and direct variants
 * differ in, for reads, writes and sinks alike. Called once per round, never per I/O call.
 */
public enum BufferKind {
  HEAP {
    @Override
    public ByteBuffer allocate(int capacity) {
      return ByteBuffer.allocate(capacity);
    }

    @Override
    public String code(int capacity) {
      return "ByteBuffer.allocate(" + capacity + ")";
    }

    @Override
    public String caveat(int capacity) {
      return Caveats.heapByteBuffer(capacity);
    }
  },

  DIRECT {
    /** Kept across rounds, as an app keeps the one it reads with (see {@link DirectBuffers}). */
    @Override
    public ByteBuffer allocate(int capacity) {
      return DirectBuffers.reused(capacity);
    }

    @Override
    public String code(int capacity) {
      return "ByteBuffer.allocateDirect(" + capacity + ")";
    }

    @Override
    public String caveat(int capacity) {
      return Caveats.directBuffer(capacity);
    }
  };

  /** A cleared buffer of {@code capacity} bytes for one round. */
  public abstract ByteBuffer allocate(int capacity);

  /** The allocation as the user writes it, e.g. {@code ByteBuffer.allocateDirect(65536)}. */
  public abstract String code(int capacity);

  /** What this kind of buffer costs besides the I/O calls. */
  public abstract String caveat(int capacity);
}
