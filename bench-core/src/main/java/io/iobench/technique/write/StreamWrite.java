package io.iobench.technique.write;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.util.List;

/** {@code fos}: FileOutputStream.write(byte[]) of a filled array. */
public final class StreamWrite extends BaseTechnique {
  public StreamWrite(int bufferSize) {
    super("fos", Operation.WRITE, bufferSize, Invasiveness.BUFFER_SIZE, true);
  }

  @Override
  public String title() {
    return "FileOutputStream + byte[] (" + size() + ")";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL) && fitsFile(w);
  }

  @Override
  public String code(Workload w) {
    return Outputs.streamCode(w) + ") {\n"
        + "  byte[] buf = new byte[" + bufferSize() + "];\n"
        + "  for (long pos = 0; pos < size; pos += buf.length) {\n"
        + "    int n = (int) Math.min(buf.length, size - pos);\n"
        + "    fill(buf, 0, n);\n"
        + "    out.write(buf, 0, n);\n"
        + Outputs.forceLine(w, "    ", "out.getChannel().force(false)")
        + "  }\n"
        + "}";
  }

  @Override
  public List<String> caveats(Workload w) {
    return caveatList(
        Caveats.durability(w, "FileChannel.force(false) on the stream's channel"),
        Outputs.preallocatedCaveat(w),
        Caveats.nativeCopy(bufferSize()),
        Caveats.largeArray(bufferSize()));
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    if (w.pattern() != AccessPattern.SEQUENTIAL) {
      throw unsupported(w);
    }
    ForceCadence cadence = new ForceCadence(w.forceEveryBytes());
    try (FileOutputStream out = Outputs.stream(w, files.output())) {
      FileChannel channel = out.getChannel();
      byte[] buf = new byte[bufferSize()];
      long size = w.fileSize();
      long pos = 0;
      while (pos < size) {
        int n = cadence.chunk(pos, (int) Math.min(buf.length, size - pos));
        Content.produce(buf, 0, n, pos, w.callSize());
        long t = probe.begin();
        out.write(buf, 0, n);
        probe.end(t, n);
        pos += n;
        if (cadence.due(pos)) {
          long f = probe.begin();
          channel.force(false);
          probe.end(f, 0);
        }
      }
    }
  }
}
