package io.iobench.technique.read;

import static io.iobench.technique.Invasiveness.WRAPPER;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.technique.Sizes;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Workload;
import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.util.List;

/**
 * {@code buffered-stream}: the app's own calls (its call size, a read() per byte when that is 1) on
 * a BufferedInputStream of this size. The consumer's calls are the ones timed, as the app would see
 * them. Calls at least as big as the buffer go straight to the file, no different from {@code fis}:
 * it fits smaller calls only.
 */
public final class BufferedStreamRead extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("buffered-stream", READ, WRAPPER, BufferedStreamRead::new)
          .title("BufferedInputStream (%s)")
          .fits(Fit.BUFFERED_PASS)
          .code(BufferedStreamRead::snippet)
          .caveats(BufferedStreamRead::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    if (w.callSize() == 1) {
      return """
          try (InputStream in = new BufferedInputStream(new FileInputStream(path.toFile()), %d)) {
            int b;
            while ((b = in.read()) >= 0) {
              process(b);
            }
          }"""
          .formatted(bufferSize);
    }
    return """
        try (InputStream in = new BufferedInputStream(new FileInputStream(path.toFile()), %d)) {
          byte[] chunk = new byte[%d];
          int n;
          while ((n = in.read(chunk)) > 0) {
            process(chunk, 0, n);
          }
        }"""
        .formatted(bufferSize, w.callSize());
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        "Only calls smaller than its buffer are buffered: a read of at least "
            + Sizes.human(bufferSize)
            + " goes straight to the file.",
        Caveats.streamArray(bufferSize));
  }

  public BufferedStreamRead(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    try (BufferedInputStream in =
        new BufferedInputStream(new FileInputStream(files.input().toFile()), bufferSize())) {
      if (w.callSize() == 1 && !w.sizes().mixed()) {
        readBytes(in, probe);
        return;
      }
      byte[] chunk = new byte[w.maxCallSize()];
      CallSizes.Cursor sizes = w.callSizes();
      while (true) {
        int length = sizes.next();
        long t = probe.begin();
        int n = in.read(chunk, 0, length);
        probe.end(t, n < 0 ? 0 : n);
        if (n < 0) {
          break;
        }
        probe.data(chunk, 0, n);
      }
    }
  }

  /**
   * A read() per byte, most of them untimed and counted in the loop (see {@link
   * Probe#untimedAhead}).
   */
  private static void readBytes(BufferedInputStream in, Probe probe) throws IOException {
    while (true) {
      int ahead = probe.untimedAhead();
      long calls = 0;
      long sum = 0;
      int b = 0;
      while (calls < ahead && (b = in.read()) >= 0) {
        sum += b;
        calls++;
      }
      probe.untimed(calls, calls, sum);
      if (b < 0) {
        probe.untimed(1, 0, 0); // the read() that found the end
        return;
      }
      long t = probe.begin();
      b = in.read();
      probe.end(t, b < 0 ? 0 : 1);
      if (b < 0) {
        return;
      }
      probe.dataByte(b);
    }
  }
}
