package io.iobench.technique.copy;

import static io.iobench.format.RecordedOp.FC_POSITIONAL_READ;
import static io.iobench.format.RecordedOp.FC_READ;
import static io.iobench.format.RecordedOp.FC_SCATTER_READ;
import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.COPY;

import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.DirectBuffers;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * {@code copy-channel-direct}: FileChannel read and write through one reused direct ByteBuffer. It
 * stands for the app's copies whose source it read with a FileChannel.
 */
public final class DirectChannelCopy extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("copy-channel-direct", COPY, NEW_API, DirectChannelCopy::new)
          .title("FileChannel read/write + direct ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(DirectChannelCopy::snippet)
          .caveats(DirectChannelCopy::caveats)
          .standsFor(AppTechnique.calls(FC_READ, FC_SCATTER_READ, FC_POSITIONAL_READ))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return """
        try (FileChannel in = FileChannel.open(source, READ);
             FileChannel out = FileChannel.open(target, CREATE, WRITE, TRUNCATE_EXISTING)) {
          ByteBuffer buf = ByteBuffer.allocateDirect(%d);
          while (in.read(buf.clear()) > 0) {
            buf.flip();
            while (buf.hasRemaining()) out.write(buf);
          }
        }"""
        .formatted(bufferSize);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        Copies.truncationCaveat(w, "TRUNCATE_EXISTING"),
        Caveats.shortWrites(),
        Caveats.directBuffer(bufferSize));
  }

  public DirectChannelCopy(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileChannel in = FileChannel.open(files.input(), StandardOpenOption.READ);
        FileChannel out = FileChannel.open(files.output(), Copies.TARGET)) {
      ByteBuffer buf = DirectBuffers.reused(bufferSize());
      while (true) {
        buf.clear();
        long t = probe.begin();
        int n = in.read(buf);
        probe.end(t, n < 0 ? 0 : n);
        if (n < 0) {
          break;
        }
        buf.flip();
        probe.data(buf);
        while (buf.hasRemaining()) {
          long u = probe.begin();
          out.write(buf);
          probe.end(u, 0);
        }
      }
    }
  }
}
