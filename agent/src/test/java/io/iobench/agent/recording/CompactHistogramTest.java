package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.format.HistogramCodec;
import java.util.Random;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class CompactHistogramTest {
  /**
   * A histogram's text decodes to the real histogram it stands for, while it is a few pairs and
   * after it became a real one; while it is pairs, it is the very text of that histogram.
   */
  @Test
  void theTextIsThatOfItsHistogram() throws DataFormatException {
    Random random = new Random(5);
    for (int i = 0; i < 2_000; i++) {
      CompactHistogram h = new CompactHistogram();
      int calls = random.nextInt(3 * CompactHistogram.PAIRS);
      long range = i % 2 == 0 ? 10_000 : 3_600_000_000_000L;
      for (int k = 0; k < calls; k++) {
        h.recordWithCount(
            random.nextInt(3) == 0 ? 8192 : (long) (random.nextDouble() * range),
            1 + random.nextInt(4));
      }
      if (calls <= CompactHistogram.PAIRS) {
        assertEquals(HistogramCodec.encode(h.toHistogram()), h.encoded(), "histogram " + i);
      }
      assertEquals(h.toHistogram(), HistogramCodec.decode(h.encoded()), "histogram " + i);
    }
  }

  /**
   * Pairs or promoted, copied or made a real histogram, the text is that of HdrHistogram's
   * auto-resizing histogram the same values were recorded into, its highest trackable value (which
   * the text holds and {@code Histogram.equals} does not compare) included, merged too.
   */
  @Test
  void theTextIsThatOfAnAutoResizingHistogramOfTheSameValues() throws DataFormatException {
    Random random = new Random(11);
    for (int i = 0; i < 1_000; i++) {
      CompactHistogram h = new CompactHistogram();
      CompactHistogram half = new CompactHistogram();
      CompactHistogram otherHalf = new CompactHistogram();
      Histogram grown = autoResizing();
      long range = i % 3 == 0 ? 300 : i % 3 == 1 ? 1_000_000 : 3_600_000_000_000L;
      int calls = random.nextInt(4 * CompactHistogram.PAIRS);
      for (int k = 0; k < calls; k++) {
        long value = (long) (random.nextDouble() * range);
        long count = 1 + random.nextInt(3);
        h.recordWithCount(value, count);
        (random.nextBoolean() ? half : otherHalf).recordWithCount(value, count);
        grown.recordValueWithCount(value, count);
      }
      String expected = HistogramCodec.encode(grown);
      assertEquals(expected, h.encoded(), "histogram " + i);
      assertEquals(expected, h.copy().encoded(), "copy of histogram " + i);
      assertEquals(expected, HistogramCodec.encode(h.toHistogram()), "histogram " + i);
      otherHalf.addTo(half);
      assertEquals(expected, half.encoded(), "merged histogram " + i);
      assertEquals(grown, HistogramCodec.decode(half.encoded()), "merged histogram " + i);
    }
  }

  /**
   * A real histogram that a larger value reaches grows as HdrHistogram's would, by one bucket or by
   * many at once; one that a larger real histogram is merged into grows as if it had recorded the
   * other's values.
   */
  @Test
  void aRealHistogramGrowsAsHdrHistogramsWould() {
    CompactHistogram big = new CompactHistogram();
    CompactHistogram small = new CompactHistogram();
    Histogram grown = autoResizing();
    Histogram both = autoResizing();
    for (long value = 1; value < 1L << 50; value = value * 3 / 2 + 1) {
      big.record(value);
      grown.recordValue(value);
      assertEquals(HistogramCodec.encode(grown), big.encoded(), "after " + value);
      if (value < 1000) {
        small.record(value + 1);
        both.recordValue(value + 1);
      }
    }
    big.record(1L << 60);
    grown.recordValue(1L << 60);
    assertEquals(HistogramCodec.encode(grown), big.encoded(), "after 2^60");
    for (long value = 1; value < 1L << 50; value = value * 3 / 2 + 1) {
      both.recordValue(value);
    }
    both.recordValue(1L << 60);
    big.addTo(small);
    assertEquals(HistogramCodec.encode(both), small.encoded());
  }

  /** HdrHistogram's own auto-resizing histogram, the one the texts are held to. */
  private static Histogram autoResizing() {
    Histogram h = new Histogram(CompactHistogram.DIGITS);
    h.setAutoResize(true);
    return h;
  }
}
