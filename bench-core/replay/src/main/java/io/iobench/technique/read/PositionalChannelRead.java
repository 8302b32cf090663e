package io.iobench.technique.read;

import static io.iobench.format.RecordedOp.FC_POSITIONAL_READ;
import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.DirectBuffers;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * {@code channel-positional}: FileChannel.read(directBuffer, position), one system call per read.
 */
public final class PositionalChannelRead extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("channel-positional", READ, NEW_API, PositionalChannelRead::new)
          .title("FileChannel.read(buffer, position) + direct ByteBuffer (%s)")
          .fits(Fit.RANDOM_CALLS)
          .code(PositionalChannelRead::snippet)
          .caveats(PositionalChannelRead::caveats)
          .standsFor(AppTechnique.calls(FC_POSITIONAL_READ))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    if (w.pattern() == AccessPattern.SEQUENTIAL) {
      return """
          try (FileChannel ch = FileChannel.open(path, READ)) {
            ByteBuffer buf = ByteBuffer.allocateDirect(%d);
            long position = 0;
            int n;
            while ((n = ch.read(buf.clear(), position)) > 0) {
              position += n;
              process(buf.flip());
            }
          }"""
          .formatted(bufferSize);
    }
    return """
        try (FileChannel ch = FileChannel.open(path, READ)) {
          ByteBuffer buf = ByteBuffer.allocateDirect(%d);
          for (long offset : offsets) {
            buf.clear();
            while (buf.hasRemaining() && ch.read(buf, offset + buf.position()) >= 0) { }
            process(buf.flip());
          }
        }"""
        .formatted(w.callSize());
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        Caveats.directBuffer(w.pattern() == AccessPattern.RANDOM ? w.callSize() : bufferSize),
        Caveats.shortReads(),
        "Does not move the channel's position, so threads can share the channel.");
  }

  public PositionalChannelRead(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileChannel ch = FileChannel.open(files.input(), StandardOpenOption.READ)) {
      if (w.pattern() == AccessPattern.RANDOM) {
        ByteBuffer buf = DirectBuffers.reused(w.callSize());
        for (long i = 0; i < w.calls(); i++) {
          long offset = w.offsetOf(i);
          buf.clear();
          long t = probe.begin();
          while (buf.hasRemaining() && ch.read(buf, offset + buf.position()) >= 0) {
            // A short read continues where it stopped; -1 ends a call the file cannot fill.
          }
          probe.end(t, buf.position());
          buf.flip();
          probe.data(buf);
        }
        return;
      }
      // Only as the app's own technique: positional reads that walk the file from its start.
      ByteBuffer buf = DirectBuffers.reused(bufferSize());
      long position = 0;
      while (true) {
        buf.clear();
        long t = probe.begin();
        int n = ch.read(buf, position);
        probe.end(t, n < 0 ? 0 : n);
        if (n < 0) {
          break;
        }
        position += n;
        buf.flip();
        probe.data(buf);
      }
    }
  }
}
