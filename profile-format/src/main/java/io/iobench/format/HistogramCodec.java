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

  /** The cookie of HdrHistogram's plain V2 encoding of 8-byte words ({@code getEncodingCookie}). */
  private static final int V2_PLAIN_COOKIE = 0x1c849313;

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
   * An auto-resizing histogram of lowest discernible value 1 as it is once it has held values up to
   * {@code max}: made at that size, where {@code new Histogram(digits)} would grow to it by an
   * exception per resize, each filling in the stack of the thread that records (a build tool's runs
   * a hundred frames deep). Its counts, highest trackable value and encoding are those of the grown
   * one.
   *
   * @param max the largest value it is to hold, non-negative
   */
  public static Histogram autoResizing(long max, int digits) {
    Histogram h = new Histogram(1, new RecordedLayout(digits).highestTrackableValue(max), digits);
    h.setAutoResize(true);
    return h;
  }

  /**
   * The largest value {@code h}, an auto-resizing histogram of lowest discernible value 1, records
   * without resizing: its highest trackable value, or the top of its first bucket, which a new one
   * has whole while its highest trackable value is 2.
   */
  public static long recordsWithoutResizing(Histogram h) {
    long firstBucket = new RecordedLayout(h.getNumberOfSignificantValueDigits()).subBucketCount;
    return Math.max(h.getHighestTrackableValue(), firstBucket - 1);
  }

  /**
   * The text {@link #encode} gives of an auto-resizing {@code new Histogram(digits)} into which
   * {@code values[i]} was recorded {@code counts[i]} times for each {@code i < n}, made without the
   * histogram: its counts array, grown by an exception per resize, cost more than the encoding when
   * a profile writes thousands of histograms of a few values each.
   *
   * @param values non-negative values, in any order, a value or a bucket more than once allowed
   */
  public static String encodeRecorded(long[] values, long[] counts, int n, int digits) {
    return ENCODERS.get().encodeRecorded(values, counts, n, digits);
  }

  /**
   * @throws DataFormatException when the bytes are not a compressed histogram
   * @throws IllegalArgumentException when the text is not base64
   */
  public static Histogram decode(String base64) throws DataFormatException {
    return Histogram.decodeFromCompressedByteBuffer(
        ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
  }

  /**
   * Where an auto-resizing histogram of lowest discernible value 1 puts a value, and how far it has
   * grown to hold a largest value: HdrHistogram's own arithmetic (its {@code countsArrayIndex},
   * {@code getBucketsNeededToCoverValue} and the highest trackable value a resize leaves), which
   * {@code HistogramCodecTest} holds to HdrHistogram's encodings.
   */
  private static final class RecordedLayout {
    /** The largest value an auto-resizing histogram tracks. */
    static final long MAX_VALUE = Long.MAX_VALUE / 2;

    private final int subBucketCountMagnitude;
    private final int subBucketHalfCountMagnitude;
    private final long subBucketCount;
    private final int leadingZeroCountBase;

    RecordedLayout(int digits) {
      long largestValueWithSingleUnitResolution = 2 * (long) Math.pow(10, digits);
      subBucketCountMagnitude =
          (int) Math.ceil(Math.log(largestValueWithSingleUnitResolution) / Math.log(2));
      subBucketHalfCountMagnitude = subBucketCountMagnitude - 1;
      subBucketCount = 1L << subBucketCountMagnitude;
      leadingZeroCountBase = 64 - subBucketCountMagnitude;
    }

    long index(long value) {
      int bucket = leadingZeroCountBase - Long.numberOfLeadingZeros(value | (subBucketCount - 1));
      long subBucket = value >>> bucket;
      return ((long) (bucket + 1) << subBucketHalfCountMagnitude)
          + subBucket
          - (subBucketCount >>> 1);
    }

    /**
     * 2, the value a new auto-resizing histogram starts with, until a value past its first bucket
     * makes it resize; then the highest value of the counts the resize made room for.
     */
    long highestTrackableValue(long max) {
      if (max < subBucketCount) {
        return 2;
      }
      int buckets = 1;
      long smallestUntrackable = subBucketCount;
      while (smallestUntrackable <= max) {
        smallestUntrackable <<= 1;
        buckets++;
      }
      return (1L << (subBucketCountMagnitude + buckets - 1)) - 1;
    }
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
      return wrapped(histogram.encodeIntoByteBuffer(plain));
    }

    String encodeRecorded(long[] values, long[] counts, int n, int digits) {
      RecordedLayout layout = new RecordedLayout(digits);
      long[] indexes = new long[n];
      long[] summed = new long[n];
      int distinct = 0;
      long max = 0;
      for (int i = 0; i < n; i++) {
        if (values[i] < 0 || values[i] > RecordedLayout.MAX_VALUE) {
          throw new IllegalArgumentException("not a recordable value: " + values[i]);
        }
        max = Math.max(max, values[i]);
        if (counts[i] == 0) {
          continue;
        }
        long index = layout.index(values[i]);
        int at = distinct;
        while (at > 0 && indexes[at - 1] > index) {
          at--;
        }
        if (at > 0 && indexes[at - 1] == index) {
          summed[at - 1] += counts[i];
          continue;
        }
        System.arraycopy(indexes, at, indexes, at + 1, distinct - at);
        System.arraycopy(summed, at, summed, at + 1, distinct - at);
        indexes[at] = index;
        summed[at] = counts[i];
        distinct++;
      }
      int needed = 40 + (distinct * 2 + 1) * 9;
      if (plain.capacity() < needed) {
        plain = ByteBuffer.allocate(needed);
      }
      plain.clear();
      plain.putInt(V2_PLAIN_COOKIE);
      plain.putInt(0);
      plain.putInt(0);
      plain.putInt(digits);
      plain.putLong(1);
      plain.putLong(layout.highestTrackableValue(max));
      plain.putDouble(1.0);
      int payloadStart = plain.position();
      long next = 0;
      for (int k = 0; k < distinct; k++) {
        putZeros(indexes[k] - next);
        putZigZag(summed[k]);
        next = indexes[k] + 1;
      }
      putZeros(layout.index(max) + 1 - next);
      plain.putInt(4, plain.position() - payloadStart);
      return wrapped(plain.position());
    }

    /** A run of empty counts as HdrHistogram writes it: a lone zero as 0, a longer run as -n. */
    private void putZeros(long run) {
      if (run == 1) {
        putZigZag(0);
      } else if (run > 1) {
        putZigZag(-run);
      }
    }

    /** HdrHistogram's ZigZag LEB128 of a long, at most 9 bytes. */
    private void putZigZag(long value) {
      long v = (value << 1) ^ (value >> 63);
      for (int i = 0; i < 8; i++) {
        if (v >>> 7 == 0) {
          plain.put((byte) v);
          return;
        }
        plain.put((byte) ((v & 0x7F) | 0x80));
        v >>>= 7;
      }
      plain.put((byte) v);
    }

    /** The compressed form of the first {@code length} bytes of {@code plain}. */
    private String wrapped(int length) {
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
