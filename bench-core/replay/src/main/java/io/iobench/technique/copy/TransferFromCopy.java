package io.iobench.technique.copy;

import io.iobench.technique.Probe;
import java.io.IOException;
import java.nio.channels.FileChannel;

/** {@code copy-transfer-from}: FileChannel.transferFrom on the target, in a loop. */
public final class TransferFromCopy extends TransferCopy {
  public TransferFromCopy() {
    super("copy-transfer-from", "transferFrom");
  }

  @Override
  public String title() {
    return "FileChannel.transferFrom";
  }

  @Override
  String callCode() {
    return "out.transferFrom(in, pos, size - pos)";
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
