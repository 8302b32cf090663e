package io.iobench.technique.write;

import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.WRITE;

import io.iobench.technique.AppCalls;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.ChannelCalls;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * {@code channel-reopen-write}: the app's channel writes through a FileChannel it opened again,
 * appending, for every few of them ({@link Workload#openEvery}), as {@code Files.write(path, bytes,
 * APPEND)} or {@code Files.writeString} per record does. It stands for such an app only, at the
 * app's call size: {@code channel-heap-write} at the same size makes the same calls through one
 * open.
 */
public final class ChannelReopenWrite extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("channel-reopen-write", WRITE, BUFFER_SIZE, ChannelReopenWrite::new)
          .title("FileChannel opened again per few writes + heap ByteBuffer (%s)")
          .fits(Fit.SEQUENTIAL_PASS.and(Fit.FITS_CALLS).and((size, w) -> w.openEvery() > 0))
          .code(ChannelReopenWrite::snippet)
          .caveats(ChannelReopenWrite::caveats)
          .standsFor(ChannelWrite.appWrites().when(AppCalls::reopened))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return ReopenCadence.snippet(
        w,
        "ByteBuffer buf = ByteBuffer.allocate(" + bufferSize + ");",
        ": Files.write(path, bytes, APPEND) per record",
        "FileChannel ch = FileChannel.open(path, CREATE, WRITE, APPEND)",
        "int n = (int) Math.min(buf.capacity(), size - pos);",
        "fill(buf.clear(), n);",
        "buf.flip();",
        "while (buf.hasRemaining()) ch.write(buf);");
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(Caveats.durability(w, "FileChannel.force(false)"));
  }

  public ChannelReopenWrite(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    WritePass pass = new WritePass(w);
    ByteBuffer buf = ByteBuffer.allocate(passBuffer(w));
    CallSizes.Cursor sizes = passSizes(w);
    try (ReopenCadence<FileChannel> opens =
        new ReopenCadence<>(
            w,
            Outputs.channel(w, files.output()),
            () ->
                FileChannel.open(
                    files.output(),
                    StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND))) {
      while (pass.more()) {
        FileChannel ch = opens.next();
        int n = pass.fill(buf, sizes.next());
        ChannelCalls.writeAll(ch, buf, probe);
        pass.advance(n, ch, probe);
      }
    }
  }
}
