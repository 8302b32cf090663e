package io.iobench.format;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * HdrHistogram's standard compressed form (V2) in base64: the one encoding of histograms in
 * iobench's files (profiles, worker replies, results, reports), the one HdrHistogram's own log
 * writers use, so any HdrHistogram library decodes them.
 */
public final class HistogramCodec {
  private HistogramCodec() {}

  public static String encode(Histogram histogram) {
    ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
    int length = histogram.encodeIntoCompressedByteBuffer(buffer);
    return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
  }

  /**
   * @throws DataFormatException when the bytes are not a compressed histogram
   * @throws IllegalArgumentException when the text is not base64
   */
  public static Histogram decode(String base64) throws DataFormatException {
    return Histogram.decodeFromCompressedByteBuffer(
        ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
  }
}
