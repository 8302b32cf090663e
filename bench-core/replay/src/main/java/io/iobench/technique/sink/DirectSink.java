package io.iobench.technique.sink;

import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.SINK;

import io.iobench.technique.BufferKind;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;

/** {@code sink-direct}: FileChannel + direct ByteBuffer to a discarding device. */
public final class DirectSink extends ChannelSink {
  public static final Family FAMILY =
      Family.sized("sink-direct", SINK, NEW_API, DirectSink::new)
          .title("FileChannel + direct ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code((bufferSize, w) -> snippet(BufferKind.DIRECT, bufferSize))
          .caveats((bufferSize, w) -> caveatsOf(BufferKind.DIRECT, bufferSize))
          .build();

  public DirectSink(int bufferSize) {
    super(FAMILY, BufferKind.DIRECT, bufferSize);
  }
}
