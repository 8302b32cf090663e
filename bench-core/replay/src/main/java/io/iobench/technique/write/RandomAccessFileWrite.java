package io.iobench.technique.write;

import static io.iobench.format.RecordedOp.RAF_WRITE;
import static io.iobench.format.RecordedOp.RAF_WRITE_DATA;
import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.WRITE;

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
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.channels.FileChannel;
import java.util.List;

/** {@code raf-write}: RandomAccessFile.write(byte[]); "rw" never truncates, preallocated or not. */
public final class RandomAccessFileWrite extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("raf-write", WRITE, BUFFER_SIZE, RandomAccessFileWrite::new)
          .title("RandomAccessFile.write(byte[]) (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(RandomAccessFileWrite::snippet)
          .caveats(RandomAccessFileWrite::caveats)
          .standsFor(AppTechnique.calls(RAF_WRITE, RAF_WRITE_DATA))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return "try (RandomAccessFile file = new RandomAccessFile(path.toFile(), \"rw\")) {\n"
        + Outputs.arrayLoop(
            w, bufferSize, "file.write(buf, 0, n)", "file.getChannel().force(false)");
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        Caveats.durability(w, "FileChannel.force(false) on the file's channel"),
        Caveats.inPlaceOverReplaced(w),
        w.preallocated()
            ? null
            : "\"rw\" does not truncate: writing over an existing longer file leaves"
                + " its old tail; call setLength(size) when the file may exist.",
        Caveats.streamArray(bufferSize));
  }

  public RandomAccessFileWrite(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    WritePass pass = new WritePass(w);
    try (RandomAccessFile file = new RandomAccessFile(files.output().toFile(), "rw")) {
      FileChannel channel = file.getChannel();
      byte[] buf = new byte[passBuffer(w)];
      CallSizes.Cursor sizes = passSizes(w);
      while (pass.more()) {
        int n = pass.fill(buf, sizes.next());
        long t = probe.begin();
        file.write(buf, 0, n);
        probe.end(t, n);
        pass.advance(n, channel, probe);
      }
    }
  }
}
