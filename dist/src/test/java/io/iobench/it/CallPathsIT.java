package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.layer.LayerCatalogue;
import io.iobench.profile.OpProfile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Call paths through the JDK's own layers, on every JDK of the matrix: each phase of LayeredIo
 * reaches the file through a decorator or helper, and the profile names the app's method, the layer
 * it called and the JDK call, with the key's calls and bytes shared out exactly.
 */
class CallPathsIT {
  private static final String APP = "io.iobench.itapps.LayeredIo.";

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void everyLayerOfTheJdkShowsInThePathFromTheAppsMethodToTheCall(Jdk jdk) throws Exception {
    Profiles p =
        Profiles.ofTheSameRunUnderTheAgent(
            jdk, JavaRun.IT_APPS.toString(), "call-paths", "io.iobench.itapps.LayeredIo");

    OpProfile objectReads = p.op("objects.bin", "FileInputStream", "read");
    OpProfile.CallPath readObject = dominant(objectReads, jdk, "objects");
    assertEquals(
        "java.io.ObjectInputStream.readObject", readObject.frames.get(0), describe(objectReads));
    assertEquals("java.io.FileInputStream.read", last(readObject), describe(objectReads));
    assertTrue(
        objectReads.paths().stream()
            .anyMatch(c -> c.frames.get(0).equals("java.io.ObjectInputStream.<init>")),
        "the header read by the constructor is a path of its own: " + describe(objectReads));

    OpProfile objectWrites = p.op("objects.bin", "FileOutputStream", "write");
    assertTrue(
        dominant(objectWrites, jdk, "objects")
            .frames
            .get(0)
            .startsWith("java.io.ObjectOutputStream."),
        describe(objectWrites));

    OpProfile gzipReads = p.op("data.gz", "FileInputStream", "read");
    assertTrue(
        dominant(gzipReads, jdk, "gzip").frames.contains("java.util.zip.GZIPInputStream.read"),
        describe(gzipReads));

    OpProfile journal = p.op("journal.txt", "FileOutputStream", "write");
    assertEquals(400, journal.calls);
    OpProfile.CallPath flushed = dominant(journal, jdk, "writerFlushedPerLine");
    assertEquals("java.io.BufferedWriter.flush", flushed.frames.get(0), describe(journal));
    assertEquals(400, flushed.calls, "one path made every call: " + describe(journal));

    OpProfile ints = p.op("ints.bin", "FileOutputStream", "write");
    assertEquals(4000, ints.bytes);
    entersBy(ints, jdk, "dataStream", "java.io.DataOutputStream.writeInt");

    OpProfile lines = p.op("lines.txt", "FileChannel", "read");
    entersBy(lines, jdk, "filesHelpers", "java.nio.file.Files.readAllLines");

    OpProfile load = p.op("app.properties", "FileInputStream", "read");
    entersBy(load, jdk, "properties", "java.util.Properties.load");
    OpProfile store = p.op("app.properties", "FileOutputStream", "write");
    entersBy(store, jdk, "properties", "java.util.Properties.store");

    for (OpProfile o : List.of(objectReads, objectWrites, gzipReads, journal, ints, lines, load)) {
      pathsShareTheTotals(o);
    }
  }

  /**
   * Per logging framework: LoggedIo's argument, the method that logs, the frame the path enters the
   * framework by, the JDK call, and the layer the catalogue finds.
   */
  private static final List<List<String>> FRAMEWORKS =
      List.of(
          List.of(
              "logback",
              "logEvents",
              "ch.qos.logback.classic.Logger.info",
              "FileOutputStream.write",
              "logback-file-appender"),
          List.of(
              "log4j2-file",
              "log4j2",
              "org.apache.logging.log4j.spi.AbstractLogger.info",
              "FileOutputStream.write",
              "log4j2-file-appender"),
          List.of(
              "log4j2-raf",
              "log4j2",
              "org.apache.logging.log4j.spi.AbstractLogger.info",
              "RandomAccessFile.write",
              "log4j2-random-access-file-appender"),
          List.of(
              "log4j2-mmap",
              "log4j2",
              "org.apache.logging.log4j.LogManager.getLogger",
              "MappedByteBuffer.map",
              "log4j2-memory-mapped-file-appender"),
          List.of(
              "jul",
              "jul",
              "java.util.logging.Logger.info",
              "FileOutputStream.write",
              "jul-file-handler"));

  static Stream<Arguments> frameworks() {
    return JdkMatrix.all()
        .flatMap(
            jdk ->
                FRAMEWORKS.stream()
                    .map(f -> Arguments.of(jdk, f.get(0), f.get(1), f.get(2), f.get(3), f.get(4))));
  }

  /**
   * Real logging frameworks as configured out of the box: the path runs from the method that logged
   * through the framework to the JDK call, and the layer catalogue finds the framework's appender.
   */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("frameworks")
  void aLoggingFrameworksWritesAreTheLoggingMethodsThroughItsAppender(
      Jdk jdk, String framework, String method, String entry, String call, String layer)
      throws Exception {
    Path dir = AgentMatrixIT.work("call-paths-" + framework, jdk);
    Path profileFile = dir.resolve("profile.json");
    JavaRun.Result run =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .profiled(
                profileFile,
                "io.iobench.itapps.LoggedIo",
                dir.resolve("data").toString(),
                "2000",
                framework);
    assertEquals("events = 2000\n", run.stdout);
    // The JDK's own warnings (Log4j's unmapping through sun.misc.Unsafe on JDK 24+) come either
    // way.
    JavaRun.Result plain =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .run("io.iobench.itapps.LoggedIo", dir.resolve("plain").toString(), "2000", framework);
    assertEquals(
        plain.stderrWithoutCdsWarning(),
        run.stderrWithoutCdsWarning(),
        "the agent printed on stderr");
    Profiles p = new Profiles(ProfileReader.read(profileFile), dir.resolve("data"), jdk.toString());
    String[] apiOp = call.split("\\.");
    OpProfile calls = p.op("app.log", apiOp[0], apiOp[1]);
    if (call.endsWith(".write")) {
      assertEquals(2000, calls.calls, "the appender writes every event as it comes");
    }
    OpProfile.CallPath path = calls.dominantPath().orElseThrow();
    assertTrue(
        path.app.startsWith("io.iobench.itapps.LoggedIo." + method + "(LoggedIo.java:"),
        describe(calls));
    assertEquals(entry, path.frames.get(0), describe(calls));
    assertEquals(
        layer,
        LayerCatalogue.entry(path.frames).orElseThrow().layer().id(),
        "the layer catalogue finds the appender: " + describe(calls));
    pathsShareTheTotals(calls);
  }

  /** With app= naming the library, the path ends at the library's frame instead. */
  @org.junit.jupiter.api.Test
  void theAppOptionMovesTheAppsFrame() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("call-paths-app-option", jdk);
    Path profileFile = dir.resolve("profile.json");
    JavaRun.Result run =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .withAgent("out=" + profileFile + ",app=ch.qos.logback.core.*")
            .run("io.iobench.itapps.LoggedIo", dir.resolve("data").toString(), "200");
    assertEquals(0, run.exitCode, run.toString());
    Profiles p = new Profiles(ProfileReader.read(profileFile), dir.resolve("data"), jdk.toString());
    OpProfile writes = p.op("app.log", "FileOutputStream", "write");
    OpProfile.CallPath path = writes.dominantPath().orElseThrow();
    assertTrue(
        path.app.startsWith(
            "ch.qos.logback.core.recovery.ResilientOutputStreamBase.flush(ResilientOutputStreamBase.java:"),
        describe(writes));
    assertEquals("java.io.BufferedOutputStream.flush", path.frames.get(0), describe(writes));
  }

  /** The dominant path is the app's method's, and enters the JDK or a layer by {@code frame}. */
  private static void entersBy(OpProfile o, Jdk jdk, String method, String frame) {
    assertEquals(frame, dominant(o, jdk, method).frames.get(0), describe(o));
  }

  private static OpProfile.CallPath dominant(OpProfile o, Jdk jdk, String method) {
    OpProfile.CallPath path =
        o.dominantPath().orElseThrow(() -> new AssertionError(jdk + ": no path"));
    assertTrue(
        path.app != null && path.app.startsWith(APP + method + "(LayeredIo.java:"),
        jdk + ": the app's frame is LayeredIo." + method + ": " + describe(o));
    return path;
  }

  private static void pathsShareTheTotals(OpProfile o) {
    long calls = o.callPathsOther.calls;
    long bytes = o.callPathsOther.bytes;
    for (OpProfile.CallPath path : o.paths()) {
      calls += path.calls;
      bytes += path.bytes;
    }
    assertEquals(o.calls, calls, "the paths' calls add up: " + describe(o));
    assertEquals(o.bytes, bytes, "the paths' bytes add up: " + describe(o));
  }

  private static String last(OpProfile.CallPath path) {
    return path.frames.get(path.frames.size() - 1);
  }

  private static String describe(OpProfile o) {
    StringBuilder b = new StringBuilder(o.api + "." + o.op + " " + o.calls + " calls:");
    for (OpProfile.CallPath path : o.paths()) {
      b.append("\n  ").append(path.calls).append(" calls, ").append(path.bytes).append(" bytes: ");
      b.append(path.app).append(" -> ").append(String.join(" > ", path.frames));
    }
    return b.toString();
  }
}
