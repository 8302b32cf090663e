package io.iobench.technique;

import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;

/**
 * Direct buffers kept for the life of the worker JVM, as an app keeps the one it reads with:
 * allocating one costs zeroed native memory and page faults, which an app pays once and which
 * would otherwise be charged to every round. Techniques use them from one thread at a time.
 */
public final class DirectBuffers {
  private static final Map<Integer, ByteBuffer> BY_CAPACITY = new HashMap<>();

  private DirectBuffers() {}

  /** A cleared direct buffer of exactly {@code capacity} bytes, the same one on every call. */
  public static synchronized ByteBuffer reused(int capacity) {
    return BY_CAPACITY.computeIfAbsent(capacity, ByteBuffer::allocateDirect).clear();
  }
}
