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
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.util.List;

/**
 * {@code channel-direct}: FileChannel + a reused direct ByteBuffer; random calls position() then
 * read. It stands for the app's channel reads into direct buffers, and for its random ones into any
 * buffer.
 */
public final class DirectChannelRead extends ChannelRead {
  public static final Family FAMILY =
      Family.sized("channel-direct", READ, NEW_API, DirectChannelRead::new)
          .title("FileChannel + direct ByteBuffer (%s)")
          .fits(Fit.PASS_OR_RANDOM_CALLS)
          .code(DirectChannelRead::snippet)
          .caveats(DirectChannelRead::caveats)
          .standsFor(AppTechnique.calls(FC_READ, FC_SCATTER_READ).when(AppCalls::directOrRandom))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return snippet(BufferKind.DIRECT, bufferSize, w);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    boolean random = w.pattern() == AccessPattern.RANDOM;
    return Caveats.list(
        Caveats.directBuffer(random ? w.callSize() : bufferSize),
        random ? Caveats.shortReads() : null,
        random
            ? "position() then read() is two system calls and not safe to share between threads;"
                + " read(buffer, position) is one and is."
            : null);
  }

  public DirectChannelRead(int bufferSize) {
    super(FAMILY, BufferKind.DIRECT, bufferSize);
  }
}
