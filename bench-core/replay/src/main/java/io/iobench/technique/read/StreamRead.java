package io.iobench.technique.read;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.util.List;

/** {@code fis}: FileInputStream reading into a byte[]. */
public final class StreamRead extends BaseTechnique {
  public StreamRead(int bufferSize) {
    super("fis", Operation.READ, bufferSize, Invasiveness.BUFFER_SIZE, true);
  }

  @Override
  public String title() {
    return "FileInputStream + byte[] (" + size() + ")";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL) && fitsFile(w);
  }

  @Override
  public String code(Workload w) {
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
        .formatted(bufferSize());
  }

  @Override
  public List<String> caveats(Workload w) {
    return caveatList(Caveats.nativeCopy(bufferSize()), Caveats.largeArray(bufferSize()));
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileInputStream in = new FileInputStream(files.input().toFile())) {
      if (w.pattern() == AccessPattern.RANDOM) {
        readRandom(w, in, probe);
        return;
      }
      byte[] buf = new byte[bufferSize()];
      while (true) {
        long t = probe.begin();
        int n = in.read(buf);
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
