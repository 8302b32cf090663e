package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every intercepted method, on every JDK of the matrix: exact calls, bytes, errors and EOFs per
 * file and operation, histograms that count each call once, and the program's output unchanged.
 */
class AgentMatrixIT {
  private static final String FIS = "FileInputStream";
  private static final String FOS = "FileOutputStream";
  private static final String RAF = "RandomAccessFile";
  private static final String FC = "FileChannel";
  private static final String MBB = "MappedByteBuffer";
  private static final String NESTED = "nested reads are not counted again";

  static Path work(String test, Jdk jdk) throws java.io.IOException {
    Path dir =
        Paths.get(
                System.getProperty("iobench.workDir", "target/it-work"), test, "jdk" + jdk.feature)
            .toAbsolutePath();
    return java.nio.file.Files.createDirectories(dir);
  }

  /** Deletes {@code root} and everything below it, if it exists. */
  static void deleteTree(Path root) throws java.io.IOException {
    if (!java.nio.file.Files.exists(root)) {
      return;
    }
    try (java.util.stream.Stream<Path> paths = java.nio.file.Files.walk(root)) {
      for (Path p : (Iterable<Path>) paths.sorted(java.util.Comparator.reverseOrder())::iterator) {
        java.nio.file.Files.delete(p);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void everyInterceptedMethodIsCountedExactly(Jdk jdk) throws Exception {
    Path dir = work("exact", jdk);
    // Fresh data on every run: a file left by the last one would be truncated by its reopening.
    deleteTree(dir.resolve("plain"));
    deleteTree(dir.resolve("data"));
    Path profileFile = dir.resolve("profile.json");
    JavaRun.Result plain =
        JavaRun.on(jdk).run("io.iobench.itapps.ExactIo", dir.resolve("plain").toString());
    JavaRun.Result agent =
        JavaRun.on(jdk)
            .withAgent("out=" + profileFile + ",latency=all")
            .run("io.iobench.itapps.ExactIo", dir.resolve("data").toString());
    assertEquals(0, plain.exitCode, plain.toString());
    assertEquals(0, agent.exitCode, agent.toString());
    assertEquals(plain.stdout, agent.stdout, "program output must not change under the agent");
    assertEquals("", agent.stderrWithoutCdsWarning(), "the agent printed on stderr");

    Profile profile = ProfileReader.read(profileFile);
    assertTrue(profile.complete, "the profile written at exit is marked complete");
    Profiles p = new Profiles(profile, dir.resolve("data"), jdk.toString());

    p.expect("fis-read-byte.bin", FIS, "read", 1001, 1000, 0, 1);
    p.expect("fis-read-array.bin", FIS, "read", 4, 10_000, 0, 1);
    p.expect("fis-read-range.bin", FIS, "read", 11, 1000, 0, 1);
    p.expect("fis-skip.bin", FIS, "skip", 3, 300, 0, 0);
    p.expect("fis-skip.bin", FIS, "read", 1, 1, 0, 0);
    p.expect("fis-read-all-bytes.bin", FIS, "readAllBytes", 1, 5000, 0, 0);
    p.expectNone("fis-read-all-bytes.bin", FIS, "read", NESTED);
    p.expect("fis-read-n-bytes.bin", FIS, "readNBytes", 2, 350, 0, 0);
    p.expectNone("fis-read-n-bytes.bin", FIS, "read", NESTED);
    p.expect("fis-transfer-to.bin", FIS, "transferTo", 2, 6000, 0, 0);
    p.expectNone("fis-transfer-to.bin", FIS, "read", NESTED);
    p.expectNone("fis-transfer-to.target", FOS, "write", "writes nested in transferTo");
    p.expect("fis-transfer-to.target", FOS, "open", 1, 0, 0, 0);

    p.expect("fos-write-byte.bin", FOS, "write", 500, 500, 0, 0);
    p.expect("fos-write-array.bin", FOS, "write", 7, 7000, 0, 0);
    p.expect("fos-write-range.bin", FOS, "write", 9, 90, 0, 0);
    p.expect("fos-truncate.bin", FOS, "truncate", 1, 1000, 0, 0);
    p.expect("fos-truncate.bin", FOS, "write", 3, 1020, 0, 0);
    p.expectNone("fos-write-byte.bin", FOS, "truncate", "a new file is not truncated");

    p.expect("raf-read.bin", RAF, "read", 6, 162, 0, 1);
    p.expect("raf-read.bin", RAF, "seek", 1, 0, 0, 0);
    p.expect("raf-read-fully.bin", RAF, "readFully", 2, 120, 0, 0);
    p.expectNone("raf-read-fully.bin", RAF, "read", NESTED);
    p.expect("raf-data.bin", RAF, "writeData", 5, 27, 0, 0);
    p.expect("raf-data.bin", RAF, "write", 1, 9, 0, 0);
    p.expect("raf-data.bin", RAF, "seek", 1, 0, 0, 0);
    // DataInput's methods as the reads the JDK makes for them: a read() per byte up to JDK 17
    // (readUTF reads its length so, its bytes in one readFully), one read per value from JDK 21.
    boolean bytewise = jdk.feature <= 17;
    OpProfile values = p.expect("raf-data.bin", RAF, "readData", bytewise ? 15 : 4, 20, 0, 0);
    assertEquals(3, values.methodCalls, "readInt, readLong, readUTF");
    OpProfile line = p.expect("raf-data.bin", RAF, "readLine", 9, 9, 0, 0);
    assertEquals(1, line.methodCalls);
    p.expect("raf-data.bin", RAF, "skipBytes", 1, 7, 0, 0);
    OpProfile lines = p.expect("raf-lines.txt", RAF, "readLine", 18, 16, 0, 2);
    assertEquals(5, lines.methodCalls, "four lines and the null at the end");
    assertEquals(16, lines.sizeBytes.decode().getCountAtValue(1), "a read() per byte");
    assertEquals(18, lines.requestedBytes.decode().getCountAtValue(1), "each asked for one byte");
    assertEquals(
        List.of("java.io.RandomAccessFile.readLine"),
        lines.dominantPath().orElseThrow().frames,
        "the path names the method the app called");
    OpProfile primitives =
        p.expect("raf-values.bin", RAF, "readData", bytewise ? 33 : 10, 33, 0, 0);
    assertEquals(10, primitives.methodCalls);
    assertEquals(
        bytewise ? 33 : 3, primitives.sizeBytes.decode().getCountAtValue(1), "reads of a byte");
    assertEquals(
        bytewise ? 0 : 2, primitives.sizeBytes.decode().getCountAtValue(8), "readLong, readDouble");
    p.expect("raf-write.bin", RAF, "write", 5, 18, 0, 0);
    if (jdk.feature >= 21) {
      p.expect("raf-write.bin", RAF, "setLength", 1, 0, 0, 0);
    } else {
      p.expectNone("raf-write.bin", RAF, "setLength", "setLength is native before JDK 21");
    }

    OpProfile fcRead = p.expect("fc-read.bin", FC, "read", 6, 3000, 0, 1);
    assertEquals(3L, fcRead.buffers.get("direct"), "direct-buffer reads");
    assertEquals(3L, fcRead.buffers.get("heap"), "heap-buffer reads");
    p.expect("fc-read.bin", FC, "position", 1, 0, 0, 0);
    p.expect("fc-scatter.bin", FC, "scatterRead", 1, 300, 0, 0);
    OpProfile positional = p.expect("fc-scatter.bin", FC, "positionalRead", 2, 200, 0, 0);
    assertEquals(1, positional.pattern.consecutive, "read at 1100 follows the read at 1000..1100");
    OpProfile fcWrite = p.expect("fc-write.bin", FC, "write", 3, 250, 0, 0);
    assertEquals(1L, fcWrite.buffers.get("direct"));
    p.expect("fc-write.bin", FC, "gatherWrite", 1, 30, 0, 0);
    p.expect("fc-write.bin", FC, "positionalWrite", 1, 40, 0, 0);
    p.expect("fc-write.bin", FC, "force", 1, 0, 0, 0);
    p.expect("fc-write.bin", FC, "truncate", 1, 0, 0, 0);
    p.expect("fc-transfer.bin", FC, "transferTo", 1, 4000, 0, 0);
    p.expect("fc-transfer-from.target", FC, "transferFrom", 1, 4000, 0, 0);

    OpProfile map = p.expect("mapped.bin", MBB, "map", 2, 8192 + 4096, 0, 0);
    assertEquals(1L, map.mapModes.get("READ_ONLY"));
    assertEquals(1L, map.mapModes.get("READ_WRITE"));
    p.expect("mapped.bin", MBB, "force", 2, 0, 0, 0);
    p.expect("mapped.bin", MBB, "load", 1, 0, 0, 0);

    p.expect("err-closed.bin", FIS, "read", 1, 0, 1, 0);
    p.expect("err-read-fully.bin", RAF, "readFully", 1, 10, 1, 0);
    p.expect("err-channel.bin", FC, "read", 1, 0, 1, 0);
    p.expect("err-interrupt.bin", FC, "read", 1, 0, 1, 0);

    OpProfile readAll = p.op("nio2-read-all.bin", FC, "read");
    assertEquals(3000, readAll.bytes, "Files.readAllBytes shows up as channel reads");
    assertTrue(
        readAll.callSites.stream()
            .anyMatch(
                s ->
                    "java.nio.file.Files.readAllBytes".equals(s.via)
                        && s.site.startsWith("io.iobench.itapps.ExactIo.nio2(ExactIo.java:")),
        "call site names the app method and the helper: " + describeSites(readAll));
    p.expect("nio2-stream.bin", FC, "read", 1, 1000, 0, 0);

    OpProfile byteReads = p.op("fis-read-byte.bin", FIS, "read");
    assertTrue(
        byteReads.callSites.stream()
            .anyMatch(
                s ->
                    s.site.startsWith("io.iobench.itapps.ExactIo.fileInputStream(ExactIo.java:")
                        && s.via == null),
        describeSites(byteReads));
    OpProfile arrayReads = p.op("fis-read-array.bin", FIS, "read");
    assertEquals(2, arrayReads.pattern.consecutive, "each read starts where the previous ended");
    assertEquals(
        4096L, arrayReads.pattern.accessSizes.get(0).get("size"), "most common access size");

    assertTrue(
        profile.file("<stdout>").map(f -> f.kind.equals("descriptor")).orElse(false),
        "stdout is recorded under a label");
  }

  private static String describeSites(OpProfile o) {
    StringBuilder b = new StringBuilder();
    o.callSites.forEach(s -> b.append(s.site).append(" via ").append(s.via).append("; "));
    return b.toString();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void concurrentThreadsGiveExactTotals(Jdk jdk) throws Exception {
    Path dir = work("concurrent", jdk);
    Path profileFile = dir.resolve("profile.json");
    int threads = 8;
    JavaRun.Result r =
        JavaRun.on(jdk)
            .profiled(
                profileFile,
                "io.iobench.itapps.ConcurrentIo",
                dir.resolve("data").toString(),
                String.valueOf(threads));
    assertEquals("read 800000 wrote 80000\n", r.stdout);
    assertEquals("", r.stderrWithoutCdsWarning());
    Profiles p = new Profiles(ProfileReader.read(profileFile), dir.resolve("data"), jdk.toString());
    OpProfile reads =
        p.expect(
            "concurrent-read.bin", FIS, "read", threads * 1001L, threads * 100_000L, 0, threads);
    assertEquals(threads, reads.threads, "distinct threads");
    p.expect("concurrent-write.bin", FOS, "write", threads * 1000L, threads * 10_000L, 0, 0);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void appBundlingByteBuddyAndHdrHistogramKeepsWorking(Jdk jdk) throws Exception {
    Path dir = work("bundled", jdk);
    Path profileFile = dir.resolve("profile.json");
    String cp = JavaRun.IT_APPS_AND_LIBS;
    JavaRun.Result plain =
        JavaRun.on(jdk)
            .classPath(cp)
            .run("io.iobench.itapps.BundledLibraries", dir.resolve("data").toString());
    JavaRun.Result agent =
        JavaRun.on(jdk)
            .classPath(cp)
            .profiled(
                profileFile, "io.iobench.itapps.BundledLibraries", dir.resolve("data").toString());
    assertEquals(plain.stdout, agent.stdout);
    assertTrue(agent.stdout.contains("made by the app's Byte Buddy"), agent.stdout);
    assertEquals("", agent.stderrWithoutCdsWarning());
    Profiles p = new Profiles(ProfileReader.read(profileFile), dir.resolve("data"), jdk.toString());
    assertEquals(1234, p.op("bundled.bin", FC, "read").bytes);
  }
}
