package io.iobench.technique.copy;

import static io.iobench.format.RecordedOp.FIS_READ;
import static io.iobench.format.RecordedOp.FIS_READ_ALL_BYTES;
import static io.iobench.format.RecordedOp.FIS_READ_N_BYTES;
import static io.iobench.format.RecordedOp.RAF_READ;
import static io.iobench.format.RecordedOp.RAF_READ_DATA;
import static io.iobench.format.RecordedOp.RAF_READ_FULLY;
import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.COPY;

import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * {@code copy-stream}: FileInputStream to FileOutputStream through a byte[]. It stands for the
 * app's copies whose source it read with a stream or a RandomAccessFile.
 */
public final class StreamCopy extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("copy-stream", COPY, BUFFER_SIZE, StreamCopy::new)
          .title("FileInputStream to FileOutputStream + byte[] (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(StreamCopy::snippet)
          .caveats(StreamCopy::caveats)
          .standsFor(
              AppTechnique.calls(
                  FIS_READ,
                  FIS_READ_N_BYTES,
                  FIS_READ_ALL_BYTES,
                  RAF_READ,
                  RAF_READ_FULLY,
                  RAF_READ_DATA))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return """
        try (FileInputStream in = new FileInputStream(source.toFile());
             FileOutputStream out = new FileOutputStream(target.toFile())) {
          byte[] buf = new byte[%d];
          int n;
          while ((n = in.read(buf)) > 0) {
            out.write(buf, 0, n);
          }
        }"""
        .formatted(bufferSize);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        Copies.truncationCaveat(w, "new FileOutputStream(target)"),
        Caveats.streamArray(bufferSize));
  }

  public StreamCopy(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileInputStream in = new FileInputStream(files.input().toFile());
        FileOutputStream out = new FileOutputStream(files.output().toFile())) {
      byte[] buf = new byte[bufferSize()];
      while (true) {
        long t = probe.begin();
        int n = in.read(buf);
        probe.end(t, n < 0 ? 0 : n);
        if (n < 0) {
          break;
        }
        probe.data(buf, 0, n);
        long u = probe.begin();
        out.write(buf, 0, n);
        probe.end(u, 0);
      }
    }
  }
}
