package io.iobench.technique.copy;

import static io.iobench.format.RecordedOp.FC_TRANSFER_FROM;
import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.COPY;

import io.iobench.technique.AppTechnique;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.util.List;

/** {@code copy-transfer-from}: FileChannel.transferFrom on the target, in a loop. */
public final class TransferFromCopy extends TransferCopy {
  public static final Family FAMILY =
      Family.fixed("copy-transfer-from", COPY, NEW_API, TransferFromCopy::new)
          .title("FileChannel.transferFrom")
          .fits(Fit.SEQUENTIAL)
          .code(TransferFromCopy::snippet)
          .caveats(TransferFromCopy::caveats)
          .standsFor(AppTechnique.calls(FC_TRANSFER_FROM))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return snippet("out.transferFrom(in, pos, size - pos)");
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return caveatsOf("transferFrom", w);
  }

  public TransferFromCopy() {
    super(FAMILY);
  }

  @Override
  long transfer(FileChannel in, FileChannel out, long pos, long count, Probe probe)
      throws IOException {
    long t = probe.begin();
    // Reads the source from its own position, which the call advances.
    long n = out.transferFrom(in, pos, count);
    probe.end(t, n);
    return n;
  }
}
