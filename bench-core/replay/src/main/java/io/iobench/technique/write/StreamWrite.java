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
import io.iobench.workload.CallSizes;
import io.iobench.workload.Workload;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.util.List;

/** {@code fos}: FileOutputStream.write(byte[]) of a filled array. */
public final class StreamWrite extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("fos", WRITE, BUFFER_SIZE, StreamWrite::new)
          .title("FileOutputStream + byte[] (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(StreamWrite::snippet)
          .caveats(StreamWrite::caveats)
          .standsFor(
              AppTechnique.calls(FOS_WRITE)
                  .unless(AppCalls::oneByte)
                  .unless(AppCalls::reopened)
                  .unless(AppCalls::jsonValues))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return Outputs.streamCode(w)
        + ") {\n"
        + Outputs.arrayLoop(w, bufferSize, "out.write(buf, 0, n)", "out.getChannel().force(false)");
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        Caveats.durability(w, "FileChannel.force(false) on the stream's channel"),
        Outputs.preallocatedCaveat(w),
        Caveats.streamArray(bufferSize));
  }

  public StreamWrite(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    WritePass pass = new WritePass(w);
    try (FileOutputStream out = Outputs.stream(w, files.output())) {
      FileChannel channel = out.getChannel();
      byte[] buf = new byte[passBuffer(w)];
      CallSizes.Cursor sizes = passSizes(w);
      while (pass.more()) {
        int n = pass.fill(buf, sizes.next());
        long t = probe.begin();
        out.write(buf, 0, n);
        probe.end(t, n);
        pass.advance(n, channel, probe);
      }
    }
  }
}
