package io.iobench.technique.read;

import io.iobench.technique.BufferKind;
import io.iobench.technique.Caveats;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.util.List;

/** {@code channel-heap}: FileChannel + a heap ByteBuffer, sequential. */
public final class HeapChannelRead extends ChannelRead {
  public HeapChannelRead(int bufferSize) {
    super("channel-heap", BufferKind.HEAP, bufferSize);
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
  public List<String> caveats(Workload w) {
    return caveatList(Caveats.heapByteBuffer(bufferSize()), Caveats.largeArray(bufferSize()));
  }
}
