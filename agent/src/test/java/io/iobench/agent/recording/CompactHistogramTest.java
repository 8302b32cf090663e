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
   * the text holds and {@code Histogram.equals} does not compare) included. Merged, it holds the
   * same counts.
   */
  @Test
  void theTextIsThatOfAnAutoResizingHistogramOfTheSameValues() throws DataFormatException {
    Random random = new Random(11);
    for (int i = 0; i < 1_000; i++) {
      CompactHistogram h = new CompactHistogram();
      CompactHistogram half = new CompactHistogram();
      CompactHistogram otherHalf = new CompactHistogram();
      Histogram grown = new Histogram(CompactHistogram.DIGITS);
      grown.setAutoResize(true);
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
      assertEquals(grown, HistogramCodec.decode(half.encoded()), "merged histogram " + i);
    }
  }
}
