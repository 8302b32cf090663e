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

/** {@code fos-byte}: FileOutputStream.write(int), one byte and one system call per call. */
public final class StreamByteWrite extends BaseTechnique {
  public StreamByteWrite() {
    super("fos-byte", Operation.WRITE, 1, Invasiveness.BUFFER_SIZE, false);
  }

  @Override
  public String title() {
    return "FileOutputStream.write(int) (1 byte per call)";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL) && w.callSize() == 1;
  }

  @Override
  public String code(Workload w) {
    return Outputs.streamCode(w)
        + ") {\n"
        + "  for (long pos = 0; pos < size; pos++) {\n"
        + "    out.write(next());\n"
        + Outputs.forceLine(w, "    ", "pos + 1", "out.getChannel().force(false);")
        + "  }\n"
        + "}";
  }

  @Override
  public List<String> caveats(Workload w) {
    return caveatList(
        "Every byte is a system call (a few hundred ns each): wrap the stream in a BufferedOutputStream.",
        Caveats.durability(w, "FileChannel.force(false) on the stream's channel"),
        Outputs.preallocatedCaveat(w));
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    if (w.pattern() != AccessPattern.SEQUENTIAL) {
      throw unsupported(w);
    }
    ForceCadence cadence = new ForceCadence(w.forceEveryBytes());
    try (FileOutputStream out = Outputs.stream(w, files.output())) {
      FileChannel channel = out.getChannel();
      long size = w.fileSize();
      for (long pos = 0; pos < size; ) {
        byte b = Content.at(pos);
        long t = probe.begin();
        out.write(b);
        probe.end(t, 1);
        pos++;
        if (cadence.due(pos)) {
          WritePass.force(channel, probe);
        }
      }
    }
  }
}
