package io.iobench.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.Random;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
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
   * A histogram of more than a handful of values gets the bytes HdrHistogram's own encoder makes; a
   * smaller one a zlib stream that inflates to HdrHistogram's own plain encoding, and that
   * HdrHistogram's own decoder reads. Histograms small and large, one after another on one thread
   * (whose deflater and buffers are used again), of growing and shrinking sizes.
   */
  @Test
  void theBytesAreHdrHistogramsOwnOrInflateToThem() throws DataFormatException {
    Random random = new Random(7);
    int stored = 0;
    int deflated = 0;
    for (int i = 0; i < 300; i++) {
      Histogram h = new Histogram(2);
      h.setAutoResize(true);
      int values = i % 3 == 0 ? 1 + i % 7 : random.nextInt(5_000);
      long range = i % 2 == 0 ? 1_000 : 3_600_000_000_000L;
      for (int v = 0; v < values; v++) {
        h.recordValueWithCount(1 + (long) (random.nextDouble() * range), 1 + random.nextInt(9));
      }
      ByteBuffer plain = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
      int plainLength = h.encodeIntoByteBuffer(plain);
      String ours = HistogramCodec.encode(h);
      byte[] bytes = Base64.getDecoder().decode(ours);
      if (plainLength <= HistogramCodec.STORED_MAX) {
        stored++;
        Inflater inflater = new Inflater();
        inflater.setInput(bytes, 8, bytes.length - 8);
        byte[] inflated = new byte[plainLength + 1];
        assertEquals(plainLength, inflater.inflate(inflated), "histogram " + i);
        assertTrue(inflater.finished(), "histogram " + i);
        assertArrayEquals(
            Arrays.copyOf(plain.array(), plainLength),
            Arrays.copyOf(inflated, plainLength),
            "histogram " + i);
      } else {
        deflated++;
        ByteBuffer theirs = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int length = h.encodeIntoCompressedByteBuffer(theirs);
        assertEquals(
            Base64.getEncoder().encodeToString(Arrays.copyOf(theirs.array(), length)),
            ours,
            "histogram " + i);
      }
      Histogram back = Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
      assertEquals(h, back, "histogram " + i);
      assertEquals(h.getTotalCount(), back.getTotalCount(), "histogram " + i);
      assertEquals(h, HistogramCodec.decode(ours));
    }
    assertTrue(stored > 50 && deflated > 50, stored + " stored, " + deflated + " deflated");
  }

  /**
   * Values recorded as pairs give the text of the auto-resizing histogram they were recorded into:
   * values in the first bucket only, past it, far past it, zeros, values sharing a bucket, a value
   * given twice, a count of zero, none at all, and other precisions.
   */
  @Test
  void recordedValuesEncodeAsTheirHistogram() {
    Random random = new Random(13);
    long[] ranges = {1, 200, 256, 257, 5_000, 1L << 20, 3_600_000_000_000L, Long.MAX_VALUE / 2};
    for (int i = 0; i < 5_000; i++) {
      int digits = i % 10 == 0 ? 1 + i / 10 % 4 : 2;
      int n = random.nextInt(9);
      long[] values = new long[n];
      long[] counts = new long[n];
      long range = ranges[random.nextInt(ranges.length)];
      Histogram h = new Histogram(digits);
      for (int k = 0; k < n; k++) {
        values[k] =
            k > 0 && random.nextInt(4) == 0
                ? values[k - 1] + random.nextInt(3)
                : (long) (random.nextDouble() * range);
        values[k] = Math.min(values[k], Long.MAX_VALUE / 2);
        counts[k] =
            random.nextInt(10) == 0 ? 0 : 1 + random.nextInt(random.nextBoolean() ? 3 : 1 << 20);
        h.recordValueWithCount(values[k], counts[k]);
      }
      assertEquals(
          HistogramCodec.encode(h),
          HistogramCodec.encodeRecorded(values, counts, n, digits),
          "values " + Arrays.toString(values) + ", counts " + Arrays.toString(counts));
    }
  }

  /**
   * Made at its size, an auto-resizing histogram is the one grown to it: the same highest trackable
   * value and encoding, and it grows on as that one does.
   */
  @Test
  void anAutoResizingHistogramMadeAtItsSizeIsTheOneGrownToIt() {
    Random random = new Random(17);
    long[] ranges = {
      1, 200, 255, 256, 257, 5_000, 1L << 20, 3_600_000_000_000L, Long.MAX_VALUE / 2
    };
    for (long range : ranges) {
      for (int i = 0; i < 200; i++) {
        long max = i == 0 ? range : (long) (random.nextDouble() * range);
        Histogram grown = grownTo(max);
        Histogram made = HistogramCodec.autoResizing(max, 2);
        made.recordValue(max);
        assertEquals(grown.getHighestTrackableValue(), made.getHighestTrackableValue(), "" + max);
        assertEquals(HistogramCodec.encode(grown), HistogramCodec.encode(made), "" + max);
        long later = max > Long.MAX_VALUE / 8 ? Long.MAX_VALUE / 2 : max * 3 + 1;
        grown.recordValue(later);
        made.recordValue(later);
        assertEquals(HistogramCodec.encode(grown), HistogramCodec.encode(made), max + ", " + later);
      }
    }
  }

  /**
   * What {@code recordsWithoutResizing} gives an auto-resizing histogram records without growing
   * (its counts array, and so its footprint, stays), and one more makes it grow: new, at its first
   * bucket's size, and made or grown to a size.
   */
  @Test
  void recordsWithoutResizingIsTheLastValueBeforeAResize() {
    long[] maxima = {0, 2, 200, 255, 256, 5_000, 1L << 20, 3_600_000_000_000L, 1L << 60};
    for (long max : maxima) {
      for (boolean made : new boolean[] {true, false}) {
        Histogram h = made ? HistogramCodec.autoResizing(max, 2) : grownTo(max);
        long last = HistogramCodec.recordsWithoutResizing(h);
        assertTrue(last >= max, max + ": " + last);
        Histogram atLast = h.copy();
        atLast.setAutoResize(true);
        long size = atLast.getEstimatedFootprintInBytes();
        atLast.recordValue(last);
        assertEquals(size, atLast.getEstimatedFootprintInBytes(), max + " at " + last);
        Histogram past = h.copy();
        past.setAutoResize(true);
        past.recordValue(last + 1);
        assertTrue(past.getEstimatedFootprintInBytes() > size, max + " at " + (last + 1));
      }
    }
  }

  /** HdrHistogram's own auto-resizing histogram, grown to hold {@code max}. */
  private static Histogram grownTo(long max) {
    Histogram h = new Histogram(2);
    h.setAutoResize(true);
    h.recordValue(max);
    return h;
  }

  @Test
  void textThatIsNoHistogramIsAnError() {
    assertThrows(IllegalArgumentException.class, () -> HistogramCodec.decode("not base64!"));
    assertThrows(Exception.class, () -> HistogramCodec.decode("bm90IGEgaGlzdG9ncmFt"));
  }
}
