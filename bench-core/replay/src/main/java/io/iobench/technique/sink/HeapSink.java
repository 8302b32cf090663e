package io.iobench.technique.sink;

import io.iobench.technique.BufferKind;

/** {@code sink-heap}: FileChannel + heap ByteBuffer to a discarding device. */
public final class HeapSink extends ChannelSink {
  public HeapSink(int bufferSize) {
    super("sink-heap", BufferKind.HEAP, bufferSize);
  }

  @Override
  public String title() {
    return "FileChannel + heap ByteBuffer (" + size() + ")";
  }
}
