package io.iobench.format;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.Adler32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import org.HdrHistogram.Histogram;

/**
 * HdrHistogram's standard compressed form (V2) in base64: the one encoding of histograms in
 * iobench's files (profiles, worker replies, results, reports), the one HdrHistogram's own log
 * writers use, so any HdrHistogram library decodes them.
 */
public final class HistogramCodec {
  /**
   * The cookie HdrHistogram's {@code encodeIntoCompressedByteBuffer} starts a V2 compressed
   * histogram of 8-byte words with (its private {@code getCompressedEncodingCookie}).
   */
  private static final int V2_COMPRESSED_COOKIE = 0x1c849314;

  /** The largest plain encoding stored in the zlib stream rather than deflated. */
  static final int STORED_MAX = 128;

  /** A zlib header (RFC 1950): deflate, 32 KiB window, no dictionary, its check bits. */
  private static final byte[] ZLIB_HEADER = {0x78, 0x01};

  private static final ThreadLocal<Encoder> ENCODERS = ThreadLocal.withInitial(Encoder::new);

  private HistogramCodec() {}

  /**
   * HdrHistogram's compressed form, made with a deflater and buffers the thread keeps: HdrHistogram
   * makes a deflater per histogram, whose native state (some 256 KiB, cleared) cost more than the
   * rest of the encoding; a profile of a build holds ten thousand histograms. A histogram whose
   * plain encoding is at most {@value #STORED_MAX} bytes (a handful of values, most of a profile's)
   * goes into the zlib stream as one stored block: deflating it would save some twenty bytes at the
   * cost of a run of zlib, and any inflater reads a stored block. A larger one gets the same bytes
   * as HdrHistogram's {@code encodeIntoCompressedByteBuffer}.
   */
  public static String encode(Histogram histogram) {
    return ENCODERS.get().encode(histogram);
  }

  /**
   * @throws DataFormatException when the bytes are not a compressed histogram
   * @throws IllegalArgumentException when the text is not base64
   */
  public static Histogram decode(String base64) throws DataFormatException {
    return Histogram.decodeFromCompressedByteBuffer(
        ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
  }

  /** One thread's deflater and buffers. */
  private static final class Encoder {
    private final Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);
    private ByteBuffer plain = ByteBuffer.allocate(1024);
    private final Adler32 adler = new Adler32();
    private byte[] out = new byte[1024];

    String encode(Histogram histogram) {
      int needed = histogram.getNeededByteBufferCapacity();
      if (plain.capacity() < needed) {
        plain = ByteBuffer.allocate(needed);
      }
      plain.clear();
      int length = histogram.encodeIntoByteBuffer(plain);
      int end = length <= STORED_MAX ? stored(length) : deflated(length);
      ByteBuffer header = ByteBuffer.wrap(out, 0, 8);
      header.putInt(V2_COMPRESSED_COOKIE);
      header.putInt(end - 8);
      return Base64.getEncoder().encodeToString(Arrays.copyOf(out, end));
    }

    /** Deflates the plain encoding into {@code out} after its 8-byte header; returns the end. */
    private int deflated(int length) {
      deflater.reset();
      deflater.setInput(plain.array(), 0, length);
      deflater.finish();
      int end = 8;
      while (!deflater.finished()) {
        if (end == out.length) {
          out = Arrays.copyOf(out, out.length * 2);
        }
        end += deflater.deflate(out, end, out.length - end);
      }
      return end;
    }

    /**
     * Writes the plain encoding into {@code out} after its 8-byte header as a zlib stream of one
     * final stored block (RFC 1951 3.2.4): the block's length and its complement, the bytes, and
     * the stream's Adler-32; returns the end.
     */
    private int stored(int length) {
      ByteBuffer b = ByteBuffer.wrap(out, 8, out.length - 8);
      b.put(ZLIB_HEADER);
      b.put((byte) 1);
      b.order(ByteOrder.LITTLE_ENDIAN);
      b.putShort((short) length);
      b.putShort((short) ~length);
      b.order(ByteOrder.BIG_ENDIAN);
      b.put(plain.array(), 0, length);
      adler.reset();
      adler.update(plain.array(), 0, length);
      b.putInt((int) adler.getValue());
      return b.position();
    }
  }
}
