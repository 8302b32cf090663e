package io.iobench.technique.write;

import io.iobench.technique.Caveats;
import io.iobench.technique.DirectBuffers;
import java.nio.ByteBuffer;

/** {@code channel-direct-write}: FileChannel.write of a reused direct ByteBuffer. */
public final class DirectChannelWrite extends ChannelWrite {
  public DirectChannelWrite(int bufferSize) {
    super("channel-direct-write", bufferSize);
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
