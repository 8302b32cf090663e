package io.iobench.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

class FindingsTest {
  private static OpProfile op(String api, String name, long calls, long bytes) {
    OpProfile op = new OpProfile();
    op.api = api;
    op.op = name;
    op.calls = calls;
    op.bytes = bytes;
    return op;
  }

  private static FileProfile file(String path, OpProfile... ops) {
    FileProfile f = new FileProfile();
    f.path = path;
    f.kind = "file";
    f.ops = List.of(ops);
    return f;
  }

  private static OpProfile.CallPath path(String app, long calls, String... frames) {
    OpProfile.CallPath p = new OpProfile.CallPath();
    p.app = app;
    p.calls = calls;
    p.frames = List.of(frames);
    return p;
  }

  @Test
  void theKeyIsTheFileTheOperationAndTheAppsMethodWithoutItsLine() {
    OpProfile write = op("FileOutputStream", "write", 100, 6400);
    write.callPaths =
        List.of(
            path(
                "com.acme.Log.append(Log.java:42)",
                90,
                "java.io.BufferedWriter.flush",
                "java.io.FileOutputStream.write"),
            path("com.acme.Log.close(Log.java:80)", 10));
    Profile p = new Profile();
    p.files = List.of(file("/var/log/app.log", write));
    Finding f = Findings.of(p).of(write);
    assertEquals(
        new FindingKey("/var/log/app.log", "FileOutputStream.write", "com.acme.Log.append"),
        f.key());
    assertEquals("com.acme.Log.append(Log.java:42) via java.io.BufferedWriter.flush", f.callSite());
  }

  /**
   * 100 lines of 43 bytes read by RandomAccessFile.readLine, recorded as their 4,300 reads of a
   * byte: the pattern and the size are the lines', the layer the one readLine is.
   */
  @Test
  void linesReadByRandomAccessFileReadLineAreTheLinesAtTheirLayer() {
    OpProfile lines = op("RandomAccessFile", "readLine", 4_301, 4_300);
    lines.methodCalls = 101;
    lines.pattern = new OpProfile.Pattern();
    lines.pattern.consecutive = 99;
    lines.pattern.sequential = 99;
    lines.pattern.accessSizes = List.of(java.util.Map.of("size", 43L, "count", 100L));
    lines.callPaths =
        List.of(
            path(
                "com.acme.Import.run(Import.java:12)", 4_301, "java.io.RandomAccessFile.readLine"));
    Profile p = new Profile();
    p.files = List.of(file("/data/in.txt", lines));
    Finding f = Findings.of(p).of(lines);
    assertEquals(4_301, f.calls(), "the file's calls are the reads");
    assertEquals(101, f.methodCalls(), "the app's are the lines");
    assertEquals(Access.Kind.SEQUENTIAL, f.access().kind());
    assertEquals(43, f.sizes().typical());
    assertFalse(f.sizes().mixed());
    assertEquals("random-access-file-read-line", f.layer().layer().id());
    assertEquals("readLine", f.layer().entryMethod());
  }

  /** RandomAccessFile's own file calls are no layer's: only readLine marks that one. */
  @Test
  void aRandomAccessFilesReadIsNoLayersCall() {
    OpProfile reads = op("RandomAccessFile", "read", 10, 100);
    reads.callPaths =
        List.of(path("com.acme.Import.run(Import.java:12)", 10, "java.io.RandomAccessFile.read"));
    Profile p = new Profile();
    p.files = List.of(file("/data/in.bin", reads));
    Finding f = Findings.of(p).of(reads);
    assertNull(f.layer());
    assertEquals(10, f.methodCalls());
  }

  @Test
  void theKeyOfCallsWithNoAppFrameHasNoEntryFrame() {
    OpProfile read = op("FileInputStream", "read", 1, 10);
    read.callPaths = List.of(path(null, 1, "java.util.Properties.load"));
    Profile p = new Profile();
    p.files = List.of(file("/etc/x.properties", read));
    assertNull(Findings.of(p).of(read).key().entryFrame());
  }

  @Test
  void forcesAreCountedPerFileAndPerCallOfEachOperation() {
    OpProfile write = op("FileChannel", "write", 400, 400 * 4096);
    OpProfile force = op("FileChannel", "force", 4, 0);
    Profile p = new Profile();
    p.files = List.of(file("/data/wal", write, force));
    Findings findings = Findings.of(p);
    FileFindings file = findings.files().get(0);
    assertEquals(4, file.forceCalls());
    assertEquals(0.01, findings.of(write).forcesPerCall(), 1e-12);
  }

  @Test
  void classPathFilesAreNotTheApps() {
    Profile p = new Profile();
    p.files = List.of(file("/app/lib/x.jar"), file("/app/data.bin"));
    List<FileFindings> files = Findings.of(p).files();
    assertFalse(files.get(0).appsRegularFile());
    assertTrue(files.get(1).appsRegularFile());
  }

  @Test
  void anOperationOfAnotherProfileHasNoFinding() {
    Profile p = new Profile();
    p.files = List.of(file("/a", op("FileInputStream", "read", 1, 1)));
    OpProfile other = op("FileInputStream", "read", 1, 1);
    assertThrows(IllegalArgumentException.class, () -> Findings.of(p).of(other));
  }

  @Test
  void everyOperationOfTheGoldenProfilesHasOneFindingWithAUniqueKey() throws Exception {
    for (String golden :
        List.of(
            "/io/iobench/format/golden-profile-v1.json",
            "/io/iobench/format/profile-v1-before-file-sizes.json")) {
      Profile p;
      try (InputStream in = FindingsTest.class.getResourceAsStream(golden)) {
        p = ProfileReader.parse(in.readAllBytes());
      }
      Findings findings = Findings.of(p);
      long ops = p.files.stream().mapToLong(f -> f.ops.size()).sum();
      long keys =
          findings.files().stream()
              .flatMap(f -> f.findings().stream())
              .map(Finding::key)
              .distinct()
              .count();
      assertEquals(ops, keys, golden);
    }
  }
}
