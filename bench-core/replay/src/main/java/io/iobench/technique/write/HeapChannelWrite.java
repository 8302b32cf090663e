package io.iobench.technique.write;

import io.iobench.technique.BufferKind;

/** {@code channel-heap-write}: FileChannel.write of a heap ByteBuffer. */
public final class HeapChannelWrite extends ChannelWrite {
  public HeapChannelWrite(int bufferSize) {
    super("channel-heap-write", BufferKind.HEAP, bufferSize);
  }

  @Override
  public String title() {
    return "FileChannel + heap ByteBuffer (" + size() + ")";
  }
}
