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
import java.util.List;

/**
 * {@code fos-reopen}: the app's writes through a FileOutputStream that it opened again, appending,
 * for every few of them ({@link Workload#openEvery}) and closed after them. It stands for such an
 * app only, at the app's call size: every other write family keeps the file open, so {@code fos} at
 * the same size makes the same calls through one open.
 */
public final class StreamReopenWrite extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("fos-reopen", WRITE, BUFFER_SIZE, StreamReopenWrite::new)
          .title("FileOutputStream opened again per few writes + byte[] (%s)")
          .fits(Fit.SEQUENTIAL_PASS.and(Fit.FITS_CALLS).and((size, w) -> w.openEvery() > 0))
          .code(StreamReopenWrite::snippet)
          .caveats(StreamReopenWrite::caveats)
          .standsFor(AppTechnique.calls(FOS_WRITE).when(AppCalls::reopened))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return ReopenCadence.snippet(
        w,
        "byte[] buf = new byte[" + bufferSize + "];",
        "",
        "FileOutputStream out = new FileOutputStream(path.toFile(), true)",
        "int n = (int) Math.min(buf.length, size - pos);",
        "fill(buf, 0, n);",
        "out.write(buf, 0, n);");
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(Caveats.durability(w, "FileChannel.force(false) on the stream's channel"));
  }

  public StreamReopenWrite(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    WritePass pass = new WritePass(w);
    byte[] buf = new byte[passBuffer(w)];
    CallSizes.Cursor sizes = passSizes(w);
    try (ReopenCadence<FileOutputStream> opens =
        new ReopenCadence<>(
            w,
            Outputs.stream(w, files.output()),
            () -> new FileOutputStream(files.output().toFile(), true))) {
      while (pass.more()) {
        FileOutputStream out = opens.next();
        int n = pass.fill(buf, sizes.next());
        long t = probe.begin();
        out.write(buf, 0, n);
        probe.end(t, n);
        if (pass.advance(n)) {
          WritePass.force(out.getChannel(), probe);
        }
      }
    }
  }
}
