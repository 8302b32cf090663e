package io.iobench.technique.write;

import static io.iobench.technique.Invasiveness.WRAPPER;
import static io.iobench.workload.Operation.WRITE;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Content;
import io.iobench.workload.Workload;
import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.util.List;

/**
 * {@code buffered-out}: the app's own calls (its call size, write(int) when that is 1) on a
 * BufferedOutputStream of this size. A force flushes the buffer first, or it would miss bytes.
 * Calls at least as big as the buffer go straight to the file, no different from {@code fos}: it
 * fits smaller calls only.
 */
public final class BufferedStreamWrite extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("buffered-out", WRITE, WRAPPER, BufferedStreamWrite::new)
          .title("BufferedOutputStream (%s)")
          .fits(Fit.BUFFERED_PASS)
          .code(BufferedStreamWrite::snippet)
          .caveats(BufferedStreamWrite::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    String open =
        Outputs.streamCode(w)
            + ";\n     BufferedOutputStream buffered = new BufferedOutputStream(out, "
            + bufferSize
            + ")) {\n";
    String force = "{ buffered.flush(); out.getChannel().force(false); }";
    if (w.callSize() == 1) {
      return open
          + "  for (long pos = 0; pos < size; pos++) {\n"
          + "    buffered.write(next());\n"
          + Outputs.forceLine(w, "    ", "pos + 1", force)
          + "  }\n"
          + "}";
    }
    return open
        + "  byte[] chunk = new byte["
        + w.callSize()
        + "];\n"
        + "  for (long pos = 0; pos < size; pos += chunk.length) {\n"
        + "    int n = (int) Math.min(chunk.length, size - pos);\n"
        + "    fill(chunk, 0, n);\n"
        + "    buffered.write(chunk, 0, n);\n"
        + Outputs.forceLine(w, "    ", "pos + n", force)
        + "  }\n"
        + "}";
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        "Bytes stay in the buffer until it fills, flush() or close(): flush before"
            + " force(), or the force misses them; a crash loses the buffer.",
        Caveats.durability(w, "flush() and FileChannel.force(false)"),
        Outputs.preallocatedCaveat(w),
        Caveats.streamArray(bufferSize));
  }

  public BufferedStreamWrite(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    try (FileOutputStream out = Outputs.stream(w, files.output());
        BufferedOutputStream buffered = new BufferedOutputStream(out, bufferSize())) {
      FileChannel channel = out.getChannel();
      if (w.callSize() == 1 && !w.sizes().mixed()) {
        // A write(int) per byte, kept apart from WritePass so the per-byte loop stays this plain.
        ForceCadence cadence = new ForceCadence(w.forceEveryBytes());
        long size = w.fileSize();
        for (long pos = 0; pos < size; ) {
          byte b = Content.at(pos);
          long t = probe.begin();
          buffered.write(b);
          probe.end(t, 1);
          pos++;
          if (cadence.due(pos)) {
            force(buffered, channel, probe);
          }
        }
        return;
      }
      // Chunks of the app's call sizes: WritePass produces each as a whole record.
      WritePass pass = new WritePass(w);
      byte[] chunk = new byte[w.maxCallSize()];
      CallSizes.Cursor sizes = w.callSizes();
      while (pass.more()) {
        int n = pass.fill(chunk, sizes.next());
        long t = probe.begin();
        buffered.write(chunk, 0, n);
        probe.end(t, n);
        if (pass.advance(n)) {
          force(buffered, channel, probe);
        }
      }
    }
  }

  private static void force(BufferedOutputStream buffered, FileChannel channel, Probe probe)
      throws IOException {
    buffered.flush();
    channel.force(false);
    probe.forced();
  }
}
