package io.iobench.agent.recording;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * A jar's central directory, read with positional reads on a channel of its own: a stack walk may
 * run inside the class loader's own read of the same jar (its read of a class is an instrumented
 * call), and the JDK's ZipFile would share that read's file and move its position under it. Reads a
 * jar on disk or one stored, uncompressed as Spring Boot stores them, inside another.
 */
final class JarDirectory implements AutoCloseable {
  private static final int END_SIGNATURE = 0x06054b50;
  private static final int ENTRY_SIGNATURE = 0x02014b50;
  private static final int LOCAL_SIGNATURE = 0x04034b50;
  private static final int END_SIZE = 22;
  private static final int MAX_COMMENT = 0xffff;

  /** Entries bigger than this are not read whole (a pom.properties is a few hundred bytes). */
  static final int MAX_ENTRY = 1 << 20;

  /** One entry of the directory, read from its central directory record. */
  static final class Entry {
    final String name;
    final int method;
    final long compressedSize;
    final long size;
    final long localHeader;

    /** The record's length in the directory, to the next one. */
    final int recordLength;

    Entry(ByteBuffer dir, int p) throws IOException {
      if (dir.getInt(p) != ENTRY_SIGNATURE) {
        throw new IOException("a damaged central directory");
      }
      method = dir.getShort(p + 10) & 0xffff;
      compressedSize = dir.getInt(p + 20) & 0xffffffffL;
      size = dir.getInt(p + 24) & 0xffffffffL;
      int nameLength = dir.getShort(p + 28) & 0xffff;
      int extraLength = dir.getShort(p + 30) & 0xffff;
      int commentLength = dir.getShort(p + 32) & 0xffff;
      localHeader = dir.getInt(p + 42) & 0xffffffffL;
      byte[] bytes = new byte[nameLength];
      dir.position(p + 46);
      dir.get(bytes);
      name = new String(bytes, StandardCharsets.UTF_8);
      recordLength = 46 + nameLength + extraLength + commentLength;
    }
  }

  /** What {@link #forEach} is given. */
  interface Visitor {
    void visit(Entry entry) throws IOException;
  }

  private final FileChannel channel;

  /** Where the jar starts in the file, and its length. */
  private final long start;

  private final long length;

  private JarDirectory(FileChannel channel, long start, long length) {
    this.channel = channel;
    this.start = start;
    this.length = length;
  }

  static JarDirectory open(String file) throws IOException {
    FileChannel channel = FileChannel.open(Paths.get(file), StandardOpenOption.READ);
    return new JarDirectory(channel, 0, channel.size());
  }

  /** The jar stored, uncompressed, as {@code entry}; null when there is none such. */
  JarDirectory nested(String entryName) throws IOException {
    Entry[] found = new Entry[1];
    forEach(
        e -> {
          if (e.name.equals(entryName)) {
            found[0] = e;
          }
        });
    Entry e = found[0];
    if (e == null || e.method != 0) {
      return null;
    }
    return new JarDirectory(channel, start + dataOffset(e), e.size);
  }

  /** Visits every entry of the central directory, in its order. */
  void forEach(Visitor visitor) throws IOException {
    long end = findEnd();
    if (end < 0) {
      throw new IOException("not a zip file (or a ZIP64 one)");
    }
    ByteBuffer tail = read(end, END_SIZE);
    int entries = tail.getShort(10) & 0xffff;
    long size = tail.getInt(12) & 0xffffffffL;
    long offset = tail.getInt(16) & 0xffffffffL;
    if (offset + size > end) {
      throw new IOException("a central directory past its end");
    }
    ByteBuffer dir = read(offset, (int) size);
    int p = 0;
    for (int i = 0; i < entries; i++) {
      Entry e = new Entry(dir, p);
      visitor.visit(e);
      p += e.recordLength;
    }
  }

  /** An entry's content, stored or deflated; null for another method or a big entry. */
  byte[] content(Entry e) throws IOException {
    if (e.size > MAX_ENTRY || e.compressedSize > MAX_ENTRY) {
      return null;
    }
    ByteBuffer data = read(dataOffset(e), (int) e.compressedSize);
    byte[] raw = new byte[data.remaining()];
    data.get(raw);
    if (e.method == 0) {
      return raw;
    }
    if (e.method != 8) {
      return null;
    }
    Inflater inflater = new Inflater(true);
    try {
      inflater.setInput(raw);
      byte[] out = new byte[(int) e.size];
      int n = 0;
      while (n < out.length && !inflater.finished()) {
        int k = inflater.inflate(out, n, out.length - n);
        if (k == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
          break;
        }
        n += k;
      }
      return n == out.length ? out : null;
    } catch (DataFormatException ex) {
      return null;
    } finally {
      inflater.end();
    }
  }

  private long dataOffset(Entry e) throws IOException {
    ByteBuffer local = read(e.localHeader, 30);
    if (local.getInt(0) != LOCAL_SIGNATURE) {
      throw new IOException("a damaged entry: " + e.name);
    }
    int nameLength = local.getShort(26) & 0xffff;
    int extraLength = local.getShort(28) & 0xffff;
    return e.localHeader + 30 + nameLength + extraLength;
  }

  /** Where the end-of-directory record starts, or -1. */
  private long findEnd() throws IOException {
    int window = (int) Math.min(length, END_SIZE + MAX_COMMENT);
    if (window < END_SIZE) {
      return -1;
    }
    ByteBuffer tail = read(length - window, window);
    for (int p = window - END_SIZE; p >= 0; p--) {
      if (tail.getInt(p) == END_SIGNATURE) {
        return length - window + p;
      }
    }
    return -1;
  }

  /** {@code n} bytes at {@code position} of the jar, little-endian. */
  private ByteBuffer read(long position, int n) throws IOException {
    if (position < 0 || n < 0 || position + n > length) {
      throw new IOException("a record past the jar's end");
    }
    ByteBuffer b = ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
    while (b.hasRemaining()) {
      if (channel.read(b, start + position + b.position()) < 0) {
        throw new IOException("the jar ended early");
      }
    }
    b.flip();
    return b;
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }
}
