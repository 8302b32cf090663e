package io.iobench.technique.sink;

import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.SINK;

import io.iobench.technique.BufferKind;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;

/** {@code sink-heap}: FileChannel + heap ByteBuffer to a discarding device. */
public final class HeapSink extends ChannelSink {
  public static final Family FAMILY =
      Family.sized("sink-heap", SINK, NEW_API, HeapSink::new)
          .title("FileChannel + heap ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code((bufferSize, w) -> snippet(BufferKind.HEAP, bufferSize))
          .caveats((bufferSize, w) -> caveatsOf(BufferKind.HEAP, bufferSize))
          .build();

  public HeapSink(int bufferSize) {
    super(FAMILY, BufferKind.HEAP, bufferSize);
  }
}
