package io.iobench.technique.write;

import io.iobench.technique.BufferKind;

/** {@code channel-direct-write}: FileChannel.write of a reused direct ByteBuffer. */
public final class DirectChannelWrite extends ChannelWrite {
  public DirectChannelWrite(int bufferSize) {
    super("channel-direct-write", BufferKind.DIRECT, bufferSize);
  }

  @Override
  public String title() {
    return "FileChannel + direct ByteBuffer (" + size() + ")";
  }
}
