package io.iobench.technique.read;

import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.BufferKind;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;

/** {@code channel-heap}: FileChannel + a heap ByteBuffer, sequential. */
public final class HeapChannelRead extends ChannelRead {
  public static final Family FAMILY =
      Family.sized("channel-heap", READ, NEW_API, HeapChannelRead::new)
          .title("FileChannel + heap ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code((bufferSize, w) -> snippet(BufferKind.HEAP, bufferSize, w))
          .caveats(
              (bufferSize, w) ->
                  Caveats.list(Caveats.heapByteBuffer(bufferSize), Caveats.largeArray(bufferSize)))
          .build();

  public HeapChannelRead(int bufferSize) {
    super(FAMILY, BufferKind.HEAP, bufferSize);
  }
}
