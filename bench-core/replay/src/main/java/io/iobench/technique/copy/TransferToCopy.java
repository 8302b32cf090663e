package io.iobench.technique.copy;

import static io.iobench.format.RecordedOp.FC_TRANSFER_TO;
import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.COPY;

import io.iobench.technique.AppTechnique;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import java.io.IOException;
import java.nio.channels.FileChannel;

/** {@code copy-transfer-to}: FileChannel.transferTo in a loop until every byte is across. */
public final class TransferToCopy extends TransferCopy {
  public static final Family FAMILY =
      Family.fixed("copy-transfer-to", COPY, NEW_API, TransferToCopy::new)
          .title("FileChannel.transferTo")
          .fits(Fit.SEQUENTIAL)
          .standsFor(AppTechnique.calls(FC_TRANSFER_TO))
          .code((bufferSize, w) -> snippet("in.transferTo(pos, size - pos, out)"))
          .caveats((bufferSize, w) -> caveatsOf("transferTo", w))
          .build();

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
