package io.iobench.technique.sink;

import io.iobench.technique.BufferKind;

/** {@code sink-direct}: FileChannel + direct ByteBuffer to a discarding device. */
public final class DirectSink extends ChannelSink {
  public DirectSink(int bufferSize) {
    super("sink-direct", BufferKind.DIRECT, bufferSize);
  }

  @Override
  public String title() {
    return "FileChannel + direct ByteBuffer (" + size() + ")";
  }
}
