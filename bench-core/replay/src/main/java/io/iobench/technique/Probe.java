package io.iobench.technique;

import java.nio.ByteBuffer;
import java.util.zip.CRC32C;
import org.HdrHistogram.Histogram;

/**
 * What a technique reports while it runs: its I/O calls (bracketed by {@link #begin}/{@link #end}),
 * and every byte it reads ({@link #data}). One probe per round.
 *
 * <p>Calls are timed one in {@code timeEvery} on average (a nanoTime pair costs tens of
 * nanoseconds, more than a buffered one-byte read): the latency histogram is a sample of the calls,
 * its count is {@link #timedCalls}. The gaps between timed calls are random (uniform in [1,
 * 2·timeEvery − 1], fixed seed): a fixed stride aliases with the workload, e.g. every 64th 64-byte
 * write is the one that starts a new 4 KiB page, and the sample would then hold only the slow
 * calls. In a verifying round every byte read goes into a CRC32C; otherwise bulk data is left where
 * the technique put it and single bytes are summed, so the JIT cannot drop the loop.
 */
public final class Probe {
  private final Histogram latency = new Histogram(3_600_000_000_000L, 2);
  private final CRC32C crc;
  private final boolean byteConsumer;
  private final int timeEvery;
  private int countdown = 1;
  private long random = 0x9E3779B97F4A7C15L;
  private long calls;
  private long bytes;
  private long timedCalls;
  private long byteSum;
  private long forces;
  private long deadline;
  private boolean cutting;

  /**
   * @param verifying whether to checksum every byte read (slower; used in the unmeasured run 0)
   * @param timeEvery time one call in this many, at least 1
   */
  public Probe(boolean verifying, int timeEvery) {
    this(verifying, timeEvery, false);
  }

  /**
   * @param byteConsumer whether the app consumes what it reads one byte at a time: bulk data is
   *     then handed over byte by byte too, so a technique that reads big chunks still pays for the
   *     app's loop over their bytes, as the app would after switching to it
   */
  public Probe(boolean verifying, int timeEvery, boolean byteConsumer) {
    this.crc = verifying ? new CRC32C() : null;
    this.timeEvery = Math.max(1, timeEvery);
    this.byteConsumer = byteConsumer;
  }

  /**
   * Ends the pass at its first timed call after {@code deadline} (a {@link System#nanoTime} value):
   * {@link #begin} then throws {@link PassCut} instead of starting the call. Only timed calls look
   * at the clock, so the untimed ones pay nothing for it; a technique that makes the whole pass in
   * one call is never cut, and no pass is cut before it has moved a byte.
   */
  public void cutAt(long deadline) {
    this.deadline = deadline;
    this.cutting = true;
  }

  /**
   * Starts an I/O call; returns the value to pass to {@link #end}.
   *
   * @throws PassCut when the pass has run past the time set by {@link #cutAt}
   */
  public long begin() {
    if (--countdown > 0) {
      return 0;
    }
    countdown = nextGap();
    long now = System.nanoTime();
    if (cutting && now - deadline > 0 && bytes > 0) {
      throw PassCut.INSTANCE;
    }
    return now;
  }

  private int nextGap() {
    if (timeEvery == 1) {
      return 1;
    }
    long x = random;
    x ^= x << 13;
    x ^= x >>> 7;
    x ^= x << 17;
    random = x;
    return 1 + (int) Long.remainderUnsigned(x, 2L * timeEvery - 1);
  }

  /**
   * For loops of calls of a few nanoseconds (a buffered read(), a mapped getLong), where begin/end
   * on every call would cost more than the call (its counters are kept in memory, a store per call
   * beside a load from the mapping): how many calls to make untimed before the next timed one. The
   * loop counts them itself and reports them with {@link #untimed}; the next {@link #begin} is then
   * timed, so the sample is the one begin/end on every call would take. 0 when verifying: every
   * byte goes to the checksum call by call.
   */
  public int untimedAhead() {
    if (crc != null) {
      return 0;
    }
    int ahead = countdown - 1;
    countdown = 1;
    return ahead;
  }

  /**
   * Calls made untimed after {@link #untimedAhead}: how many, the bytes they moved, and the sum of
   * the bytes or values they read (as {@link #dataByte} or {@link #dataValue} would add them).
   */
  public void untimed(long calls, long bytes, long sum) {
    this.calls += calls;
    this.bytes += bytes;
    byteSum += sum;
  }

  /** Ends an I/O call that moved {@code moved} bytes (0 at end of file). */
  public void end(long begun, long moved) {
    calls++;
    if (moved > 0) {
      bytes += moved;
    }
    if (begun != 0) {
      latency.recordValue(Math.max(0, System.nanoTime() - begun));
      timedCalls++;
    }
  }

  /**
   * Ends a call of a method that made {@code reads} calls of the file, which moved {@code moved}
   * bytes together (RandomAccessFile.readLine, a read() per byte): counted as those calls, each at
   * an equal share of the method's time, as the agent records them.
   */
  public void endReads(long begun, long moved, long reads) {
    long n = Math.max(1, reads);
    calls += n;
    if (moved > 0) {
      bytes += moved;
    }
    if (begun != 0) {
      latency.recordValueWithCount(Math.max(0, System.nanoTime() - begun) / n, n);
      timedCalls += n;
    }
  }

  /** Bytes read into an array. */
  public void data(byte[] array, int offset, int length) {
    if (crc != null) {
      crc.update(array, offset, length);
    } else if (byteConsumer) {
      long sum = byteSum;
      for (int i = offset; i < offset + length; i++) {
        sum += array[i];
      }
      byteSum = sum;
    }
  }

  /** Bytes read into a buffer: those between its position and limit; the buffer is not changed. */
  public void data(ByteBuffer buffer) {
    if (crc != null) {
      crc.update(buffer.duplicate());
    } else if (byteConsumer) {
      long sum = byteSum;
      for (int i = buffer.position(); i < buffer.limit(); i++) {
        sum += buffer.get(i);
      }
      byteSum = sum;
    }
  }

  /**
   * One line read by a line-oriented consumer, without its terminator: the text workloads' lines
   * all end with '\n' and are ASCII, so the bytes of the file are the line's characters and '\n'.
   */
  public void dataLine(String line) {
    if (crc != null) {
      for (int i = 0; i < line.length(); i++) {
        crc.update(line.charAt(i));
      }
      crc.update('\n');
    } else {
      byteSum += line.length();
    }
  }

  /**
   * A force() was made. Forces are in the round's time but not timed as calls: the agent keeps
   * force() as an operation of its own, so the per-call latencies compare with the app's reads or
   * writes only when forces stay out of them: a forced write is far slower than the writes between
   * forces, and mixing them in moves the median.
   */
  public void forced() {
    forces++;
  }

  public long forces() {
    return forces;
  }

  /**
   * A primitive of {@code size} bytes read whole (readLong, getInt, ...): its bytes, most
   * significant first as in the file, go into the checksum when verifying; otherwise the value is
   * added up in one step, as an app uses a long it read, not byte by byte.
   */
  public void dataValue(long value, int size) {
    if (crc != null) {
      for (int b = size - 1; b >= 0; b--) {
        crc.update((int) (value >>> (8 * b)));
      }
    } else {
      byteSum += value;
    }
  }

  /** One byte read by a byte-at-a-time consumer. */
  public void dataByte(int value) {
    if (crc != null) {
      crc.update(value);
    } else {
      byteSum += value;
    }
  }

  public long calls() {
    return calls;
  }

  public long bytes() {
    return bytes;
  }

  public long timedCalls() {
    return timedCalls;
  }

  public Histogram latency() {
    return latency;
  }

  /** CRC32C of the bytes read, or -1 when not verifying. */
  public long checksum() {
    return crc == null ? -1 : crc.getValue();
  }

  /**
   * Thrown by {@link #begin} to end a pass that has run past its cut time, between two calls: the
   * technique's own try-with-resources closes what it opened. One instance, without a stack trace:
   * it is control flow, not an error.
   */
  public static final class PassCut extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final PassCut INSTANCE = new PassCut();

    private PassCut() {
      super("pass cut at its time limit", null, false, false);
    }
  }

  /** Keeps the sum of single bytes observable, so the JIT keeps the loop that made it. */
  public long byteSum() {
    return byteSum;
  }
}
