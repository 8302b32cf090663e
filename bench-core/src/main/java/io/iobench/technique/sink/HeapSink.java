package io.iobench.technique.sink;

import io.iobench.technique.Caveats;
import java.nio.ByteBuffer;

/** {@code sink-heap}: FileChannel + heap ByteBuffer to a discarding device. */
public final class HeapSink extends ChannelSink {
  public HeapSink(int bufferSize) {
    super("sink-heap", bufferSize);
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
