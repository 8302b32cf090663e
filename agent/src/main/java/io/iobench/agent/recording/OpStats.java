package io.iobench.agent.recording;

import io.iobench.format.RecordedOp;

/**
 * Everything recorded for one (file, API, operation) key by one thread, or the merge of several. A
 * per-thread instance has a single writer and plain fields; readers merge copies of it.
 *
 * <p>The common call touches only {@link #traits} and the counters declared before {@link
 * #siteCountdown}, which HotSpot lays out together right after the object header (it fills the
 * header's gap with the one int and keeps longs in declaration order): after a system call the
 * caches are cold, and every line the agent touches then costs it tens of ns. OpStatsLayoutTest
 * checks that they stay within two cache lines' worth of the object's start.
 */
final class OpStats {
  /** Bit of {@link #traits}: the operation moves data (see {@link RecordedOp.Kind#DATA}). */
  private static final int DATA = 1 << 8;

  /** Bit of {@link #traits}: the operation moves the file position (seek, skip). */
  private static final int MOVE = 1 << 9;

  /** Bit of {@link #traits}: a slot shared by threads, whose writers synchronize. */
  private static final int SHARED = 1 << 10;

  /** The bits of {@link #traits} that hold the operation's number. */
  private static final int OP_MASK = 0xff;

  /**
   * The operation's number in the low byte, and the bits above: one int, so that it is the field
   * HotSpot puts in the header's gap, on the line the counters start on.
   */
  private final int traits;

  long calls;
  long bytes;

  /** Untimed calls since the last timed one; the next timed call stands for them. */
  long untimed;

  /** Calls until the next timed call, for the sampling of latency. */
  long timeCountdown = 1;

  /** End offset of the previous data access, or -1 when none is known. */
  long lastEnd = -1;

  long consecutive;
  long sequential;

  /**
   * A run of calls that asked for and moved the same number of bytes, counted here and folded into
   * the size histograms when the size changes or a reader merges: one compare and one increment for
   * the usual loop over a fixed buffer size.
   */
  long runValue = -1;

  long runCount;

  /** Data calls into a direct buffer. */
  long directCalls;

  /** Calls until the next call-site capture; only timed calls count it down. */
  long siteCountdown = 1;

  final FileEntry file;

  long errors;
  long eofs;
  long threads;
  long backward;

  final CompactHistogram latency = new CompactHistogram();
  final CompactHistogram transferred = new CompactHistogram();

  /**
   * Created on the first call that moved fewer bytes than asked; until then equal to transferred.
   */
  CompactHistogram requested;

  long timedCalls;
  long lastLatency = -1;

  /**
   * The time of the timed calls the thread's walks skipped since the key's last walk (all of them
   * until its first): once it reaches {@link ThreadRecorder#SLOW_CALL_NANOS}, the next is walked.
   */
  long unwalkedNanos;

  long firstNanos;
  long lastNanos;

  /** Most common requested sizes of data calls. */
  final TopValues sizes = new TopValues();

  final TopValues strides = new TopValues();
  final CallPaths callPaths = new CallPaths();

  /** Calls when the last call path was captured. */
  long callsAtPath;

  final long[] mapModes = new long[3];

  /**
   * Calls of the method the app called, for an operation recorded as the reads its method made
   * ({@link #recordReads}); 0 for the others, whose calls are the method's.
   */
  long methodCalls;

  /**
   * The app's calls into a library's method during which this operation was made on the file (each
   * counted once however many of its calls it made), their time, and the calls and bytes of this
   * operation made inside them: what the library did to the file per call of the app. Counted only
   * once the agent has instrumented the method the app entered the library by, so from some point
   * of the run on.
   */
  long libraryCalls;

  long libraryNanos;

  /**
   * The library calls whose time outside the file calls made in them was measured (a sample), and
   * that time: the library's own, none of the agent's.
   */
  long libraryOwnCalls;

  long libraryOwnNanos;

  long callsInLibraryCalls;
  long bytesInLibraryCalls;

  /** A library call's own time, or -1 where it was not measured. */
  void addOwnTime(long ownNanos) {
    if (ownNanos >= 0) {
      libraryOwnCalls++;
      libraryOwnNanos += ownNanos;
    }
  }

  OpStats(FileEntry file, int op, boolean shared) {
    RecordedOp.Kind kind = RecordedOp.of(op).kind();
    if (op > OP_MASK) {
      throw new IllegalStateException("operation " + op + " does not fit the low byte of traits");
    }
    this.file = file;
    this.traits =
        op
            | (kind == RecordedOp.Kind.DATA ? DATA : 0)
            | (kind == RecordedOp.Kind.MOVE ? MOVE : 0)
            | (shared ? SHARED : 0);
  }

  /** The operation's number, {@link RecordedOp#ordinal}. */
  int op() {
    return traits & OP_MASK;
  }

  /** Whether threads share this slot, so that its writers synchronize. */
  boolean shared() {
    return (traits & SHARED) != 0;
  }

  /** Whether the operation moves data, and so has a pattern and sizes. */
  boolean isData() {
    return (traits & DATA) != 0;
  }

  /** Whether the operation moves the file position without moving data. */
  boolean movesPosition() {
    return (traits & MOVE) != 0;
  }

  /**
   * Counts one finished call. {@code latencyNanos} is negative for an untimed call; the next timed
   * call is recorded with the count of the untimed ones before it, so the latency histogram's total
   * count stays equal to {@code calls} while only a sample pays for the clock.
   */
  void record(long transferredBytes, long requestedBytes, long latencyNanos, long now) {
    calls++;
    bytes += transferredBytes;
    if (transferredBytes == runValue && requestedBytes == transferredBytes) {
      runCount++;
    } else {
      recordSizes(transferredBytes, requestedBytes);
    }
    if (latencyNanos >= 0) {
      recordLatency(latencyNanos, now);
    } else {
      untimed++;
    }
  }

  /**
   * Counts one call of a method that made {@code reads} calls of the file (readLine's read() per
   * byte, readLong's eight on JDK 17) as those calls: {@code transferredBytes} shared among them as
   * evenly as whole bytes go, each asking for what it moved or, if it moved nothing (the read that
   * found the end of the file), for one byte; each at an equal share of the method's {@code
   * latencyNanos} (negative for an untimed call). The most common sizes count the method's call
   * that moved bytes, with its bytes: those are what the app asked for.
   */
  void recordReads(long reads, long transferredBytes, long latencyNanos, long now) {
    flushRun();
    calls += reads;
    bytes += transferredBytes;
    methodCalls++;
    long share = transferredBytes / reads;
    long longer = transferredBytes % reads;
    recordReadSizes(share + 1, longer);
    recordReadSizes(share, reads - longer);
    if (isData() && transferredBytes > 0) {
      sizes.add(transferredBytes);
    }
    if (latencyNanos >= 0) {
      long each = latencyNanos / reads;
      latency.recordWithCount(each, untimed + reads);
      untimed = 0;
      timedCalls += reads;
      lastLatency = each;
      lastNanos = now;
    } else {
      untimed += reads;
    }
  }

  /** {@code count} reads that moved {@code size} bytes each, asking for at least one. */
  private void recordReadSizes(long size, long count) {
    if (count <= 0) {
      return;
    }
    long asked = Math.max(1, size);
    if (requested == null && asked != size) {
      requested = transferred.copy();
    }
    transferred.recordWithCount(size, count);
    if (requested != null) {
      requested.recordWithCount(asked, count);
    }
  }

  private void recordSizes(long transferredBytes, long requestedBytes) {
    flushRun();
    if (requestedBytes == transferredBytes) {
      runValue = transferredBytes;
      runCount = 1;
      return;
    }
    if (requested == null) {
      requested = transferred.copy();
    }
    transferred.record(transferredBytes);
    requested.record(requestedBytes);
    if (isData()) {
      sizes.add(requestedBytes);
    }
  }

  private void recordLatency(long latencyNanos, long now) {
    latency.recordWithCount(latencyNanos, untimed + 1);
    untimed = 0;
    timedCalls++;
    lastLatency = latencyNanos;
    lastNanos = now;
  }

  /** Folds the current run into the histograms; the owner calls it, and readers on copies. */
  void flushRun() {
    long n = runCount;
    if (n > 0) {
      addRun(this, runValue, n);
      runCount = 0;
    }
  }

  private static void addRun(OpStats target, long value, long n) {
    target.transferred.recordWithCount(value, n);
    if (target.requested != null) {
      target.requested.recordWithCount(value, n);
    }
    if (target.isData()) {
      target.sizes.addCount(value, n);
    }
  }

  /** Adds another instance's counts; used on copies owned by the reader. */
  void mergeFrom(OpStats o) {
    flushRun();
    calls += o.calls;
    bytes += o.bytes;
    errors += o.errors;
    eofs += o.eofs;
    directCalls += o.directCalls;
    threads += Math.max(1, o.threads);
    consecutive += o.consecutive;
    sequential += o.sequential;
    backward += o.backward;
    o.latency.addTo(latency);
    if (o.untimed > 0 && o.lastLatency >= 0) {
      // Calls since the last timed one are attributed to that latency so the count equals calls.
      latency.recordWithCount(o.lastLatency, o.untimed);
    }
    timedCalls += o.timedCalls;
    methodCalls += o.methodCalls;
    libraryCalls += o.libraryCalls;
    libraryNanos += o.libraryNanos;
    libraryOwnCalls += o.libraryOwnCalls;
    libraryOwnNanos += o.libraryOwnNanos;
    callsInLibraryCalls += o.callsInLibraryCalls;
    bytesInLibraryCalls += o.bytesInLibraryCalls;
    if (requested != null || o.requested != null) {
      if (requested == null) {
        requested = transferred.copy();
      }
      (o.requested != null ? o.requested : o.transferred).addTo(requested);
    }
    o.transferred.addTo(transferred);
    long pending = o.runCount;
    if (pending > 0) {
      addRun(this, o.runValue, pending);
    }
    if (o.calls > 0) {
      firstNanos = firstNanos == 0 ? o.firstNanos : Math.min(firstNanos, o.firstNanos);
      lastNanos = Math.max(lastNanos, o.lastNanos);
    }
    sizes.mergeFrom(o.sizes);
    strides.mergeFrom(o.strides);
    callPaths.mergeFrom(o.callPaths);
    for (int i = 0; i < mapModes.length; i++) {
      mapModes[i] += o.mapModes[i];
    }
  }
}
