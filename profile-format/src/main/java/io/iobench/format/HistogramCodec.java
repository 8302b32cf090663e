package io.iobench.format;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
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

  private static final ThreadLocal<Encoder> ENCODERS = ThreadLocal.withInitial(Encoder::new);

  private HistogramCodec() {}

  /**
   * The same bytes as HdrHistogram's {@code encodeIntoCompressedByteBuffer}, made with a deflater
   * and buffers the thread keeps: HdrHistogram makes a deflater per histogram, whose native state
   * (some 256 KiB, cleared) cost more than the rest of the encoding; a profile of a build holds ten
   * thousand histograms.
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
    private byte[] out = new byte[1024];

    String encode(Histogram histogram) {
      int needed = histogram.getNeededByteBufferCapacity();
      if (plain.capacity() < needed) {
        plain = ByteBuffer.allocate(needed);
      }
      plain.clear();
      int length = histogram.encodeIntoByteBuffer(plain);
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
      ByteBuffer header = ByteBuffer.wrap(out, 0, 8);
      header.putInt(V2_COMPRESSED_COOKIE);
      header.putInt(end - 8);
      return Base64.getEncoder().encodeToString(Arrays.copyOf(out, end));
    }
  }
}
