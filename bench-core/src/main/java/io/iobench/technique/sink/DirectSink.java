package io.iobench.technique.sink;

import io.iobench.technique.Caveats;
import io.iobench.technique.DirectBuffers;
import java.nio.ByteBuffer;

/** {@code sink-direct}: FileChannel + direct ByteBuffer to a discarding device. */
public final class DirectSink extends ChannelSink {
  public DirectSink(int bufferSize) {
    super("sink-direct", bufferSize);
  }

  @Override
  public String title() {
    return "FileChannel + direct ByteBuffer (" + size() + ")";
  }

  @Override
  ByteBuffer allocate(int capacity) {
    return DirectBuffers.reused(capacity);
  }

  @Override
  String allocation(int capacity) {
    return "ByteBuffer.allocateDirect(" + capacity + ")";
  }

  @Override
  String bufferCaveat() {
    return Caveats.directBuffer(bufferSize());
  }
}
