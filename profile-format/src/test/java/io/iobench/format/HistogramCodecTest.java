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

  @Test
  void textThatIsNoHistogramIsAnError() {
    assertThrows(IllegalArgumentException.class, () -> HistogramCodec.decode("not base64!"));
    assertThrows(Exception.class, () -> HistogramCodec.decode("bm90IGEgaGlzdG9ncmFt"));
  }
}
