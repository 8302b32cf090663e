package io.iobench.technique.read;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.BufferKind;
import io.iobench.technique.Family;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;

/** FileChannel reading into one reused ByteBuffer; the families differ in the kind of buffer. */
abstract class ChannelRead extends BaseTechnique {
  private final BufferKind kind;

  ChannelRead(Family family, BufferKind kind, int bufferSize) {
    super(family, bufferSize);
    this.kind = kind;
  }

  static String snippet(BufferKind kind, int bufferSize, Workload w) {
    if (w.pattern() == AccessPattern.RANDOM) {
      return """
          try (FileChannel ch = FileChannel.open(path, READ)) {
            ByteBuffer buf = %s;
            for (long offset : offsets) {
              ch.position(offset);
              buf.clear();
              while (buf.hasRemaining() && ch.read(buf) >= 0) { }
              process(buf.flip());
            }
          }"""
          .formatted(kind.code(w.callSize()));
    }
    return """
        try (FileChannel ch = FileChannel.open(path, READ)) {
          ByteBuffer buf = %s;
          while (ch.read(buf.clear()) > 0) {
            process(buf.flip());
          }
        }"""
        .formatted(kind.code(bufferSize));
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileChannel ch = FileChannel.open(files.input(), StandardOpenOption.READ)) {
      if (w.pattern() == AccessPattern.RANDOM) {
        readRandom(w, ch, probe);
        return;
      }
      ByteBuffer buf = kind.allocate(passBuffer(w));
      CallSizes.Cursor sizes = passSizes(w);
      while (true) {
        buf.clear().limit(sizes.next());
        long t = probe.begin();
        int n = ch.read(buf);
        probe.end(t, n < 0 ? 0 : n);
        if (n < 0) {
          break;
        }
        buf.flip();
        probe.data(buf);
      }
    }
  }

  private void readRandom(Workload w, FileChannel ch, Probe probe) throws IOException {
    ByteBuffer buf = kind.allocate(w.callSize());
    for (long i = 0; i < w.calls(); i++) {
      long offset = w.offsetOf(i);
      buf.clear();
      long t = probe.begin();
      ch.position(offset);
      while (buf.hasRemaining() && ch.read(buf) >= 0) {
        // A short read continues where it stopped; -1 ends a call the file cannot fill.
      }
      probe.end(t, buf.position());
      buf.flip();
      probe.data(buf);
    }
  }
}
