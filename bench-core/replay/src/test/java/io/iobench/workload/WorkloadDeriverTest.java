package io.iobench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

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
        o.notes().stream()
            .anyMatch(
                n -> n.contains("10,000 of the 50,000") && n.contains("up to 50,000 in one open")),
        o.notes().toString());
    assertTrue(o.notes().stream().anyMatch(n -> n.contains("replayed at")), o.notes().toString());
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
    FileProfile source =
        file(
            "/data/in.bin", 8 * MIB, seq(op("FileInputStream", "read", 1024, 8 * MIB, 8192, 2000)));
    FileProfile target =
        file(
            "/data/out.bin",
            8 * MIB,
            seq(op("FileOutputStream", "write", 1024, 8 * MIB, 8192, 3000)));
    ObservedWorkload o = only(profile(source, target));
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

  /** The replay times a copy's reads and writes as calls of their own: so is the app's median. */
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
  }

  private static String histogram(int calls, long nanos) {
    org.HdrHistogram.Histogram h = new org.HdrHistogram.Histogram(3);
    h.recordValueWithCount(nanos, calls);
    return io.iobench.format.HistogramCodec.encode(h);
  }

  @Test
  void aCopyOverAnExistingTargetTruncatesAFullSizeTargetToo() {
    FileProfile source =
        file(
            "/data/in.bin", 8 * MIB, seq(op("FileInputStream", "read", 1024, 8 * MIB, 8192, 2000)));
    FileProfile target =
        file(
            "/data/out.bin",
            8 * MIB,
            seq(op("FileOutputStream", "write", 1024, 8 * MIB, 8192, 3000)),
            op("FileOutputStream", "truncate", 1, 8 * MIB, 8 * MIB, 9_000_000));
    ObservedWorkload o = only(profile(source, target));
    assertEquals(Operation.COPY, o.workload().operation());
    assertTrue(o.workload().replacing());
    assertTrue(o.notes().stream().anyMatch(n -> n.contains("truncated")), o.notes().toString());
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
    assertTrue(
        o.notes().stream().anyMatch(n -> n.contains("truncated 4,194,304 bytes")),
        o.notes().toString());
  }

  @Test
  void randomRecordsReadFieldByFieldAreRandomRunsOfConsecutiveCalls() {
    // A seek and two readLong per lookup: every other call begins where the one before ended.
    OpProfile read = op("RandomAccessFile", "readData", 200_000, 1_600_000, 8, 5000);
    read.pattern = pattern(100_001, 150_006, 49_993);
    ObservedWorkload o = only(profile(file("/index.bin", 1_600_000, read)));
    assertEquals(AccessPattern.RANDOM, o.workload().pattern());
    assertEquals(2, o.workload().run());
    assertTrue(
        o.notes().stream()
            .anyMatch(n -> n.contains("50 % of the calls") && n.contains("runs of 2")),
        o.notes().toString());
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
    assertTrue(o.notes().get(0).contains("reads with 4 threads"), o.notes().toString());
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

  @Test
  void aCallSiteWithoutHelperHasNoVia() {
    OpProfile read = seq(op("FileInputStream", "read", 10, 100, 10, 1000));
    read.callSites.get(0).via = null;
    assertEquals(
        "com.acme.Loader.load(Loader.java:42)", only(profile(file("/x", 100, read))).callSite());
    read.callSites = List.of();
    assertNull(only(profile(file("/x", 100, read))).callSite());
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
