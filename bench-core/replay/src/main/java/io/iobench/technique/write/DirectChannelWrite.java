package io.iobench.technique.write;

import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.WRITE;

import io.iobench.technique.AppCalls;
import io.iobench.technique.BufferKind;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.workload.Workload;
import java.util.List;

/** {@code channel-direct-write}: FileChannel.write of a reused direct ByteBuffer. */
public final class DirectChannelWrite extends ChannelWrite {
  public static final Family FAMILY =
      Family.sized("channel-direct-write", WRITE, NEW_API, DirectChannelWrite::new)
          .title("FileChannel + direct ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(DirectChannelWrite::snippet)
          .caveats(DirectChannelWrite::caveats)
          .standsFor(appWrites().when(AppCalls::direct).unless(AppCalls::reopened))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return snippet(BufferKind.DIRECT, bufferSize, w);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return caveatsOf(BufferKind.DIRECT, bufferSize, w);
  }

  public DirectChannelWrite(int bufferSize) {
    super(FAMILY, BufferKind.DIRECT, bufferSize);
  }
}
