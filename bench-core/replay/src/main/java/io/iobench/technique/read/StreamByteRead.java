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
import io.iobench.workload.Workload;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;

/** {@code fis-byte}: FileInputStream.read(), one byte and one system call per call. */
public final class StreamByteRead extends BaseTechnique {
  public static final Family FAMILY =
      Family.fixed("fis-byte", READ, BUFFER_SIZE, StreamByteRead::new)
          .title("FileInputStream.read() (1 byte per call)")
          .fits(Fit.BYTES_IN_SEQUENCE)
          .code(
              """
                try (FileInputStream in = new FileInputStream(path.toFile())) {
                  int b;
                  while ((b = in.read()) >= 0) {
                    process(b);
                  }
                }""")
          .caveats(Caveats.callPerByte("BufferedInputStream"))
          .bytesPerCall(1)
          .standsFor(AppTechnique.calls(FIS_READ, FIS_READ_N_BYTES).when(AppCalls::oneByte))
          .build();

  public StreamByteRead() {
    super(FAMILY);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileInputStream in = new FileInputStream(files.input().toFile())) {
      if (w.pattern() == AccessPattern.RANDOM) {
        readRandom(w, in, probe);
        return;
      }
      while (true) {
        long t = probe.begin();
        int b = in.read();
        probe.end(t, b < 0 ? 0 : 1);
        if (b < 0) {
          break;
        }
        probe.dataByte(b);
      }
    }
  }

  /** Only as the app's own technique: repositioned through the channel, then a read() per byte. */
  private static void readRandom(Workload w, FileInputStream in, Probe probe) throws IOException {
    FileChannel channel = in.getChannel();
    int length = w.callSize();
    for (long i = 0; i < w.calls(); i++) {
      long offset = w.offsetOf(i);
      long p = probe.begin();
      channel.position(offset);
      probe.end(p, 0);
      for (int k = 0; k < length; k++) {
        long t = probe.begin();
        int b = in.read();
        probe.end(t, b < 0 ? 0 : 1);
        if (b < 0) {
          return;
        }
        probe.dataByte(b);
      }
    }
  }
}
