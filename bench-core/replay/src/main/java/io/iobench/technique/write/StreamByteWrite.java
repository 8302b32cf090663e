package io.iobench.technique.write;

import static io.iobench.format.RecordedOp.FOS_WRITE;
import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.WRITE;

import io.iobench.technique.AppCalls;
import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Content;
import io.iobench.workload.Workload;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.util.List;

/** {@code fos-byte}: FileOutputStream.write(int), one byte and one system call per call. */
public final class StreamByteWrite extends BaseTechnique {
  public static final Family FAMILY =
      Family.fixed("fos-byte", WRITE, BUFFER_SIZE, StreamByteWrite::new)
          .title("FileOutputStream.write(int) (1 byte per call)")
          .fits(Fit.BYTES_IN_SEQUENCE)
          .code(StreamByteWrite::snippet)
          .caveats(StreamByteWrite::caveats)
          .bytesPerCall(1)
          .standsFor(
              AppTechnique.calls(FOS_WRITE)
                  .when(AppCalls::oneByte)
                  .unless(AppCalls::reopened)
                  .unless(AppCalls::jsonValues))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return Outputs.streamCode(w)
        + ") {\n"
        + "  for (long pos = 0; pos < size; pos++) {\n"
        + "    out.write(next());\n"
        + Outputs.forceLine(w, "    ", "pos + 1", "out.getChannel().force(false);")
        + "  }\n"
        + "}";
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        Caveats.callPerByte("BufferedOutputStream"),
        Caveats.durability(w, "FileChannel.force(false) on the stream's channel"),
        Outputs.preallocatedCaveat(w));
  }

  public StreamByteWrite() {
    super(FAMILY);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
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
