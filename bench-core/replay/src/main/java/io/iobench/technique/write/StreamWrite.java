package io.iobench.technique.write;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
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
    return Outputs.streamCode(w)
        + ") {\n"
        + Outputs.arrayLoop(
            w, bufferSize(), "out.write(buf, 0, n)", "out.getChannel().force(false)");
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
    WritePass pass = new WritePass(w);
    try (FileOutputStream out = Outputs.stream(w, files.output())) {
      FileChannel channel = out.getChannel();
      byte[] buf = new byte[bufferSize()];
      while (pass.more()) {
        int n = pass.fill(buf);
        long t = probe.begin();
        out.write(buf, 0, n);
        probe.end(t, n);
        pass.advance(n, channel, probe);
      }
    }
  }
}
