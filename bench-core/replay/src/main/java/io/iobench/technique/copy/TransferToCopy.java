package io.iobench.technique.copy;

import io.iobench.technique.Probe;
import java.io.IOException;
import java.nio.channels.FileChannel;

/** {@code copy-transfer-to}: FileChannel.transferTo in a loop until every byte is across. */
public final class TransferToCopy extends TransferCopy {
  public TransferToCopy() {
    super("copy-transfer-to", "transferTo");
  }

  @Override
  public String title() {
    return "FileChannel.transferTo";
  }

  @Override
  String callCode() {
    return "in.transferTo(pos, size - pos, out)";
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
