package io.iobench.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class HistogramCodecTest {
  @Test
  void aHistogramRoundTripsWithEveryCount() throws DataFormatException {
    Histogram h = new Histogram(2);
    for (long v = 1; v < 1_000_000; v *= 3) {
      h.recordValueWithCount(v, v % 7 + 1);
    }
    Histogram back = HistogramCodec.decode(HistogramCodec.encode(h));
    assertEquals(h, back);
    assertEquals(h.getTotalCount(), back.getTotalCount());
  }

  /** The encoding of HdrHistogram's own log format: "HISTF" once base64 decoded. */
  @Test
  void theEncodingIsHdrHistogramsCompressedV2() {
    assertEquals("HISTF", HistogramCodec.encode(new Histogram(2)).substring(0, 5));
  }

  /**
   * The bytes HdrHistogram's own encoder makes, for histograms small and large, one after another
   * on one thread (whose deflater and buffers are used again), of growing and shrinking sizes.
   */
  @Test
  void theBytesAreHdrHistogramsOwn() throws DataFormatException {
    java.util.Random random = new java.util.Random(7);
    for (int i = 0; i < 200; i++) {
      Histogram h = new Histogram(2);
      h.setAutoResize(true);
      int values = i % 3 == 0 ? 1 : random.nextInt(5_000);
      long range = i % 2 == 0 ? 1_000 : 3_600_000_000_000L;
      for (int v = 0; v < values; v++) {
        h.recordValueWithCount(1 + (long) (random.nextDouble() * range), 1 + random.nextInt(9));
      }
      java.nio.ByteBuffer theirs = java.nio.ByteBuffer.allocate(h.getNeededByteBufferCapacity());
      int length = h.encodeIntoCompressedByteBuffer(theirs);
      String expected =
          java.util.Base64.getEncoder()
              .encodeToString(java.util.Arrays.copyOf(theirs.array(), length));
      String ours = HistogramCodec.encode(h);
      assertEquals(expected, ours, "histogram " + i);
      assertEquals(h, HistogramCodec.decode(ours));
    }
  }

  @Test
  void textThatIsNoHistogramIsAnError() {
    assertThrows(IllegalArgumentException.class, () -> HistogramCodec.decode("not base64!"));
    assertThrows(Exception.class, () -> HistogramCodec.decode("bm90IGEgaGlzdG9ncmFt"));
  }
}
