package io.iobench.technique.copy;

import static io.iobench.technique.Invasiveness.WRAPPER;
import static io.iobench.workload.Operation.COPY;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Workload;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * {@code copy-buffered}: the app's own calls (its call size, a byte per call when that is 1) on a
 * BufferedInputStream and a BufferedOutputStream of this size. A loop of buffer-sized calls would
 * bypass both buffers and be {@code copy-stream} again, so the calls keep the app's size.
 */
public final class BufferedStreamCopy extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("copy-buffered", COPY, WRAPPER, BufferedStreamCopy::new)
          .title("BufferedInputStream to BufferedOutputStream (%s)")
          .fits(Fit.BUFFERED_PASS)
          .code(BufferedStreamCopy::snippet)
          .caveats(BufferedStreamCopy::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    String open =
        """
        try (InputStream in = new BufferedInputStream(new FileInputStream(source.toFile()), %d);
             OutputStream out = new BufferedOutputStream(new FileOutputStream(target.toFile()), %d)) {
        """
            .formatted(bufferSize, bufferSize);
    if (w.callSize() == 1) {
      return open
          + """
            int b;
            while ((b = in.read()) >= 0) {
              out.write(b);
            }
          }""";
    }
    return open
        + """
          byte[] chunk = new byte[%d];
          int n;
          while ((n = in.read(chunk)) > 0) {
            out.write(chunk, 0, n);
          }
        }"""
            .formatted(w.callSize());
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        "Only calls smaller than the buffers are buffered; close() (or flush()) writes"
            + " the last buffered bytes.",
        Copies.truncationCaveat(w, "new FileOutputStream(target)"),
        Caveats.streamArray(bufferSize));
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (BufferedInputStream in =
            new BufferedInputStream(new FileInputStream(files.input().toFile()), bufferSize());
        BufferedOutputStream out =
            new BufferedOutputStream(new FileOutputStream(files.output().toFile()), bufferSize())) {
      if (w.callSize() == 1) {
        while (true) {
          long t = probe.begin();
          int b = in.read();
          probe.end(t, b < 0 ? 0 : 1);
          if (b < 0) {
            break;
          }
          probe.dataByte(b);
          long u = probe.begin();
          out.write(b);
          probe.end(u, 0);
        }
        return;
      }
      byte[] chunk = new byte[w.callSize()];
      while (true) {
        long t = probe.begin();
        int n = in.read(chunk, 0, chunk.length);
        probe.end(t, n < 0 ? 0 : n);
        if (n < 0) {
          break;
        }
        probe.data(chunk, 0, n);
        long u = probe.begin();
        out.write(chunk, 0, n);
        probe.end(u, 0);
      }
    }
  }

  public BufferedStreamCopy(int bufferSize) {
    super(FAMILY, bufferSize);
  }
}
