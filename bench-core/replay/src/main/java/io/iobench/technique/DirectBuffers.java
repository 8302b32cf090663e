package io.iobench.technique;

import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;

/**
 * Direct buffers kept for the life of the worker JVM, as an app keeps the one it reads with:
 * allocating one costs zeroed native memory and page faults, which an app pays once and which would
 * otherwise be charged to every round. Each thread has its own, as each of an app's reading threads
 * would.
 */
public final class DirectBuffers {
  private static final ThreadLocal<Map<Integer, ByteBuffer>> BY_CAPACITY =
      ThreadLocal.withInitial(HashMap::new);

  private DirectBuffers() {}

  /**
   * A cleared direct buffer of exactly {@code capacity} bytes, the same one on every call of a
   * thread.
   */
  public static ByteBuffer reused(int capacity) {
    return BY_CAPACITY.get().computeIfAbsent(capacity, ByteBuffer::allocateDirect).clear();
  }
}
