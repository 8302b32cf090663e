package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.format.HistogramCodec;
import java.util.Random;
import java.util.zip.DataFormatException;
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
}
