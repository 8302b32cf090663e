package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.OpProfile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The app's frame is the app's own code also where a library from Maven Central does the I/O: run
 * from a class path of jars on every JDK of the matrix, and as a Spring Boot fat jar with both of
 * its loaders, LibraryIo's writes through HdrHistogram's log writer (a namespace no list of known
 * libraries names) and through Jackson's ObjectMapper are placed at LibraryIo's methods, entering
 * the library by the method it called, with the library's Maven coordinates.
 */
class LibraryFramesIT {
  private static final String APP = "io.iobench.itapps.LibraryIo";

  /**
   * Intervals logged and orders exported in the run whose library calls are counted: each for a few
   * seconds, since the counter comes some time after the first call (Byte Buddy is built once a
   * library entry is found, cold).
   */
  private static final int INTERVALS = 12_000;

  private static final int ORDERS = 100_000;

  /**
   * The app's pause after its first few hundred calls into each library: the agent hands a library
   * entry over to be counted at a file operation's 256th call, and counts from once Byte Buddy is
   * built, which a cold JVM takes about a second to do, while this app's calls would all be made in
   * it.
   */
  private static final long PAUSE_MILLIS = 2_500;

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void fromAClassPathOfJars(Jdk jdk) throws Exception {
    assertFramesAndLibraries(
        Profiles.ofTheSameRunUnderTheAgent(jdk, JavaRun.IT_APPS_AND_LIBS, "library-frames", APP));
  }

  /**
   * The app's calls into the library, counted once the agent has instrumented the method the app
   * entered it by (found by a call path's walk): a few hundred milliseconds into the run, so the
   * runs are long enough for most calls to be counted. HdrHistogram's outputIntervalHistogram
   * writes the file the same number of times for every interval, Jackson's writeValue of one value
   * over a generator that flushes after each value writes it once.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void countsTheAppsCallsIntoTheLibrary(Jdk jdk) throws Exception {
    Profiles p =
        Profiles.ofTheSameRunUnderTheAgent(
            jdk,
            JavaRun.IT_APPS_AND_LIBS,
            "library-calls",
            APP,
            Integer.toString(INTERVALS),
            Integer.toString(ORDERS),
            Long.toString(PAUSE_MILLIS));

    OpProfile hlog = p.op("latency.hlog", "FileOutputStream", "write");
    OpProfile.LibraryCalls logged = counted(hlog, INTERVALS, "outputIntervalHistogram");
    long writesPerInterval = logged.fileCalls / logged.calls;
    assertTrue(writesPerInterval >= 2, "writes per interval: " + writesPerInterval);
    assertEquals(
        writesPerInterval * logged.calls, logged.fileCalls, "the same writes per interval");

    OpProfile json = p.op("orders.json", "FileOutputStream", "write");
    OpProfile.LibraryCalls exported = counted(json, ORDERS, "writeValue");
    assertEquals(exported.calls, exported.fileCalls, "one write per value");
    assertTrue(exported.nanos > 0, "the library calls' time");
    // The file's open and close were made by the app's own FileOutputStream, not in writeValue.
    assertNull(p.op("orders.json", "FileOutputStream", "open").libraryCalls);
  }

  /**
   * The library entries a JVM found are kept for the next JVM of the same app ({@code cache=}),
   * which adds their counters as their classes load: it retransforms no library class (which would
   * throw away the code the JIT compiled for it) and counts every call of the app into it. The
   * first JVM, which found them, retransformed both and counted only the calls after that.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void aLaterJvmOfTheAppCountsEveryCallWithoutRetransformingTheLibrary(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("library-entries-kept", jdk);
    Path cache = dir.resolve("cache");
    AgentMatrixIT.deleteTree(cache);
    int intervals = 2_000;
    int orders = 4_000;

    Path firstProfile = dir.resolve("first.json");
    JavaRun.Result first =
        keptEntriesRun(jdk, dir, cache, firstProfile, intervals, orders, PAUSE_MILLIS);
    assertTrue(first.stdout.contains("redefined name=" + HLOG_WRITER), first.toString());
    assertTrue(first.stdout.contains("redefined name=" + OBJECT_MAPPER), first.toString());
    Profiles once = new Profiles(ProfileReader.read(firstProfile), dir.resolve("data"), "first");
    assertTrue(
        once.op("latency.hlog", "FileOutputStream", "write").libraryCalls.calls < intervals,
        "the first JVM counts from the retransformation on");

    Path nextProfile = dir.resolve("next.json");
    JavaRun.Result next = keptEntriesRun(jdk, dir, cache, nextProfile, intervals, orders, 0);
    assertFalse(next.stdout.contains("redefined name=" + HLOG_WRITER), next.toString());
    assertFalse(next.stdout.contains("redefined name=" + OBJECT_MAPPER), next.toString());
    Profiles p = new Profiles(ProfileReader.read(nextProfile), dir.resolve("data"), "next");
    assertEquals(
        intervals,
        p.op("latency.hlog", "FileOutputStream", "write").libraryCalls.calls,
        "every interval counted");
    OpProfile.LibraryCalls exported = p.op("orders.json", "FileOutputStream", "write").libraryCalls;
    // The first writeValue also reads Jackson's classes from its jars: more of the files'
    // operations
    // than a library call keeps, so that call is left out, its write with it.
    assertTrue(exported.calls >= orders - 1, exported.calls + " of " + orders + " values counted");
    assertEquals(exported.calls, exported.fileCalls, "one write per value");

    // Without call paths no entry is named in the profile: the kept ones get no counter.
    Path offProfile = dir.resolve("callsites-off.json");
    JavaRun.Result off =
        keptEntriesRun(jdk, dir, cache, offProfile, intervals, orders, 0, ",callsites=off");
    assertFalse(off.stdout.contains("redefined name=" + HLOG_WRITER), off.toString());
    assertNull(
        new Profiles(ProfileReader.read(offProfile), dir.resolve("data"), "callsites=off")
            .op("latency.hlog", "FileOutputStream", "write")
            .libraryCalls);
  }

  private static final String HLOG_WRITER = "org.HdrHistogram.HistogramLogWriter";
  private static final String OBJECT_MAPPER = "com.fasterxml.jackson.databind.ObjectMapper";

  /** LibraryIo under the agent with {@code cache}, logging the JVM's class redefinitions. */
  private static JavaRun.Result keptEntriesRun(
      Jdk jdk, Path dir, Path cache, Path profile, int intervals, int orders, long pause)
      throws Exception {
    return keptEntriesRun(jdk, dir, cache, profile, intervals, orders, pause, "");
  }

  private static JavaRun.Result keptEntriesRun(
      Jdk jdk,
      Path dir,
      Path cache,
      Path profile,
      int intervals,
      int orders,
      long pause,
      String moreOptions)
      throws Exception {
    JavaRun.Result run =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .jvmArg("-Xlog:redefine+class+load=info")
            .withAgent("cache=" + cache + ",out=" + profile + moreOptions)
            .run(
                APP,
                dir.resolve("data").toString(),
                Integer.toString(intervals),
                Integer.toString(orders),
                Long.toString(pause));
    assertEquals(0, run.exitCode, run.toString());
    assertEquals("", run.stderrWithoutCdsWarning(), run.toString());
    return run;
  }

  /**
   * The library calls of {@code op}: more than a tenth of the app's {@code made} calls of {@code
   * method} counted (the ones before its class was instrumented are not), at most all, with some of
   * the operation's bytes.
   */
  private static OpProfile.LibraryCalls counted(OpProfile op, int made, String method) {
    OpProfile.LibraryCalls counted = op.libraryCalls;
    assertNotNull(counted, "no call of " + method + " counted");
    assertTrue(
        counted.calls > made / 10 && counted.calls <= made,
        "counted " + counted.calls + " of the app's " + made + " calls of " + method);
    assertTrue(counted.bytes > 0 && counted.bytes < op.bytes, counted.bytes + " of " + op.bytes);
    return counted;
  }

  /**
   * Spring Boot 3.2's loader ({@code jar:nested:} URLs) and its classic one ({@code jar:file:}).
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"it-apps-boot.jar", "it-apps-boot-classic.jar"})
  void fromASpringBootFatJar(String fatJar) throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("library-frames-" + fatJar.replace(".jar", ""), jdk);
    Path jar = JavaRun.IT_APPS.resolveSibling(fatJar);
    Path profile = dir.resolve("profile.json");
    JavaRun.Result agent =
        JavaRun.executableJar(jdk, jar)
            .withAgent("out=" + profile)
            .run(null, dir.resolve("data").toString());
    assertEquals(0, agent.exitCode, agent.toString());
    assertTrue(agent.stdout.startsWith("latency.hlog "), agent.toString());
    assertFramesAndLibraries(
        new Profiles(ProfileReader.read(profile), dir.resolve("data"), fatJar));
  }

  private static void assertFramesAndLibraries(Profiles p) {
    OpProfile hlog = p.op("latency.hlog", "FileOutputStream", "write");
    OpProfile.CallPath logged = hlog.dominantPath().orElseThrow();
    assertTrue(logged.app.startsWith(APP + ".logHistograms(LibraryIo.java:"), describe(hlog));
    assertTrue(
        logged.frames.get(0).startsWith("org.HdrHistogram.HistogramLogWriter."), describe(hlog));
    assertTrue(logged.library.startsWith("org.hdrhistogram:HdrHistogram:"), describe(hlog));
    assertTrue(
        hlog.paths().stream().allMatch(c -> c.app.startsWith(APP + ".logHistograms(")),
        "every path of the log's writes is placed at the app's method: " + describe(hlog));

    OpProfile json = p.op("orders.json", "FileOutputStream", "write");
    OpProfile.CallPath exported = json.dominantPath().orElseThrow();
    assertTrue(exported.app.startsWith(APP + ".exportJson(LibraryIo.java:"), describe(json));
    assertEquals(
        "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
        exported.frames.get(0),
        describe(json));
    assertTrue(
        exported.library.startsWith("com.fasterxml.jackson.core:jackson-databind:"),
        describe(json));
    assertTrue(
        exported
            .site()
            .contains(
                " via com.fasterxml.jackson.databind.ObjectMapper.writeValue (com.fasterxml.jackson.core:jackson-databind:"),
        exported.site());
  }

  private static String describe(OpProfile op) {
    return op.paths().stream()
        .map(c -> "\n  " + c.site() + " " + c.frames + " " + c.calls)
        .collect(Collectors.joining());
  }
}
