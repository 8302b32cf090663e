package io.iobench.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.format.FileKind;
import io.iobench.format.RecordedOp;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The tools read the profiles of the profile format's test-jar: the golden one, which the agent's
 * writer must produce (the agent's GoldenProfileTest), and one written by an earlier agent.
 */
class GoldenProfileReadTest {
  private static Profile read(String name) throws IOException {
    try (InputStream in = GoldenProfileReadTest.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new AssertionError(name + " is not on the test class path");
      }
      return ProfileReader.parse(in.readAllBytes());
    }
  }

  /** One operation of a profile, as the reader binds it, from its JSON. */
  private static OpProfile op(String json) throws IOException {
    return new ObjectMapper().readValue(json, OpProfile.class);
  }

  @Test
  void theGoldenProfileReadsToTheValuesItHolds() throws IOException {
    Profile p = read("/io/iobench/format/golden-profile-v1.json");
    assertEquals(1, p.version);
    assertTrue(p.complete);
    assertEquals(4242, p.pid);
    assertEquals("com.example.app.LogJob /data", p.command);
    assertEquals("17.0.15", p.jvm.get("version"));
    assertEquals(2, ((Number) p.os.get("cpus")).intValue());
    assertEquals(Map.of("latency", "all", "out", "/data/app-profile.json"), p.options);
    assertEquals("all", p.agent.get("latencyMode"));
    assertEquals(
        List.of(
            "/data/audit.log",
            "/data/events.log",
            "/data/index.bin",
            "/data/journal.bin",
            "<stdout>"),
        p.files.stream().map(f -> f.path).toList());

    FileProfile log = p.file("/data/events.log").orElseThrow();
    assertEquals(FileKind.FILE, log.fileKind().orElseThrow());
    assertEquals(6400, log.size);
    OpProfile reads = log.op(RecordedOp.FIS_READ).orElseThrow();
    assertEquals(RecordedOp.FIS_READ, reads.recordedOp().orElseThrow());
    assertEquals(65, reads.calls);
    assertEquals(6400, reads.bytes);
    assertEquals(1, reads.eofs);
    assertEquals(65, reads.timedCalls);
    assertEquals(63, reads.pattern.consecutive);
    assertEquals(List.of(Map.of("size", 100L, "count", 65L)), reads.pattern.accessSizes);
    Histogram sizes = reads.sizeBytes.decode();
    assertEquals(65, sizes.getTotalCount());
    assertEquals(64, sizes.getCountAtValue(100));
    assertEquals(1, sizes.getCountAtValue(0));
    assertEquals(65, reads.latencyNanos.decode().getTotalCount());
    assertEquals(65, reads.latencyNanos.count);
    assertEquals("com.example.app.FakeApp.call(FakeApp.java:10)", reads.callSites.get(0).site);
    assertNull(reads.callSites.get(0).via);
    OpProfile.CallPath path = reads.dominantPath().orElseThrow();
    assertEquals("com.example.app.FakeApp.call(FakeApp.java:10)", path.app);
    assertEquals(List.of(), path.frames);
    assertNull(path.library, "a path into the JDK has no library");
    assertEquals(65, path.calls, "one path has all of the key's calls");
    assertEquals(6400, path.bytes);
    assertEquals(0, reads.callPathsOther.calls);
    assertEquals(6000, log.op(RecordedOp.FOS_TRUNCATE).orElseThrow().bytes);
    OpProfile open = log.op(RecordedOp.FOS_OPEN).orElseThrow();
    assertEquals(1, open.calls, "the truncating open is an open too");
    assertEquals(0, open.bytes);
    assertEquals(1, log.op(RecordedOp.FOS_CLOSE).orElseThrow().calls);
    assertEquals(1, log.op(RecordedOp.FIS_OPEN).orElseThrow().calls);
    assertEquals(1, log.op(RecordedOp.FIS_CLOSE).orElseThrow().calls);
    assertEquals(0, reads.methodCalls, "a read is the method the app called");
    assertEquals(65, reads.appCalls());
    OpProfile lines = log.op(RecordedOp.RAF_READ_LINE).orElseThrow();
    assertEquals(128, lines.calls, "a read() per byte of two lines of 64 bytes");
    assertEquals(2, lines.methodCalls);
    assertEquals(2, lines.appCalls());
    assertEquals(128, lines.sizeBytes.decode().getCountAtValue(1));
    assertEquals(List.of(Map.of("size", 64L, "count", 2L)), lines.pattern.accessSizes);

    FileProfile index = p.file("/data/index.bin").orElseThrow();
    OpProfile records = index.op(RecordedOp.RAF_READ_DATA).orElseThrow();
    assertEquals(80, records.calls, "readLong as JDK 17 reads it: a read() per byte");
    assertEquals(10, records.methodCalls);
    assertEquals(80, records.bytes);
    assertEquals(5, index.op(RecordedOp.RAF_SEEK).orElseThrow().calls);
    assertEquals(1, index.op(RecordedOp.RAF_READ).orElseThrow().errors);

    FileProfile audit = p.file("/data/audit.log").orElseThrow();
    OpProfile.LibraryCalls inLibrary = audit.op(RecordedOp.FOS_WRITE).orElseThrow().libraryCalls;
    assertEquals(3, inLibrary.calls, "three calls of the app into the library");
    assertEquals(6, inLibrary.fileCalls, "two writes in each");
    assertEquals(90, inLibrary.bytes);
    assertEquals(120_000, inLibrary.nanos);
    assertEquals(3, audit.op(RecordedOp.FOS_OPEN).orElseThrow().libraryCalls.fileCalls);
    assertNull(reads.libraryCalls, "the app's own reads were made in no library call");

    FileProfile journal = p.file("/data/journal.bin").orElseThrow();
    OpProfile writes = journal.op(RecordedOp.FC_WRITE).orElseThrow();
    assertEquals(Map.of("direct", 4L, "heap", 0L), writes.buffers);
    assertEquals(
        Map.of("READ_ONLY", 1L, "READ_WRITE", 0L, "PRIVATE", 0L),
        journal.op(RecordedOp.MBB_MAP).orElseThrow().mapModes);
    assertEquals(1, journal.op(RecordedOp.MBB_FORCE).orElseThrow().calls);
    assertEquals(262_144, journal.op(RecordedOp.FC_TRANSFER_TO).orElseThrow().bytes);

    FileProfile stdout = p.file("<stdout>").orElseThrow();
    assertEquals(FileKind.DESCRIPTOR, stdout.fileKind().orElseThrow());
    assertEquals(-1, stdout.size);
  }

  @Test
  void everyOperationOfTheGoldenProfileIsOneTheFormatNames() throws IOException {
    for (FileProfile f : read("/io/iobench/format/golden-profile-v1.json").files) {
      for (OpProfile o : f.ops) {
        assertTrue(o.recordedOp().isPresent(), o.api + "." + o.op);
      }
    }
  }

  /**
   * Written by the agent of an earlier build, before files carried their size; paths renamed to
   * neutral ones. It still reads (the replay's GoldenProfileWorkloadsTest derives workloads from
   * it).
   */
  @Test
  void aProfileOfAnEarlierAgentStillReads() throws IOException {
    Profile p = read("/io/iobench/format/profile-v1-before-file-sizes.json");
    FileProfile log = p.file("/data/app/events.log").orElseThrow();
    assertEquals(-1, log.size);
    OpProfile reads = log.op(RecordedOp.FIS_READ).orElseThrow();
    assertEquals(52_705, reads.calls);
    assertEquals(105_404, reads.bytes);
    assertEquals(52_705, reads.latencyNanos.decode().getTotalCount());
    OpProfile.CallSite printed =
        p.file("<stdout>").orElseThrow().op(RecordedOp.FOS_WRITE).orElseThrow().callSites.get(0);
    assertEquals("java.io.PrintStream.println", printed.via);
  }

  /**
   * An agent before methodCalls recorded readLine and readLong as one call each, under readData:
   * its calls are the method's.
   */
  @Test
  void anOperationOfAnAgentBeforeMethodCallsCountsTheMethodsCalls() throws IOException {
    OpProfile op =
        op("{\"api\":\"RandomAccessFile\",\"op\":\"readData\",\"calls\":12,\"bytes\":516}");
    assertEquals(0, op.methodCalls);
    assertEquals(12, op.appCalls());
  }

  @Test
  void nullPathsAndFramesInAForeignProfileAreSkipped() throws IOException {
    OpProfile op =
        op(
            "{\"api\":\"FileInputStream\",\"op\":\"read\",\"calls\":3,"
                + "\"callPaths\":[null,{\"frames\":null,\"calls\":2},"
                + "{\"app\":\"A.b(A.java:1)\",\"frames\":[null],\"calls\":1}]}");
    assertEquals(2, op.paths().size());
    assertEquals(2, op.dominantPath().orElseThrow().calls);
    assertEquals("(no app frame: a library's or the JDK's own thread)", op.paths().get(0).site());
  }

  /**
   * A GZIPInputStream reads its header and fills its inflater as often; the fill moves the data.
   */
  @Test
  void ofPathsWithAsManyCallsTheOneThatMovedMoreBytesDominates() throws IOException {
    OpProfile op =
        op(
            "{\"api\":\"FileInputStream\",\"op\":\"read\",\"calls\":96,\"callPaths\":["
                + "{\"app\":\"A.header(A.java:1)\",\"calls\":32,\"bytes\":90},"
                + "{\"app\":\"A.fill(A.java:2)\",\"calls\":32,\"bytes\":45836},"
                + "{\"app\":\"A.trailer(A.java:3)\",\"calls\":32,\"bytes\":89}]}");
    assertEquals("A.fill(A.java:2)", op.dominantPath().orElseThrow().app);
    assertEquals(
        List.of("A.fill(A.java:2)", "A.header(A.java:1)", "A.trailer(A.java:3)"),
        op.paths().stream().map(c -> c.app).toList());
  }

  /** A path into a library jar names the library's coordinates beside the method entered. */
  @Test
  void aPathIntoALibraryNamesItsCoordinates() throws IOException {
    OpProfile op =
        op(
            "{\"api\":\"FileOutputStream\",\"op\":\"write\",\"calls\":300,\"callPaths\":[{"
                + "\"app\":\"A.export(A.java:9)\",\"frames\":[\"org.HdrHistogram.HistogramLogWriter"
                + ".outputIntervalHistogram\",\"java.io.FileOutputStream.write\"],"
                + "\"library\":\"org.hdrhistogram:HdrHistogram:2.2.2\",\"calls\":300}]}");
    OpProfile.CallPath path = op.dominantPath().orElseThrow();
    assertEquals("org.hdrhistogram:HdrHistogram:2.2.2", path.library);
    assertEquals(
        "A.export(A.java:9) via org.HdrHistogram.HistogramLogWriter.outputIntervalHistogram"
            + " (org.hdrhistogram:HdrHistogram:2.2.2)",
        path.site());
  }

  /** Before call paths, a call site stands for a path: its app frame, its helper, the call. */
  @Test
  void anEarlierAgentsCallSitesReadAsPathsOfOneLayer() throws IOException {
    Profile p = read("/io/iobench/format/profile-v1-before-file-sizes.json");
    OpProfile printed = p.file("<stdout>").orElseThrow().op(RecordedOp.FOS_WRITE).orElseThrow();
    assertNull(printed.callPaths);
    OpProfile.CallPath path = printed.dominantPath().orElseThrow();
    assertEquals(printed.callSites.get(0).site, path.app);
    assertEquals(List.of("java.io.PrintStream.println", "FileOutputStream.write"), path.frames);
    assertEquals(path.app + " via java.io.PrintStream.println", path.site());
    long calls = printed.paths().stream().mapToLong(c -> c.calls).sum();
    assertEquals(printed.calls, calls, 1.0 * printed.paths().size());
  }
}
