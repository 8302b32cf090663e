package io.iobench.technique.copy;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.List;

/** {@code copy-stream}: FileInputStream to FileOutputStream through a byte[]. */
public final class StreamCopy extends BaseTechnique {
  public StreamCopy(int bufferSize) {
    super("copy-stream", Operation.COPY, bufferSize, Invasiveness.BUFFER_SIZE, true);
  }

  @Override
  public String title() {
    return "FileInputStream to FileOutputStream + byte[] (" + size() + ")";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL) && fitsFile(w);
  }

  @Override
  public String code(Workload w) {
    return """
        try (FileInputStream in = new FileInputStream(source.toFile());
             FileOutputStream out = new FileOutputStream(target.toFile())) {
          byte[] buf = new byte[%d];
          int n;
          while ((n = in.read(buf)) > 0) {
            out.write(buf, 0, n);
          }
        }"""
        .formatted(bufferSize());
  }

  @Override
  public List<String> caveats(Workload w) {
    return caveatList(
        Copies.truncationCaveat(w, "new FileOutputStream(target)"),
        Caveats.nativeCopy(bufferSize()),
        Caveats.largeArray(bufferSize()));
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
