package io.iobench.technique.write;

import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.WRITE;

import io.iobench.technique.AppCalls;
import io.iobench.technique.BufferKind;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.workload.Workload;
import java.util.List;

/** {@code channel-heap-write}: FileChannel.write of a heap ByteBuffer. */
public final class HeapChannelWrite extends ChannelWrite {
  public static final Family FAMILY =
      Family.sized("channel-heap-write", WRITE, NEW_API, HeapChannelWrite::new)
          .title("FileChannel + heap ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(HeapChannelWrite::snippet)
          .caveats(HeapChannelWrite::caveats)
          .standsFor(appWrites().unless(AppCalls::direct).unless(AppCalls::reopened))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return snippet(BufferKind.HEAP, bufferSize, w);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return caveatsOf(BufferKind.HEAP, bufferSize, w);
  }

  public HeapChannelWrite(int bufferSize) {
    super(FAMILY, BufferKind.HEAP, bufferSize);
  }
}
