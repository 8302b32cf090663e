package io.iobench.workload;

import io.iobench.analysis.FileFindings;
import io.iobench.analysis.Finding;
import io.iobench.format.RecordedOp;
import io.iobench.profile.HistogramSummary;
import java.util.Set;
import org.HdrHistogram.Histogram;

/**
 * The read or the write side of one file: its main finding (the operation that moved the most
 * bytes, of equal ones the one with the most calls) and the totals of all of the side's operations.
 *
 * @param file the file's findings
 * @param main the side's main finding
 * @param bytes bytes of all the side's operations
 * @param calls calls of all of them
 * @param methodCalls calls of the methods the app called in all of them: {@code calls}, or fewer
 *     where a method made several reads (RandomAccessFile.readLine)
 * @param nanos time in all of them
 * @param p50Nanos median latency of one call of the main operation, or of one step for a copy; -1
 *     when unknown
 * @param p10Nanos the latency under which the fastest tenth of those calls came, -1 when unknown
 * @param threads most threads that made one of the operations
 */
record Side(
    FileFindings file,
    Finding main,
    long bytes,
    long calls,
    long methodCalls,
    long nanos,
    long p50Nanos,
    long p10Nanos,
    long threads) {

  /** The side made of the file's operations in {@code ops}, or null when they moved no bytes. */
  static Side of(FileFindings file, Set<RecordedOp> ops) {
    Finding main = null;
    long bytes = 0;
    long calls = 0;
    long methodCalls = 0;
    long nanos = 0;
    long threads = 0;
    for (Finding f : file.findings()) {
      if (f.recordedOp().filter(ops::contains).isEmpty() || f.calls() == 0) {
        continue;
      }
      bytes += f.bytes();
      calls += f.calls();
      methodCalls += f.methodCalls();
      nanos += f.ioNanos();
      threads = Math.max(threads, f.threads());
      if (main == null
          || f.bytes() > main.bytes()
          || f.bytes() == main.bytes() && f.calls() > main.calls()) {
        main = f;
      }
    }
    return main == null || bytes == 0
        ? null
        : new Side(
            file,
            main,
            bytes,
            calls,
            methodCalls,
            nanos,
            main.p50Nanos(),
            percentile(main, 10),
            threads);
  }

  /** The side of one operation alone. */
  static Side of(FileFindings file, Finding only) {
    return new Side(
        file,
        only,
        only.bytes(),
        only.calls(),
        only.methodCalls(),
        only.ioNanos(),
        only.p50Nanos(),
        percentile(only, 10),
        only.threads());
  }

  /**
   * The copy made by this side's main read and the write side's main write, counted as the replay
   * times a copy: its calls are the reads and the writes, its median call the median of both
   * together, its time both calls'. Other reads of the source (a checksum afterwards) are not the
   * copy's.
   */
  Side copyStepsWith(Side write) {
    Histogram both = latencyOfBoth(main, write.main());
    return new Side(
        file,
        main,
        main.bytes(),
        main.calls() + write.main().calls(),
        main.methodCalls() + write.main().methodCalls(),
        main.ioNanos() + write.main().ioNanos(),
        both == null ? -1 : both.getValueAtPercentile(50),
        both == null ? -1 : both.getValueAtPercentile(10),
        Math.max(threads, write.threads()));
  }

  /** A percentile of the latency of one operation's calls, -1 without its histogram. */
  private static long percentile(Finding f, double percentile) {
    HistogramSummary x = f.op().latencyNanos;
    return x == null || x.histogram == null ? -1 : x.decode().getValueAtPercentile(percentile);
  }

  /** The latency of two operations' calls together, null without both histograms. */
  private static Histogram latencyOfBoth(Finding a, Finding b) {
    HistogramSummary x = a.op().latencyNanos;
    HistogramSummary y = b.op().latencyNanos;
    if (x == null || y == null || x.histogram == null || y.histogram == null) {
      return null;
    }
    Histogram both = x.decode();
    both.add(y.decode());
    return both;
  }

  /**
   * This side with {@code openNanos} more time: the app's opens and closes of a file it reopened
   * for every few calls, which the replay of its technique makes too, so that the time a change
   * saves is of the opens, the writes and the closes together.
   */
  Side withOpenTime(long openNanos) {
    return withTime(nanos + openNanos);
  }

  /** This side with its time {@code nanos} instead (the app's calls a change replaces). */
  Side withTime(long nanos) {
    return new Side(file, main, bytes, calls, methodCalls, nanos, p50Nanos, p10Nanos, threads);
  }

  /** The size the app asked for per call (what it would change), at least 1. */
  int callSize() {
    return main.sizes().callSize();
  }

  /** The app's mix of call sizes, uniform when its calls came in one size. */
  CallSizes callSizes() {
    return main.sizes().mixed() ? CallSizes.of(main.sizes().mix()) : CallSizes.UNIFORM;
  }

  boolean isSequential() {
    return main.access().sequential();
  }

  /** The file's size, or the bytes of one pass when the profile does not know the size. */
  long fileSize() {
    return file.size() > 0 ? file.size() : Math.max(bytes, 1);
  }

  String path() {
    return file.file().path;
  }
}
