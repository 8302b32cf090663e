package io.iobench.technique.read;

import static io.iobench.format.RecordedOp.FC_READ;
import static io.iobench.format.RecordedOp.FC_SCATTER_READ;
import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.AppCalls;
import io.iobench.technique.AppTechnique;
import io.iobench.technique.BufferKind;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.workload.Workload;
import java.util.List;

/** {@code channel-heap}: FileChannel + a heap ByteBuffer, sequential. */
public final class HeapChannelRead extends ChannelRead {
  public static final Family FAMILY =
      Family.sized("channel-heap", READ, NEW_API, HeapChannelRead::new)
          .title("FileChannel + heap ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(HeapChannelRead::snippet)
          .caveats(HeapChannelRead::caveats)
          .standsFor(AppTechnique.calls(FC_READ, FC_SCATTER_READ).unless(AppCalls::directOrRandom))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return snippet(BufferKind.HEAP, bufferSize, w);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(Caveats.heapByteBuffer(bufferSize), Caveats.largeArray(bufferSize));
  }

  public HeapChannelRead(int bufferSize) {
    super(FAMILY, BufferKind.HEAP, bufferSize);
  }
}
