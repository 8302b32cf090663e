package io.iobench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.results.ReplayNote;
import io.iobench.technique.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class WorkloadDeriverTest {
  private static final long MIB = 1 << 20;
  private final WorkloadDeriver deriver = new WorkloadDeriver(64 * MIB, 10_000);

  @Test
  void unbufferedSingleByteReadsAreASequentialReadByAByteAtATimeConsumer() {
    Profile p =
        profile(
            file(
                "/data/a.bin",
                4 * MIB,
                seq(op("FileInputStream", "read", 4 * MIB, 4 * MIB, 1, 300))));
    ObservedWorkload o = only(p);
    assertEquals(Operation.READ, o.workload().operation());
    assertEquals(AccessPattern.SEQUENTIAL, o.workload().pattern());
    assertEquals(1, o.workload().callSize());
    assertEquals(4 * MIB, o.workload().fileSize());
    assertEquals("fis-byte", o.currentFamily());
    assertEquals(4 * MIB * 300, o.observedNanos());
    assertEquals("com.acme.Loader.load(Loader.java:42)", o.callSite());
  }

  @Test
  void directBufferChannelReadsKeepTheirBufferKindAndSize() {
    OpProfile read = seq(op("FileChannel", "read", 1024, 64 * MIB, 65536, 20_000));
    read.buffers = Map.of("direct", 1024L, "heap", 0L);
    ObservedWorkload o = only(profile(file("/data/b.bin", 64 * MIB, read)));
    assertEquals("channel-direct", o.currentFamily());
    assertEquals(65536, o.currentBufferSize());
    assertEquals(65536, o.workload().callSize());
  }

  @Test
  void scatteredPositionsAreARandomPatternWithCappedCalls() {
    OpProfile read = op("RandomAccessFile", "read", 50_000, 50_000L * 4096, 4096, 20_000);
    read.pattern = pattern(0, 25_000, 24_999);
    ObservedWorkload o = only(profile(file("/data/c.db", 512 * MIB, read)));
    assertEquals(AccessPattern.RANDOM, o.workload().pattern());
    assertEquals(10_000, o.workload().calls());
    assertEquals(64 * MIB, o.workload().fileSize());
    assertEquals("raf", o.currentFamily());
    assertEquals(50_000, o.workload().appCalls());
    assertEquals(5, o.workload().maxScale());
    assertTrue(
        o.notes().contains(new ReplayNote.CallsPerRound(10_000, 50_000, 50_000)),
        o.notes().toString());
    assertTrue(
        o.notes().stream().anyMatch(n -> n instanceof ReplayNote.Capped), o.notes().toString());
  }

  @Test
  void aFileReadFromItsStartAgainAndAgainIsStillSequential() {
    OpProfile read = op("FileInputStream", "read", 2000, 2000L * 8192, 8192, 5000);
    // 1000 passes of 2 reads: every pass starts again at 0, a backward jump, and never skips
    // forward.
    read.pattern = pattern(1000, 1000, 999);
    ObservedWorkload o = only(profile(file("/data/d.cfg", 16384, read)));
    assertEquals(AccessPattern.SEQUENTIAL, o.workload().pattern());
    assertEquals(16384, o.workload().fileSize());
  }

  @Test
  void aReadOfOneFileMatchedByWritesOfTheSameBytesIsACopy() {
    ObservedWorkload o = only(profile(copySource(), copyTarget()));
    assertEquals(Operation.COPY, o.workload().operation());
    assertEquals("/data/in.bin", o.path());
    assertEquals("/data/out.bin", o.target());
    assertEquals("/data/in.bin -> /data/out.bin", o.label());
    assertEquals("copy-stream", o.currentFamily());
    assertEquals(1024L * 2000 + 1024L * 3000, o.observedNanos());
  }

  @Test
  void aSourceReadOnceMoreIsStillACopyAndExactSizesWinOverHistogramPrecision() {
    OpProfile copyRead = seq(op("FileInputStream", "read", 125, 512_000, 4127, 2000));
    copyRead.pattern.accessSizes = List.of(Map.of("size", 4096L, "count", 125L));
    OpProfile checksumRead = seq(op("FileChannel", "read", 2, 512_000, 512_000, 9000));
    OpProfile copyWrite = seq(op("FileOutputStream", "write", 125, 512_000, 4127, 3000));
    copyWrite.pattern.accessSizes = List.of(Map.of("size", 4096L, "count", 125L));
    ObservedWorkload o =
        only(
            profile(
                file("/data/journal.bin", 512_000, copyRead, checksumRead),
                file("/data/copy.bin", 512_000, copyWrite)));
    assertEquals(Operation.COPY, o.workload().operation());
    assertEquals(4096, o.workload().callSize());
    // The copy's own bytes, calls and time; the checksum's read is not part of it.
    assertEquals(512_000, o.workload().fileSize());
    assertEquals(125 + 125, o.observedCalls());
    assertEquals(125L * 2000 + 125L * 3000, o.observedNanos());
    assertEquals(-1, o.observedP50Nanos(), "no histograms, no median");
    assertTrue(!o.workload().outputExists(), "a target the app created is replayed fresh");
  }

  /**
   * An ObjectInputStream's reads: three in four of a few header bytes, one in four of a 1 KiB
   * block. The replay makes its calls in that mix, not all of the common size: that would be 70
   * times the app's calls over the same bytes.
   */
  @Test
  void callsOfSeveralSizesAreReplayedInTheirMix() {
    long calls = 40_000;
    long bytes = 30_000 * 4 + 10_000 * 1024L;
    OpProfile read = seq(op("FileInputStream", "read", calls, bytes, 4, 900));
    read.pattern.accessSizes =
        List.of(Map.of("size", 4L, "count", 30_000L), Map.of("size", 1024L, "count", 10_000L));
    read.requestedBytes = sizes(Map.of(4L, 30_000L, 1024L, 10_000L));
    ObservedWorkload o = only(profile(file("/data/objects.bin", bytes, read)));
    Workload w = o.workload();
    assertEquals(4, w.callSize(), "the common size still names the app's technique");
    assertTrue(w.sizes().mixed(), w.toString());
    assertEquals((30_000 * 4 + 10_000 * 1024.0) / calls, w.sizes().mean(), 1e-9);
    assertTrue(
        o.notes().stream()
            .anyMatch(
                n ->
                    n instanceof ReplayNote.SizeMix m
                        && m.commonest()
                            .equals(
                                List.of(
                                    new ReplayNote.SizeMix.Share(4, 75),
                                    new ReplayNote.SizeMix.Share(1024, 25)))),
        o.notes().toString());

    assertEquals("fis", o.currentFamily());

    // Mostly single bytes, but not only: the app's technique reads arrays, not a byte at a time.
    OpProfile byteReads = seq(op("FileInputStream", "read", 3500, 518_000, 1, 900));
    byteReads.pattern.accessSizes =
        List.of(
            Map.of("size", 1L, "count", 2000L),
            Map.of("size", 4L, "count", 1000L),
            Map.of("size", 1024L, "count", 500L));
    byteReads.requestedBytes = sizes(Map.of(1L, 2000L, 4L, 1000L, 1024L, 500L));
    ObservedWorkload mostlyBytes =
        only(profile(file("/data/mostly-bytes.bin", 518_000, byteReads)));
    assertEquals(1, mostlyBytes.workload().callSize());
    assertTrue(mostlyBytes.workload().sizes().mixed());
    assertEquals("fis", mostlyBytes.currentFamily(), "not fis-byte: its calls were not all bytes");

    OpProfile uniform = seq(op("FileInputStream", "read", calls, calls * 4096, 4096, 900));
    uniform.requestedBytes = sizes(Map.of(4096L, calls - 1, 1000L, 1L));
    assertFalse(
        only(profile(file("/data/blocks.bin", calls * 4096, uniform))).workload().sizes().mixed());
  }

  private static HistogramSummary sizes(Map<Long, Long> counts) {
    org.HdrHistogram.Histogram h = new org.HdrHistogram.Histogram(3);
    counts.forEach(h::recordValueWithCount);
    HistogramSummary s = summary(h.getTotalCount(), h.getValueAtPercentile(50));
    s.histogram = io.iobench.format.HistogramCodec.encode(h);
    return s;
  }

  /**
   * The replay times a copy's reads and writes as calls of their own: so is the app's median, and
   * its fastest tenth.
   */
  @Test
  void aCopysMedianCallIsTheMedianOfItsReadsAndWritesTogether() {
    OpProfile read = seq(op("FileInputStream", "read", 300, 300 * 4096L, 4096, 1000));
    OpProfile write = seq(op("FileOutputStream", "write", 100, 300 * 4096L, 4096, 5000));
    read.latencyNanos.histogram = histogram(300, 1000);
    write.latencyNanos.histogram = histogram(100, 5000);
    ObservedWorkload o =
        only(profile(file("/in", 300 * 4096L, read), file("/out", 300 * 4096L, write)));
    assertEquals(Operation.COPY, o.workload().operation());
    long p50 = o.observedP50Nanos();
    assertTrue(p50 >= 990 && p50 <= 1010, "three quarters of the calls took 1 us: " + p50);
    long p10 = o.observedP10Nanos();
    assertTrue(p10 >= 990 && p10 <= 1010, "the fastest tenth are reads of 1 us: " + p10);
  }

  /**
   * Calls slowed by the app's own work between them (three quarters at 4 us) and those that were
   * not (a quarter at 600 ns): the fastest tenth is a fast one.
   */
  @Test
  void theFastestTenthOfTheCallsIsTheirTenthPercentile() {
    OpProfile write = seq(op("FileOutputStream", "write", 400, 400 * 64L, 64, 3000));
    org.HdrHistogram.Histogram h = new org.HdrHistogram.Histogram(3);
    h.recordValueWithCount(600, 100);
    h.recordValueWithCount(4000, 300);
    write.latencyNanos.histogram = io.iobench.format.HistogramCodec.encode(h);
    ObservedWorkload o = only(profile(file("/data/out.log", 400 * 64L, write)));
    assertTrue(o.observedP10Nanos() >= 599 && o.observedP10Nanos() <= 601, o.toString());
  }

  /** Without the latency histograms, the fastest tenth is not known. */
  @Test
  void noHistogramNoFastestTenth() {
    OpProfile write = seq(op("FileOutputStream", "write", 400, 400 * 64L, 64, 3000));
    write.latencyNanos.histogram = null;
    assertEquals(-1, only(profile(file("/data/out.log", 400 * 64L, write))).observedP10Nanos());
  }

  private static String histogram(int calls, long nanos) {
    org.HdrHistogram.Histogram h = new org.HdrHistogram.Histogram(3);
    h.recordValueWithCount(nanos, calls);
    return io.iobench.format.HistogramCodec.encode(h);
  }

  @Test
  void aCopyOverAnExistingTargetTruncatesAFullSizeTargetToo() {
    OpProfile truncate = op("FileOutputStream", "truncate", 1, 8 * MIB, 8 * MIB, 9_000_000);
    ObservedWorkload o = only(profile(copySource(), copyTarget(truncate)));
    assertEquals(Operation.COPY, o.workload().operation());
    assertTrue(o.workload().replacing());
    assertTrue(o.notes().contains(new ReplayNote.Truncated(8 * MIB, true)), o.notes().toString());
  }

  @Test
  void aWriteOverAnExistingFileReplacesAFullSizeFileToo() {
    FileProfile log =
        file(
            "/data/events.log",
            4 * MIB,
            seq(op("FileOutputStream", "write", 65536, 4 * MIB, 64, 900)),
            op("FileOutputStream", "truncate", 1, 4 * MIB, 4 * MIB, 5_000_000));
    ObservedWorkload o = only(profile(log));
    assertEquals(Operation.WRITE, o.workload().operation());
    assertTrue(o.workload().replacing());
    assertTrue(!o.workload().preallocated(), "not written in place: the app's open truncated it");
    assertTrue(o.notes().contains(new ReplayNote.Truncated(4 * MIB, false)), o.notes().toString());
  }

  @Test
  void randomRecordsReadFieldByFieldAreRandomRunsOfConsecutiveCalls() {
    // A seek and two readLong per lookup: every other call begins where the one before ended.
    OpProfile read = op("RandomAccessFile", "readData", 200_000, 1_600_000, 8, 5000);
    read.pattern = pattern(100_001, 150_006, 49_993);
    ObservedWorkload o = only(profile(file("/index.bin", 1_600_000, read)));
    assertEquals(AccessPattern.RANDOM, o.workload().pattern());
    assertEquals(2, o.workload().run());
    assertTrue(o.notes().contains(new ReplayNote.RandomRuns(50, 2)), o.notes().toString());
    OpProfile independent = op("RandomAccessFile", "readData", 20_000, 160_000, 8, 5000);
    independent.pattern = pattern(0, 10_000, 9_999);
    assertEquals(1, only(profile(file("/index.bin", 4 * MIB, independent))).workload().run());
  }

  @Test
  void readLongCallsAreReplayedAsTheJdkDoesThem() {
    OpProfile read = op("RandomAccessFile", "readData", 20_000, 160_000, 8, 5000);
    read.pattern = pattern(0, 10_000, 9_999);
    ObservedWorkload o = only(profile(file("/index.bin", 4 * MIB, read)));
    assertEquals("raf-data", o.currentFamily());
    assertEquals(8, o.workload().callSize());
  }

  /**
   * readLong at a seek, two per lookup, on JDK 17: the profile's calls are its reads of a byte,
   * eight per value; the workload is the values', at random in runs of two, as many as the app
   * read.
   */
  @Test
  void readLongsRecordedAsTheirReadsOfAByteAreStillValuesAtRandom() {
    OpProfile read = op("RandomAccessFile", "readData", 16_000, 16_000, 1, 300);
    read.methodCalls = 2_000;
    read.pattern = pattern(1_000, 1_500, 499);
    read.pattern.accessSizes = List.of(Map.of("size", 8L, "count", 2_000L));
    ObservedWorkload o = only(profile(file("/index.bin", 4 * MIB, read)));
    assertEquals("raf-data", o.currentFamily());
    assertEquals(8, o.workload().callSize());
    assertEquals(AccessPattern.RANDOM, o.workload().pattern());
    assertEquals(2, o.workload().run());
    assertEquals(2_000, o.workload().calls(), "the values, not the reads");
    assertEquals(16_000, o.observedCalls(), "the file's calls");
    assertTrue(o.notes().contains(new ReplayNote.RandomRuns(50, 2)), o.notes().toString());
  }

  /**
   * 100 lines of 43 bytes and the null at the end, read by RandomAccessFile.readLine: 4,301 reads
   * of a byte. The workload is a pass over a text file in reads of a byte, by raf-lines, at the
   * layer readLine is.
   */
  @Test
  void linesReadByRandomAccessFileReadLineAreATextPassInReadsOfAByte() {
    ObservedWorkload o = only(profile(file("/data/in.txt", 4_300, readLines())));
    assertTrue(o.workload().text());
    assertEquals(AccessPattern.SEQUENTIAL, o.workload().pattern());
    assertEquals(1, o.workload().callSize());
    assertEquals(4_300, o.workload().fileSize());
    assertEquals("raf-lines", o.currentFamily());
    assertEquals(4_301, o.observedCalls());
    assertEquals(300, o.observedP50Nanos(), "a read's");
    assertEquals("random-access-file-read-line", o.layer().layer().id());
    assertTrue(o.notes().contains(new ReplayNote.Lines(101, 4_300, 4_301)), o.notes().toString());
  }

  /** Lines read and written again are lines, not a copy of the file. */
  @Test
  void linesReadAndWrittenAgainAreNoCopy() {
    OpProfile write = seq(op("FileOutputStream", "write", 100, 4_300, 43, 2000));
    write.pattern.accessSizes = List.of(Map.of("size", 43L, "count", 100L));
    List<ObservedWorkload> all =
        deriver.derive(
            profile(file("/data/in.txt", 4_300, readLines()), file("/data/out.txt", 4_300, write)),
            10);
    assertEquals(
        List.of(Operation.READ, Operation.WRITE),
        all.stream().map(w -> w.workload().operation()).sorted().toList());
  }

  /** 100 lines of 43 bytes and the null at the end, by readLine: a read() per byte, 300 ns each. */
  static OpProfile readLines() {
    OpProfile lines = op("RandomAccessFile", "readLine", 4_301, 4_300, 1, 300);
    lines.methodCalls = 101;
    lines.pattern = pattern(99, 99, 0);
    lines.pattern.accessSizes = List.of(Map.of("size", 43L, "count", 100L));
    OpProfile.CallPath path = new OpProfile.CallPath();
    path.app = "com.acme.Import.run(Import.java:12)";
    path.frames = List.of("java.io.RandomAccessFile.readLine");
    path.calls = 4_301;
    lines.callPaths = List.of(path);
    return lines;
  }

  @Test
  void writesKeepTheirForceCadence() {
    FileProfile log =
        file(
            "/var/log/app.log",
            4 * MIB,
            seq(op("FileOutputStream", "write", 8192, 4 * MIB, 512, 900)),
            op("FileChannel", "force", 64, 0, 0, 2_000_000));
    ObservedWorkload o = only(profile(log));
    assertEquals(Operation.WRITE, o.workload().operation());
    assertEquals("fos", o.currentFamily());
    assertEquals(4 * MIB / 64, o.workload().forceEveryBytes());
  }

  /**
   * A log opened (appending) for every line, the opens and closes taking most of its time: replayed
   * by the family that reopens as the app did, every other family keeping the file open; its change
   * is to keep the file open, at the app's line that opens it.
   */
  @Test
  void aFileOpenedPerWriteIsReplayedOpeningItAsOften() {
    OpProfile opens = op("FileOutputStream", "open", 2_000, 0, 0, 12_000);
    opens.callPaths =
        List.of(path("com.acme.Audit.append(Audit.java:7)", 2_000, "java.io.FileWriter.<init>"));
    FileProfile log =
        file(
            "/var/log/audit.log",
            64_000,
            seq(op("FileOutputStream", "write", 2_000, 64_000, 32, 3_000)),
            opens,
            op("FileOutputStream", "close", 2_000, 0, 0, 4_000));
    ObservedWorkload o = only(profile(log));
    assertEquals("fos-reopen", o.currentFamily());
    assertEquals(1, o.workload().openEvery());
    assertTrue(o.notes().contains(new ReplayNote.OpenCadence(2_000, 2_000, 2_000, 32_000_000, 1)));
    assertEquals("reopened-file", o.layer().layer().id());
    assertEquals(
        2_000 * 3_000L + 32_000_000,
        o.observedNanos(),
        "the writes' time and the opens' and closes': what keeping the file open saves from");
    assertEquals(
        "com.acme.Audit.append(Audit.java:7) via java.io.FileWriter.<init>", o.adviceSite());
    assertEquals(null, o.library());
  }

  /**
   * A library that opens the file in each call of the app (Guava's CharSink.write): keeping the
   * file open replaces the app's calls into it, so the time saved is counted from the library
   * calls' time (checks of the file and an encoder around the file calls), not from the file calls
   * alone.
   */
  @Test
  void aLibraryThatOpensTheFilePerCallIsTimedByItsCalls() {
    String sink = "com.google.common.io.CharSink.write";
    // Its file calls took 3 + 12 + 4 us, each of its calls 30 us; its own time was not measured.
    ObservedWorkload o =
        only(profile(openedPerCall("FileOutputStream", sink, 3_000, 12_000, 4_000, 30_000, -1)));

    assertEquals("fos-reopen", o.currentFamily());
    assertEquals(2_000 * 30_000L, o.observedNanos(), "every call of the app into it, 30 us each");
    assertTrue(
        o.notes()
            .contains(
                new ReplayNote.LibraryCallTime(
                    sink, 2_000, 60_000_000, 1_500, 45_000_000, false, false)),
        o.notes().toString());
  }

  /**
   * Where the profile has a library's own time, the library calls are timed without the agent: its
   * own time plus its file calls' as the agent timed them, not the calls' whole time, which holds
   * the agent's recording of an open, a write and a close too.
   */
  @Test
  void aLibrarysCallsAreTimedWithoutTheAgentWhereTheProfileHasItsOwnTime() {
    String sink = "org.apache.commons.io.FileUtils.writeStringToFile";
    // Each call 16 us, of which 4 us the library's own and 9 us its file calls' (3 + 4 + 2 us), so
    // the agent's recording of them took 3 us.
    ObservedWorkload o =
        only(profile(openedPerCall("FileChannel", sink, 3_000, 4_000, 2_000, 16_000, 4_000)));

    assertEquals("channel-reopen-write", o.currentFamily());
    assertEquals(2_000 * 13_000L, o.observedNanos(), "the library's own 4 us and 9 us of calls");
    assertTrue(
        o.notes()
            .contains(
                new ReplayNote.LibraryCallTime(
                    sink, 2_000, 26_000_000, 1_500, 19_500_000, false, true)),
        o.notes().toString());
  }

  /**
   * /var/log/audit.log, which the library method {@code entry} opens, writes 32 bytes to and closes
   * in each of the app's 2,000 calls through {@code api}, the file calls taking these mean times;
   * the last 1,500 of the app's calls were counted, {@code callNanos} each, and where {@code
   * ownNanos} is not -1 the library's own time of each was measured on one in 16 of them, as the
   * agent samples it.
   */
  private static FileProfile openedPerCall(
      String api,
      String entry,
      double writeNanos,
      double openNanos,
      double closeNanos,
      long callNanos,
      long ownNanos) {
    OpProfile write = op(api, "write", 2_000, 64_000, 32, writeNanos);
    OpProfile open = op(api, "open", 2_000, 0, 0, openNanos);
    OpProfile close = op(api, "close", 2_000, 0, 0, closeNanos);
    for (OpProfile o : List.of(write, open, close)) {
      o.callPaths = List.of(path("com.acme.Audit.append(Audit.java:7)", 2_000, entry));
      o.libraryCalls = new OpProfile.LibraryCalls();
      o.libraryCalls.calls = 1_500;
      o.libraryCalls.fileCalls = 1_500;
      o.libraryCalls.nanos = 1_500 * callNanos;
      if (ownNanos >= 0) {
        o.libraryCalls.ownCalls = 94;
        o.libraryCalls.ownNanos = 94 * ownNanos;
      }
    }
    write.libraryCalls.bytes = 48_000;
    return file("/var/log/audit.log", 64_000, seq(write), open, close);
  }

  /**
   * The app's calls of a library's flush per record (Avro's DataFileWriter.flush): flushing less
   * often removes them whole, the block the library ends in each as well as its write, so the time
   * saved is counted from their time; a library's other entry (a value written per call) is not
   * removed by the change, and its file calls' time stays the workload's.
   */
  @Test
  void aLibrarysFlushPerRecordIsTimedByItsCalls() {
    for (String entry :
        List.of(
            "org.apache.avro.file.DataFileWriter.flush",
            "com.fasterxml.jackson.databind.ObjectMapper.writeValue")) {
      OpProfile write = op("FileOutputStream", "write", 2_000, 64_000, 32, 3_000);
      write.callPaths = List.of(path("com.acme.Export.run(Export.java:9)", 2_000, entry));
      write.libraryCalls = new OpProfile.LibraryCalls();
      write.libraryCalls.calls = 1_000;
      write.libraryCalls.fileCalls = 1_000;
      write.libraryCalls.bytes = 32_000;
      write.libraryCalls.nanos = 1_000 * 5_000L;
      ObservedWorkload o = only(profile(file("/data/orders.avro", 64_000, seq(write))));
      if (entry.endsWith(".flush")) {
        assertEquals(2_000 * 5_000L, o.observedNanos(), "every flush of the app, 5 us each");
        assertTrue(
            o.notes()
                .contains(
                    new ReplayNote.LibraryCallTime(
                        entry, 2_000, 10_000_000, 1_000, 5_000_000, true, false)),
            o.notes().toString());
      } else {
        assertEquals(2_000 * 3_000L, o.observedNanos(), "the file calls' time: " + entry);
      }
    }
  }

  /**
   * Jackson's writeValue per value on a stream, which makes a generator per value and writes the
   * value in its close: one SequenceWriter replaces these calls, Jackson's work in them as well as
   * the writes, so the workload is replayed through Jackson ({@code jackson-write-value}) and timed
   * by the calls (their own time and their writes'). The same method on a generator the app keeps
   * writes in the generator's flush: no generator per value, so its writes are replayed as writes.
   */
  @Test
  void jacksonsWriteValueWithAGeneratorPerValueIsReplayedThroughJackson() {
    String entry = "com.fasterxml.jackson.databind.ObjectMapper.writeValue";
    for (String writer : List.of("close", "flush")) {
      OpProfile write = op("FileOutputStream", "write", 2_000, 64_000, 32, 3_000);
      OpProfile.CallPath path = path("com.acme.Export.run(Export.java:9)", 2_000, entry);
      path.frames =
          List.of(
              entry,
              "com.fasterxml.jackson.databind.ObjectMapper._writeValueAndClose",
              "com.fasterxml.jackson.core.json.UTF8JsonGenerator." + writer,
              "com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer",
              "java.io.FileOutputStream.write");
      write.callPaths = List.of(path);
      write.libraryCalls = new OpProfile.LibraryCalls();
      write.libraryCalls.calls = 1_000;
      write.libraryCalls.fileCalls = 1_000;
      write.libraryCalls.bytes = 32_000;
      write.libraryCalls.nanos = 1_000 * 5_000L;
      // Jackson's own 1.5 us a call, measured on one in 16.
      write.libraryCalls.ownCalls = 63;
      write.libraryCalls.ownNanos = 63 * 1_500L;
      ObservedWorkload o = only(profile(file("/data/orders.json", 64_000, seq(write))));
      if (writer.equals("close")) {
        assertEquals("jackson-write-value", o.currentFamily());
        assertTrue(o.workload().jsonValues());
        assertEquals(2_000 * 4_500L, o.observedNanos(), "Jackson's own 1.5 us and the 3 us write");
        assertTrue(
            o.notes()
                .contains(
                    new ReplayNote.JsonValues(
                        entry, 2_000, 9_000_000, 1_000, 4_500_000, JacksonValues.REPLAYED_WITH)),
            o.notes().toString());
      } else {
        assertEquals("fos", o.currentFamily(), "a generator the app keeps");
        assertFalse(o.workload().jsonValues());
        assertEquals(2_000 * 3_000L, o.observedNanos(), "the writes' time");
      }
    }
  }

  /**
   * Three truncating opens of a large file, one per pass of a job, take a notable share of its time
   * but are no open per few writes: the file is replayed as opened once.
   */
  @Test
  void aTruncatingOpenPerPassIsNoOpenPerFewWrites() {
    FileProfile log =
        file(
            "/data/out.bin",
            4 * MIB,
            seq(op("FileOutputStream", "write", 12_000, 4 * MIB, 350, 900)),
            op("FileOutputStream", "open", 3, 0, 0, 2_000_000),
            op("FileOutputStream", "close", 3, 0, 0, 5_000));
    ObservedWorkload o = only(profile(log));
    assertEquals("fos", o.currentFamily());
    assertEquals(0, o.workload().openEvery());
  }

  /**
   * An engine's file opened per few writes (Lucene's temporary files) is replayed so, but its
   * change stays the engine's: nothing in the app's code.
   */
  @Test
  void anEngineThatReopensItsFilesKeepsItsLayer() {
    OpProfile writes = seq(op("FileChannel", "write", 2_000, 16_000, 8, 3_000));
    writes.callPaths =
        List.of(
            path(
                "com.acme.Indexer.commit(Indexer.java:9)",
                2_000,
                "org.apache.lucene.store.FSDirectory$FSIndexOutput.write"));
    FileProfile tmp =
        file(
            "/data/index/_2.tmp",
            16_000,
            writes,
            op("FileChannel", "open", 1_000, 0, 0, 12_000),
            op("FileChannel", "close", 1_000, 0, 0, 4_000));
    ObservedWorkload o = only(profile(tmp));
    assertEquals("channel-reopen-write", o.currentFamily());
    assertEquals("lucene", o.layer().layer().id());
    assertFalse(o.layer().appCanChange());
  }

  /** Three opens for 8,192 writes (a job's three passes) are far too few to replay. */
  @Test
  void aFewOpensForManyWritesAreReplayedAsOneOpen() {
    FileProfile log =
        file(
            "/var/log/app.log",
            4 * MIB,
            seq(op("FileOutputStream", "write", 8192, 4 * MIB, 512, 900)),
            op("FileOutputStream", "open", 3, 0, 0, 20_000),
            op("FileOutputStream", "close", 3, 0, 0, 5_000));
    ObservedWorkload o = only(profile(log));
    assertEquals("fos", o.currentFamily());
    assertEquals(0, o.workload().openEvery());
    assertTrue(o.notes().stream().noneMatch(n -> n instanceof ReplayNote.OpenCadence));
  }

  @Test
  void hottestFirstAndOnlyTheTopN() {
    Profile p =
        profile(
            file("/a", MIB, seq(op("FileInputStream", "read", 100, MIB, 10486, 1000))),
            file("/b", MIB, seq(op("FileInputStream", "read", 100, MIB, 10486, 9000))),
            file("/c", MIB, seq(op("FileInputStream", "read", 100, MIB, 10486, 5000))));
    List<ObservedWorkload> top = deriver.derive(p, 2);
    assertEquals(List.of("/b", "/c"), top.stream().map(ObservedWorkload::path).toList());
  }

  @Test
  void descriptorsAndOverflowEntriesAreNotReplayed() {
    FileProfile stdout = file("<stdout>", -1, op("FileOutputStream", "write", 10, 100, 10, 1000));
    stdout.kind = "descriptor";
    assertEquals(List.of(), deriver.derive(profile(stdout), 5));
  }

  @Test
  void classLoadingReadsOfClassFilesAndJarsAreNotReplayed() {
    Profile p =
        profile(
            file("/app/lib/dep.jar", 100, seq(op("RandomAccessFile", "read", 10, 100, 10, 1000))),
            file(
                "/app/classes/Main.class",
                100,
                seq(op("FileInputStream", "read", 10, 100, 10, 1000))));
    assertEquals(List.of(), deriver.derive(p, 5));
  }

  @Test
  void readsByManyThreadsAreReplayedByAsManyThreadsUpToEight() {
    OpProfile read = seq(op("FileInputStream", "read", 800, 8 * MIB, 10486, 1000));
    read.threads = 4;
    ObservedWorkload o = only(profile(file("/shared.bin", MIB, read)));
    assertEquals(4, o.workload().threads());
    assertEquals(4 * MIB, o.workload().bytesPerRound());
    assertEquals(new ReplayNote.Threads(4, 4), o.notes().get(0));
    OpProfile random = op("RandomAccessFile", "read", 40_000, 40_000L * 4096, 4096, 1000);
    random.pattern = pattern(0, 20_000, 19_999);
    random.threads = 20;
    ObservedWorkload r = only(profile(file("/db", 64 * MIB, random)));
    assertEquals(8, r.workload().threads());
    assertEquals(40_000 / 8, r.workload().calls());
  }

  @Test
  void callsThatSkipTheSameGapForwardAreAStridedPattern() {
    OpProfile read = op("RandomAccessFile", "read", 1000, 1000L * 512, 512, 1000);
    read.pattern = pattern(0, 999, 0);
    read.pattern.strides =
        List.of(Map.of("stride", 3584L, "count", 990L), Map.of("stride", 100L, "count", 9L));
    ObservedWorkload o = only(profile(file("/index", 4 * MIB, read)));
    assertEquals(AccessPattern.RANDOM, o.workload().pattern());
    assertEquals(3584, o.workload().stride());
    assertEquals(0, o.workload().offsetOf(0));
    assertEquals(4096, o.workload().offsetOf(1));
    assertEquals(8192, o.workload().offsetOf(2));
    assertEquals(0, o.workload().offsetOf(4 * MIB / 4096));
  }

  /** The call site and the layer are the dominant path's, not the first one captured. */
  @Test
  void theDominantPathNamesTheCallSiteAndTheLayerTheAppCalled() {
    OpProfile read = seq(op("FileInputStream", "read", 959, 3794, 4, 1000));
    read.callPaths =
        List.of(
            path("com.acme.Orders.open(Orders.java:20)", 2, "java.io.ObjectInputStream.<init>"),
            path(
                "com.acme.Orders.load(Orders.java:31)",
                957,
                "java.io.ObjectInputStream.readObject"));
    ObservedWorkload o = only(profile(file("/x", 3794, read)));
    assertEquals(
        "com.acme.Orders.load(Orders.java:31) via java.io.ObjectInputStream.readObject",
        o.callSite());
    assertEquals("object-input-stream", o.layer().layer().id());
    assertEquals("readObject", o.layer().entryMethod());
    assertEquals(957.0 / 959, o.layer().callShare(), 1e-9);
    assertEquals(io.iobench.layer.Control.WRAPPER, o.layer().changes().get(0).control());

    read.callPaths =
        List.of(path("com.acme.Orders.load(Orders.java:31)", 959, "java.io.FileInputStream.read"));
    assertNull(only(profile(file("/x", 3794, read))).layer(), "a direct call is at no layer");
  }

  private static OpProfile.CallPath path(String app, long calls, String layerFrame) {
    OpProfile.CallPath p = new OpProfile.CallPath();
    p.app = app;
    p.calls = calls;
    p.frames = List.of(layerFrame, "java.io.FileInputStream.read");
    if (layerFrame.equals("java.io.FileInputStream.read")) {
      p.frames = List.of(layerFrame);
    }
    return p;
  }

  @Test
  void aCallSiteWithoutHelperHasNoVia() {
    OpProfile read = seq(op("FileInputStream", "read", 10, 100, 10, 1000));
    read.callSites.get(0).via = null;
    assertEquals(
        "com.acme.Loader.load(Loader.java:42)", only(profile(file("/x", 100, read))).callSite());
    read.callSites = List.of();
    assertNull(only(profile(file("/x", 100, read))).callSite());
  }

  /**
   * The app's technique for every operation the agent records that moves data, in every condition
   * the choice depends on: the family each stands for when it is the baseline. FileInputStream's
   * transferTo is recorded on the source alone (the writes happen inside the call) and is not
   * replayed.
   */
  static Stream<AppCall> recordedCalls() {
    return Stream.of(
        read("FileInputStream", "read", 1, SEQUENTIAL, null, "fis-byte"),
        read("FileInputStream", "read", 1, RANDOM, null, "fis-byte"),
        read("FileInputStream", "read", 8, SEQUENTIAL, null, "fis"),
        read("FileInputStream", "read", 4096, SEQUENTIAL, null, "fis"),
        read("FileInputStream", "read", 4096, RANDOM, null, "fis"),
        read("FileInputStream", "readNBytes", 1, SEQUENTIAL, null, "fis-byte"),
        read("FileInputStream", "readNBytes", 4096, SEQUENTIAL, null, "fis"),
        read("FileInputStream", "readNBytes", 4096, RANDOM, null, "fis"),
        read("FileInputStream", "readAllBytes", 65536, SEQUENTIAL, null, "read-all-bytes"),
        read("FileInputStream", "readAllBytes", 65536, RANDOM, null, "read-all-bytes"),
        read("RandomAccessFile", "read", 1, SEQUENTIAL, null, "raf"),
        read("RandomAccessFile", "read", 8, RANDOM, null, "raf"),
        read("RandomAccessFile", "read", 4096, SEQUENTIAL, null, "raf"),
        read("RandomAccessFile", "read", 4096, RANDOM, null, "raf"),
        read("RandomAccessFile", "readFully", 8, SEQUENTIAL, null, "raf"),
        read("RandomAccessFile", "readFully", 4096, RANDOM, null, "raf"),
        read("RandomAccessFile", "readData", 1, SEQUENTIAL, null, "raf-data"),
        read("RandomAccessFile", "readData", 2, RANDOM, null, "raf-data"),
        read("RandomAccessFile", "readData", 4, SEQUENTIAL, null, "raf-data"),
        read("RandomAccessFile", "readData", 8, RANDOM, null, "raf-data"),
        read("RandomAccessFile", "readData", 8, SEQUENTIAL, null, "raf-data"),
        read("RandomAccessFile", "readData", 3, SEQUENTIAL, null, "raf"),
        read("RandomAccessFile", "readData", 16, RANDOM, null, "raf"),
        read("RandomAccessFile", "readLine", 40, SEQUENTIAL, null, "raf-lines"),
        read("RandomAccessFile", "readLine", 40, RANDOM, null, "raf-lines"),
        read("FileChannel", "read", 4096, SEQUENTIAL, "heap", "channel-heap"),
        read("FileChannel", "read", 4096, SEQUENTIAL, null, "channel-heap"),
        read("FileChannel", "read", 4096, SEQUENTIAL, "direct", "channel-direct"),
        read("FileChannel", "read", 4096, RANDOM, "heap", "channel-direct"),
        read("FileChannel", "read", 4096, RANDOM, "direct", "channel-direct"),
        read("FileChannel", "read", 1, SEQUENTIAL, "heap", "channel-heap"),
        read("FileChannel", "scatterRead", 4096, SEQUENTIAL, "heap", "channel-heap"),
        read("FileChannel", "scatterRead", 4096, SEQUENTIAL, "direct", "channel-direct"),
        read("FileChannel", "scatterRead", 4096, RANDOM, "heap", "channel-direct"),
        read("FileChannel", "positionalRead", 4096, SEQUENTIAL, "heap", "channel-positional"),
        read("FileChannel", "positionalRead", 4096, RANDOM, "direct", "channel-positional"),
        read("FileChannel", "positionalRead", 8, RANDOM, "heap", "channel-positional"),
        write("FileOutputStream", "write", 1, null, "fos-byte"),
        write("FileOutputStream", "write", 64, null, "fos"),
        write("FileOutputStream", "write", 65536, null, "fos"),
        write("RandomAccessFile", "write", 1, null, "raf-write"),
        write("RandomAccessFile", "write", 4096, null, "raf-write"),
        write("RandomAccessFile", "writeData", 8, null, "raf-write"),
        write("FileChannel", "write", 4096, "heap", "channel-heap-write"),
        write("FileChannel", "write", 4096, null, "channel-heap-write"),
        write("FileChannel", "write", 4096, "direct", "channel-direct-write"),
        write("FileChannel", "write", 1, "direct", "channel-direct-write"),
        write("FileChannel", "gatherWrite", 4096, "heap", "channel-heap-write"),
        write("FileChannel", "gatherWrite", 4096, "direct", "channel-direct-write"),
        write("FileChannel", "positionalWrite", 4096, "heap", "channel-heap-write"),
        write("FileChannel", "positionalWrite", 4096, "direct", "channel-direct-write"),
        copy("FileInputStream", "read", 1, "copy-stream"),
        copy("FileInputStream", "read", 8192, "copy-stream"),
        copy("FileInputStream", "readNBytes", 8192, "copy-stream"),
        copy("RandomAccessFile", "read", 8192, "copy-stream"),
        copy("RandomAccessFile", "readFully", 8192, "copy-stream"),
        copy("RandomAccessFile", "readData", 8, "copy-stream"),
        copy("FileChannel", "read", 8192, "copy-channel-direct"),
        copy("FileChannel", "scatterRead", 8192, "copy-channel-direct"),
        copy("FileChannel", "positionalRead", 8192, "copy-channel-direct"),
        transfer("FileChannel", "transferTo", "copy-transfer-to"),
        transfer("FileChannel", "transferFrom", "copy-transfer-from"),
        transfer("FileInputStream", "transferTo", null));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("recordedCalls")
  void theAppsTechniqueIsTheFamilyThatStandsForItsCalls(AppCall call) {
    List<ObservedWorkload> all = deriver.derive(call.profile(), 10);
    if (call.family() == null) {
      assertEquals(List.of(), all, "not replayed");
      return;
    }
    assertEquals(1, all.size(), all.toString());
    ObservedWorkload o = all.get(0);
    assertEquals(call.operation(), o.workload().operation());
    assertEquals(call.family(), o.currentFamily());
    // The app's call size where the family has a buffer size, in its ids; 0 where it has none.
    boolean sized = Catalogue.byId(o.currentFamily()).isEmpty();
    assertEquals(sized ? call.size() : 0, o.currentBufferSize(), "buffer size");
  }

  /** One recorded operation in the conditions it is seen in, and the family it stands for. */
  record AppCall(String name, Operation operation, Profile profile, int size, String family) {
    @Override
    public String toString() {
      return name + " -> " + family;
    }
  }

  private static final boolean SEQUENTIAL = true;
  private static final boolean RANDOM = false;

  private static AppCall read(
      String api, String op, int size, boolean sequential, String buffers, String family) {
    OpProfile read = calls(api, op, size, sequential, buffers);
    return new AppCall(
        String.format(
            "read %s.%s of %d %s %s",
            api, op, size, sequential ? "in sequence" : "at random", buffers),
        Operation.READ,
        profile(file("/data/in", 4096L * 1000, read)),
        size,
        family);
  }

  private static AppCall write(String api, String op, int size, String buffers, String family) {
    OpProfile write = calls(api, op, size, true, buffers);
    return new AppCall(
        String.format("write %s.%s of %d %s", api, op, size, buffers),
        Operation.WRITE,
        profile(file("/data/out", size * 1000L, write)),
        size,
        family);
  }

  private static AppCall copy(String api, String op, int size, String family) {
    OpProfile read = calls(api, op, size, true, "heap");
    OpProfile write = calls("FileOutputStream", "write", size, true, null);
    return new AppCall(
        String.format("copy by %s.%s of %d", api, op, size),
        Operation.COPY,
        profile(file("/data/in", size * 1000L, read), file("/data/out", size * 1000L, write)),
        size,
        family);
  }

  private static AppCall transfer(String api, String op, String family) {
    OpProfile transfer = op(api, op, 10, 10 * MIB, MIB, 100_000);
    return new AppCall(
        api + "." + op, Operation.COPY, profile(file("/data/in", 10 * MIB, transfer)), 0, family);
  }

  /** 1000 calls of {@code size} bytes, one after the other or at random places. */
  private static OpProfile calls(
      String api, String op, int size, boolean sequential, String buffers) {
    OpProfile o = op(api, op, 1000, size * 1000L, size, 1000);
    o.pattern = sequential ? pattern(999, 999, 0) : pattern(0, 500, 499);
    if (buffers != null) {
      o.buffers = Map.of(buffers, 1000L);
    }
    return o;
  }

  private ObservedWorkload only(Profile p) {
    List<ObservedWorkload> all = deriver.derive(p, 10);
    assertEquals(1, all.size(), all.toString());
    return all.get(0);
  }

  private static Profile profile(FileProfile... files) {
    Profile p = new Profile();
    p.format = "iobench-profile";
    p.version = 1;
    p.files = List.of(files);
    return p;
  }

  /** The source of a copy of 8 MiB in 8 KiB calls: its reads, 2 us each. */
  private static FileProfile copySource() {
    return file(
        "/data/in.bin", 8 * MIB, seq(op("FileInputStream", "read", 1024, 8 * MIB, 8192, 2000)));
  }

  /** The copy's target: its writes, 3 us each, then {@code more} of the app's calls of it. */
  private static FileProfile copyTarget(OpProfile... more) {
    List<OpProfile> ops = new ArrayList<>();
    ops.add(seq(op("FileOutputStream", "write", 1024, 8 * MIB, 8192, 3000)));
    ops.addAll(List.of(more));
    return file("/data/out.bin", 8 * MIB, ops.toArray(OpProfile[]::new));
  }

  private static FileProfile file(String path, long size, OpProfile... ops) {
    FileProfile f = new FileProfile();
    f.path = path;
    f.kind = "file";
    f.size = size;
    f.ops = List.of(ops);
    return f;
  }

  private static OpProfile op(
      String api, String op, long calls, long bytes, long size, double meanNanos) {
    OpProfile o = new OpProfile();
    o.api = api;
    o.op = op;
    o.calls = calls;
    o.bytes = bytes;
    o.threads = 1;
    o.latencyNanos = summary(calls, (long) meanNanos);
    o.latencyNanos.mean = meanNanos;
    o.sizeBytes = summary(calls, size);
    OpProfile.CallSite site = new OpProfile.CallSite();
    site.site = "com.acme.Loader.load(Loader.java:42)";
    site.via = "";
    site.count = 4;
    o.callSites = new ArrayList<>(List.of(site));
    return o;
  }

  private static HistogramSummary summary(long count, long p50) {
    HistogramSummary h = new HistogramSummary();
    h.count = count;
    h.p50 = p50;
    return h;
  }

  private static OpProfile.Pattern pattern(long consecutive, long sequential, long backward) {
    OpProfile.Pattern p = new OpProfile.Pattern();
    p.consecutive = consecutive;
    p.sequential = sequential;
    p.backward = backward;
    return p;
  }

  /** Marks every call as continuing where the previous one ended. */
  private static OpProfile seq(OpProfile o) {
    o.pattern = pattern(o.calls - 1, o.calls - 1, 0);
    return o;
  }
}
