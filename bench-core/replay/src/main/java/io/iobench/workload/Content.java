package io.iobench.workload;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.zip.CRC32C;

/**
 * The bytes of every replayed file: byte {@code p} of a file is {@code at(p)}, a fixed
 * pseudo-random block repeated, so a technique that reads or writes at a wrong offset produces a
 * different checksum. Checksums are CRC32C (a CPU instruction on current x86 and ARM).
 */
public final class Content {
  /** Power of two, so a per-byte writer finds its byte with a mask, not a division. */
  public static final int BLOCK = 1 << 20;

  private static final int MASK = BLOCK - 1;
  private static final byte[] BYTES = new byte[BLOCK];

  /**
   * The text variant, for line-oriented readers: ASCII lines of 20 to 120 characters, each ended by
   * '\n'. A text file's last byte is always '\n', so every line a reader returns had a terminator
   * and the bytes can be rebuilt from the lines.
   */
  private static final byte[] TEXT = new byte[BLOCK];

  static {
    SplittableRandom random = new SplittableRandom(0x10BE4C);
    random.nextBytes(BYTES);
    int at = 0;
    while (at < BLOCK) {
      int line = 20 + random.nextInt(101);
      for (int i = 0; i < line && at < BLOCK; i++) {
        int c = random.nextInt(27);
        TEXT[at++] = (byte) (c == 26 ? ' ' : 'a' + c);
      }
      if (at < BLOCK) {
        TEXT[at++] = '\n';
      }
    }
  }

  private Content() {}

  /** Byte at file position {@code position}. */
  public static byte at(long position) {
    return BYTES[(int) position & MASK];
  }

  /** Copies the content of {@code [position, position + length)} into {@code dst[off..]}. */
  public static void fill(byte[] dst, int off, int length, long position) {
    int done = 0;
    while (done < length) {
      int from = (int) (position + done) & MASK;
      int n = Math.min(length - done, BLOCK - from);
      System.arraycopy(BYTES, from, dst, off + done, n);
      done += n;
    }
  }

  /**
   * Puts the content of {@code [position, position + length)} at the buffer's position, advancing
   * it.
   */
  public static void fill(ByteBuffer dst, int length, long position) {
    int done = 0;
    while (done < length) {
      int from = (int) (position + done) & MASK;
      int n = Math.min(length - done, BLOCK - from);
      dst.put(BYTES, from, n);
      done += n;
    }
  }

  /**
   * Fills {@code dst[off..off+length)} with the content at {@code position} the way an app that
   * produces records of {@code recordSize} bytes does: record by record, byte by byte for a
   * byte-at-a-time producer. A technique with a bigger buffer than the app's calls thus pays for
   * gathering the records into it, as the app would, and is compared fairly.
   */
  public static void produce(byte[] dst, int off, int length, long position, int recordSize) {
    if (recordSize >= length) {
      fill(dst, off, length, position);
    } else if (recordSize == 1) {
      for (int i = 0; i < length; i++) {
        dst[off + i] = BYTES[(int) (position + i) & MASK];
      }
    } else {
      for (int done = 0; done < length; done += recordSize) {
        fill(dst, off + done, Math.min(recordSize, length - done), position + done);
      }
    }
  }

  /**
   * As {@link #produce(byte[], int, int, long, int)} into a buffer at its position, advancing it.
   */
  public static void produce(ByteBuffer dst, int length, long position, int recordSize) {
    if (recordSize >= length) {
      fill(dst, length, position);
    } else if (recordSize == 1) {
      for (int i = 0; i < length; i++) {
        dst.put(BYTES[(int) (position + i) & MASK]);
      }
    } else {
      for (int done = 0; done < length; done += recordSize) {
        fill(dst, Math.min(recordSize, length - done), position + done);
      }
    }
  }

  /** Feeds the content of {@code [position, position + length)} to a checksum. */
  public static void update(CRC32C crc, long position, long length) {
    update(crc, BYTES, position, length);
  }

  private static void update(CRC32C crc, byte[] block, long position, long length) {
    long done = 0;
    while (done < length) {
      int from = (int) (position + done) & MASK;
      int n = (int) Math.min(length - done, BLOCK - from);
      crc.update(block, from, n);
      done += n;
    }
  }

  /** CRC32C of the bytes a round of the workload must deliver, in call order. */
  public static long expectedChecksum(Workload w) {
    CRC32C crc = new CRC32C();
    if (w.pattern() == AccessPattern.RANDOM) {
      for (long i = 0; i < w.calls(); i++) {
        update(crc, w.offsetOf(i), w.callSize());
      }
    } else {
      byte[] block = w.text() ? TEXT : BYTES;
      for (int f = 0; f < w.files(); f++) {
        update(crc, block, 0, w.fileSize() - 1);
        crc.update(lastByte(w.text(), w.fileSize()));
      }
    }
    return crc.getValue();
  }

  /** Writes a file of {@code size} content bytes. */
  public static void writeFile(Path path, long size) throws IOException {
    writeFile(path, size, false);
  }

  /** Writes the input file of a workload: content bytes, or text lines for a text workload. */
  public static void writeFile(Path path, long size, boolean text) throws IOException {
    byte[] block = text ? TEXT : BYTES;
    try (var out = new java.io.BufferedOutputStream(Files.newOutputStream(path), BLOCK)) {
      long written = 0;
      while (written < size - 1) {
        int n = (int) Math.min(BLOCK, size - 1 - written);
        out.write(block, 0, n);
        written += n;
      }
      out.write(lastByte(text, size));
    }
  }

  /** A text file ends with its line's terminator; a binary one with its content byte. */
  private static int lastByte(boolean text, long size) {
    return text ? '\n' : BYTES[(int) (size - 1) & MASK];
  }

  /** Whether the file holds exactly {@code size} content bytes. */
  public static boolean matches(Path path, long size) throws IOException {
    if (Files.size(path) != size) {
      return false;
    }
    byte[] buffer = new byte[BLOCK];
    try (InputStream in = Files.newInputStream(path)) {
      long position = 0;
      int n;
      while ((n = in.readNBytes(buffer, 0, buffer.length)) > 0) {
        // Reads start block-aligned and are whole blocks until the last one.
        if (!java.util.Arrays.equals(buffer, 0, n, BYTES, 0, n)) {
          return false;
        }
        position += n;
      }
      return position == size;
    }
  }
}
