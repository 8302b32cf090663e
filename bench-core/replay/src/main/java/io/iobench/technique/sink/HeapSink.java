package io.iobench.technique.sink;

import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.SINK;

import io.iobench.technique.BufferKind;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.workload.Workload;
import java.util.List;

/** {@code sink-heap}: FileChannel + heap ByteBuffer to a discarding device. */
public final class HeapSink extends ChannelSink {
  public static final Family FAMILY =
      Family.sized("sink-heap", SINK, NEW_API, HeapSink::new)
          .title("FileChannel + heap ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(HeapSink::snippet)
          .caveats(HeapSink::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return snippet(BufferKind.HEAP, bufferSize);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return caveatsOf(BufferKind.HEAP, bufferSize);
  }

  public HeapSink(int bufferSize) {
    super(FAMILY, BufferKind.HEAP, bufferSize);
  }
}
