package io.iobench.technique.sink;

import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.SINK;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Content;
import io.iobench.workload.Workload;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * {@code sink-array}: FileOutputStream.write(byte[]) to a device that discards it, so only the Java
 * path is measured. The array is filled with the data before each call, as an app would.
 */
public final class ArraySink extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("sink-array", SINK, BUFFER_SIZE, ArraySink::new)
          .title("FileOutputStream + byte[] (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(ArraySink::snippet)
          .caveats(ArraySink::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return """
        try (FileOutputStream out = new FileOutputStream(device.toFile())) {
          byte[] buf = new byte[%d];
          for (long pos = 0; pos < size; pos += buf.length) {
            int n = (int) Math.min(buf.length, size - pos);
            fill(buf, 0, n);
            out.write(buf, 0, n);
          }
        }"""
        .formatted(bufferSize);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(Sinks.DISCARDED, Caveats.streamArray(bufferSize));
  }

  public ArraySink(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileOutputStream out = new FileOutputStream(files.sink().toFile())) {
      byte[] buf = new byte[bufferSize()];
      long size = w.fileSize();
      for (long pos = 0; pos < size; ) {
        int n = (int) Math.min(buf.length, size - pos);
        Content.fill(buf, 0, n, pos);
        long t = probe.begin();
        out.write(buf, 0, n);
        probe.end(t, n);
        pos += n;
      }
    }
  }
}
