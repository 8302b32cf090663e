package io.iobench.technique.sink;

import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.SINK;

import io.iobench.technique.BufferKind;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.workload.Workload;
import java.util.List;

/** {@code sink-direct}: FileChannel + direct ByteBuffer to a discarding device. */
public final class DirectSink extends ChannelSink {
  public static final Family FAMILY =
      Family.sized("sink-direct", SINK, NEW_API, DirectSink::new)
          .title("FileChannel + direct ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(DirectSink::snippet)
          .caveats(DirectSink::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return snippet(BufferKind.DIRECT, bufferSize);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return caveatsOf(BufferKind.DIRECT, bufferSize);
  }

  public DirectSink(int bufferSize) {
    super(FAMILY, BufferKind.DIRECT, bufferSize);
  }
}
