package io.iobench.technique.read;

import io.iobench.technique.Caveats;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.nio.ByteBuffer;
import java.util.List;

/** {@code channel-heap}: FileChannel + a heap ByteBuffer, sequential. */
public final class HeapChannelRead extends ChannelRead {
  public HeapChannelRead(int bufferSize) {
    super("channel-heap", bufferSize);
  }

  @Override
  public String title() {
    return "FileChannel + heap ByteBuffer (" + size() + ")";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL) && fitsFile(w);
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
  public List<String> caveats(Workload w) {
    return caveatList(Caveats.heapByteBuffer(bufferSize()), Caveats.largeArray(bufferSize()));
  }
}
