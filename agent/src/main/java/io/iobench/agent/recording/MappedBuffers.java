package io.iobench.agent.recording;

import java.lang.ref.WeakReference;
import java.util.Arrays;

/**
 * Which file each recent mapping belongs to, so MappedByteBuffer.force()/load() can be attributed.
 * A ring of weak references compared by identity: ByteBuffer.equals/hashCode read the content, so
 * no hash map can be used, and force()/load() are slow enough that a linear scan is free.
 */
final class MappedBuffers {
  private static final int CAPACITY = 256;

  private final Object[] buffers = new Object[CAPACITY];
  private final FileEntry[] files = new FileEntry[CAPACITY];
  private int next;

  synchronized void add(Object buffer, FileEntry file) {
    buffers[next] = new WeakReference<>(buffer);
    files[next] = file;
    next = (next + 1) % CAPACITY;
  }

  synchronized void clear() {
    Arrays.fill(buffers, null);
    Arrays.fill(files, null);
  }

  synchronized FileEntry fileOf(Object buffer) {
    for (int i = 0; i < CAPACITY; i++) {
      Object ref = buffers[i];
      if (ref != null && ((WeakReference<?>) ref).get() == buffer) {
        return files[i];
      }
    }
    return null;
  }
}
