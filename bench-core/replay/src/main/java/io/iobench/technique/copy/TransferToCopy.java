package io.iobench.technique.copy;

import static io.iobench.format.RecordedOp.FC_TRANSFER_TO;
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

/** {@code copy-transfer-to}: FileChannel.transferTo in a loop until every byte is across. */
public final class TransferToCopy extends TransferCopy {
  public static final Family FAMILY =
      Family.fixed("copy-transfer-to", COPY, NEW_API, TransferToCopy::new)
          .title("FileChannel.transferTo")
          .fits(Fit.SEQUENTIAL)
          .code(TransferToCopy::snippet)
          .caveats(TransferToCopy::caveats)
          .standsFor(AppTechnique.calls(FC_TRANSFER_TO))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return snippet("in.transferTo(pos, size - pos, out)");
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return caveatsOf("transferTo", w);
  }

  public TransferToCopy() {
    super(FAMILY);
  }

  @Override
  long transfer(FileChannel in, FileChannel out, long pos, long count, Probe probe)
      throws IOException {
    long t = probe.begin();
    long n = in.transferTo(pos, count, out);
    probe.end(t, n);
    return n;
  }
}
