package io.iobench.technique.read;

import static io.iobench.format.RecordedOp.FIS_READ;
import static io.iobench.format.RecordedOp.FIS_READ_N_BYTES;
import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.AppCalls;
import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Workload;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.util.List;

/** {@code fis}: FileInputStream reading into a byte[]. */
public final class StreamRead extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("fis", READ, BUFFER_SIZE, StreamRead::new)
          .title("FileInputStream + byte[] (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(StreamRead::snippet)
          .caveats(StreamRead::caveats)
          .standsFor(AppTechnique.calls(FIS_READ, FIS_READ_N_BYTES).unless(AppCalls::oneByte))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    if (w.pattern() == AccessPattern.RANDOM) {
      return """
          try (FileInputStream in = new FileInputStream(path.toFile())) {
            byte[] buf = new byte[%d];
            for (long offset : offsets) {
              in.getChannel().position(offset);
              int n = in.readNBytes(buf, 0, buf.length);
              process(buf, 0, n);
            }
          }"""
          .formatted(w.callSize());
    }
    return """
        try (FileInputStream in = new FileInputStream(path.toFile())) {
          byte[] buf = new byte[%d];
          int n;
          while ((n = in.read(buf)) > 0) {
            process(buf, 0, n);
          }
        }"""
        .formatted(bufferSize);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(Caveats.streamArray(bufferSize));
  }

  public StreamRead(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileInputStream in = new FileInputStream(files.input().toFile())) {
      if (w.pattern() == AccessPattern.RANDOM) {
        readRandom(w, in, probe);
        return;
      }
      byte[] buf = new byte[passBuffer(w)];
      CallSizes.Cursor sizes = passSizes(w);
      while (true) {
        int length = sizes.next();
        long t = probe.begin();
        int n = in.read(buf, 0, length);
        probe.end(t, n < 0 ? 0 : n);
        if (n < 0) {
          break;
        }
        probe.data(buf, 0, n);
      }
    }
  }

  /** Only as the app's own technique: a FileInputStream repositioned through its channel. */
  private static void readRandom(Workload w, FileInputStream in, Probe probe) throws IOException {
    FileChannel channel = in.getChannel();
    int length = w.callSize();
    byte[] buf = new byte[length];
    for (long i = 0; i < w.calls(); i++) {
      long offset = w.offsetOf(i);
      long t = probe.begin();
      channel.position(offset);
      int n = in.readNBytes(buf, 0, length);
      probe.end(t, n);
      probe.data(buf, 0, n);
    }
  }
}
