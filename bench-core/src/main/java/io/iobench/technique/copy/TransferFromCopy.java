package io.iobench.technique.copy;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.List;

/** {@code copy-transfer-from}: FileChannel.transferFrom on the target, in a loop. */
public final class TransferFromCopy extends BaseTechnique {
  public TransferFromCopy() {
    super("copy-transfer-from", Operation.COPY, 0, Invasiveness.NEW_API, false);
  }

  @Override
  public String title() {
    return "FileChannel.transferFrom";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL);
  }

  @Override
  public String code(Workload w) {
    return """
        try (FileChannel in = FileChannel.open(source, READ);
             FileChannel out = FileChannel.open(target, CREATE, WRITE, TRUNCATE_EXISTING)) {
          long size = in.size();
          for (long pos = 0; pos < size; ) {
            pos += out.transferFrom(in, pos, size - pos);
          }
        }""";
  }

  @Override
  public List<String> caveats(Workload w) {
    return Transfers.caveats(w, "transferFrom");
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileChannel in = FileChannel.open(files.input(), StandardOpenOption.READ);
        FileChannel out = FileChannel.open(files.output(), Copies.TARGET)) {
      long size = in.size();
      long pos = 0;
      while (pos < size) {
        long t = probe.begin();
        // Reads the source from its own position, which the call advances.
        long n = out.transferFrom(in, pos, size - pos);
        probe.end(t, n);
        if (n <= 0) {
          break; // the source shrank: the short target fails verification
        }
        pos += n;
      }
    }
  }
}
