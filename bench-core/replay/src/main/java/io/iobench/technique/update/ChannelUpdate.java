package io.iobench.technique.update;

import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.UPDATE;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.DirectBuffers;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.List;

/** {@code update-channel}: FileChannel positional read and write through a direct ByteBuffer. */
public final class ChannelUpdate extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("update-channel", UPDATE, NEW_API, ChannelUpdate::new)
          .title("FileChannel positional read/write + direct ByteBuffer (%s)")
          .fits(Fit.RANDOM_CALLS)
          .code(ChannelUpdate::snippet)
          .caveats(ChannelUpdate::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return """
        try (FileChannel ch = FileChannel.open(path, READ, WRITE)) {
          ByteBuffer page = ByteBuffer.allocateDirect(%d);
          for (long offset : offsets) {
            while (page.hasRemaining() && ch.read(page, offset + page.position()) >= 0) { }
            update(page.flip());
            while (page.hasRemaining()) ch.write(page, offset + page.position());
            page.clear();
          }
        }"""
        .formatted(w.callSize());
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return List.of(
        Caveats.shortReads(),
        "Positional calls leave the channel's position alone, so threads can share"
            + " the channel.",
        Updates.NO_FORCE,
        Caveats.directBuffer(w.callSize()));
  }

  public ChannelUpdate(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.RANDOM);
    try (FileChannel ch =
        FileChannel.open(files.input(), StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      ByteBuffer page = DirectBuffers.reused(w.callSize());
      for (long i = 0; i < w.calls(); i++) {
        long offset = w.offsetOf(i);
        page.clear();
        long t = probe.begin();
        while (page.hasRemaining()) {
          if (ch.read(page, offset + page.position()) < 0) {
            throw new EOFException("page at " + offset + " ends past the end of the file");
          }
        }
        probe.end(t, page.position());
        page.flip();
        probe.data(page);
        long u = probe.begin();
        while (page.hasRemaining()) {
          ch.write(page, offset + page.position());
        }
        probe.end(u, 0);
      }
    }
  }
}
