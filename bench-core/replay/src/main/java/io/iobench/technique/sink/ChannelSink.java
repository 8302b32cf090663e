package io.iobench.technique.sink;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.BufferKind;
import io.iobench.technique.ChannelCalls;
import io.iobench.technique.Family;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Content;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * FileChannel writes to a device that discards them; the families differ in the kind of buffer. The
 * buffer is refilled with the data before each call: copying the app's bytes into it is part of
 * what a ByteBuffer costs.
 */
abstract class ChannelSink extends BaseTechnique {
  private final BufferKind kind;

  ChannelSink(Family family, BufferKind kind, int bufferSize) {
    super(family, bufferSize);
    this.kind = kind;
  }

  static String snippet(BufferKind kind, int bufferSize) {
    return """
        try (FileChannel ch = FileChannel.open(device, WRITE)) {
          ByteBuffer buf = %s;
          for (long pos = 0; pos < size; pos += buf.capacity()) {
            fill(buf.clear(), (int) Math.min(buf.capacity(), size - pos));
            buf.flip();
            while (buf.hasRemaining()) ch.write(buf);
          }
        }"""
        .formatted(kind.code(bufferSize));
  }

  static List<String> caveatsOf(BufferKind kind, int bufferSize) {
    return List.of(Sinks.DISCARDED, kind.caveat(bufferSize));
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileChannel ch = FileChannel.open(files.sink(), StandardOpenOption.WRITE)) {
      ByteBuffer buf = kind.allocate(bufferSize());
      long size = w.fileSize();
      for (long pos = 0; pos < size; ) {
        int n = (int) Math.min(buf.capacity(), size - pos);
        buf.clear();
        Content.fill(buf, n, pos);
        buf.flip();
        ChannelCalls.writeAll(ch, buf, probe);
        pos += n;
      }
    }
  }
}
