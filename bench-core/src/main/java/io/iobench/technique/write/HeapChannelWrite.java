package io.iobench.technique.write;

import io.iobench.technique.Caveats;
import java.nio.ByteBuffer;

/** {@code channel-heap-write}: FileChannel.write of a heap ByteBuffer. */
public final class HeapChannelWrite extends ChannelWrite {
  public HeapChannelWrite(int bufferSize) {
    super("channel-heap-write", bufferSize);
  }

  @Override
  public String title() {
    return "FileChannel + heap ByteBuffer (" + size() + ")";
  }

  @Override
  ByteBuffer allocate(int capacity) {
    return ByteBuffer.allocate(capacity);
  }

  @Override
  String allocation(int capacity) {
    return "ByteBuffer.allocate(" + capacity + ")";
  }

  @Override
  String bufferCaveat() {
    return Caveats.heapByteBuffer(bufferSize());
  }
}
