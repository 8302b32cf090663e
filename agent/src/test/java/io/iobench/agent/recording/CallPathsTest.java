package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.app.FakeApp;
import com.fasterxml.jackson.databind.JsonNode;
import io.iobench.agent.config.AgentConfig;
import io.iobench.format.CallPathFrames;
import io.iobench.format.ProfileFields;
import io.iobench.format.RecordedOp;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.fakelib.FakeAppender;
import org.apache.fakelib.FakeLibrary;
import org.junit.jupiter.api.Test;

/** Call paths: which frames are the app's, what a path holds, and what share it is given. */
class CallPathsTest {
  private static final String LOG = "/data/app.log";

  private final List<String> errors = new ArrayList<>();

  @Test
  void theAppsFramesAreOutsideTheJdkAndTheKnownLibrariesUnlessTheAppOptionNamesThem() {
    assertRoles(
        List.of(),
        List.of("com.acme.Indexer", "io.iobench.demo.DemoApp"),
        List.of(
            "ch.qos.logback.core.FileAppender",
            "org.apache.logging.log4j.core.appender.FileManager",
            "org.h2.mvstore.FileStore",
            "java.io.ObjectInputStream",
            "io.iobench.agent.recording.ThreadRecorder"));
    assertRoles(
        List.of("com.acme", "org.apache.myapp.Main"),
        List.of(
            "com.acme.Indexer",
            "com.acme.Indexer$Batch",
            "org.apache.myapp.Main",
            "org.apache.myapp.Main$1"),
        // com.example.Tool: not named by app=, so a library's
        List.of("org.apache.myapp.MainTest", "com.acmex.Other", "com.example.Tool"));
  }

  /** With the app option naming {@code appPackages}: which classes are the app's and which not. */
  private static void assertRoles(
      List<String> appPackages, List<String> apps, List<String> notApps) {
    FrameRoles roles = new FrameRoles(appPackages);
    apps.forEach(c -> assertTrue(roles.isApp(c), c));
    notApps.forEach(c -> assertFalse(roles.isApp(c), c));
  }

  @Test
  void aPathGoesFromTheAppsFrameThroughTheLibraryAndTheJdkDecoratorToTheCall() throws Exception {
    JsonNode path = onlyPath(appendOnce(""));
    assertTrue(path.get("app").asText().startsWith("com.example.app.FakeApp.call(FakeApp.java:"));
    List<String> frames = texts(path.get("frames"));
    assertEquals("org.apache.fakelib.FakeAppender.append", frames.get(0), frames.toString());
    assertTrue(frames.contains("java.io.BufferedOutputStream.flush"), frames.toString());
    assertTrue(frames.stream().noneMatch(f -> f.startsWith("io.iobench.")), frames.toString());
    assertTrue(frames.stream().noneMatch(f -> f.startsWith("com.example.")), frames.toString());
  }

  @Test
  void withTheAppOptionThePathEndsAtTheNamedPackage() throws Exception {
    JsonNode profile = appendOnce("app=org.apache.fakelib.*");
    JsonNode path = onlyPath(profile);
    assertTrue(
        path.get("app").asText().startsWith("org.apache.fakelib.FakeAppender.append("),
        path.toString());
    assertEquals("java.io.BufferedOutputStream.flush", path.get("frames").get(0).asText());
    assertEquals("org.apache.fakelib", profile.at("/agent/appPackages/0").asText());
  }

  @Test
  void aPathOfAStackWithoutAnAppFrameHasNoApp() throws Exception {
    JsonNode path = onlyPath(appendOnce("app=com.acme"));
    assertNull(path.get("app"));
    assertTrue(
        texts(path.get("frames")).contains("org.apache.fakelib.FakeAppender.append"),
        path.toString());
  }

  /**
   * The library method the app entered is handed over to be counted by the walk of its operation's
   * {@link LibraryEntries#MIN_CALLS}th call, not by the walks of the calls before.
   */
  @Test
  void theLibraryEntryIsHandedOverAtTheOperationsMinCallsThCall() {
    Recording rec = recording("");
    List<String> handed = new ArrayList<>();
    rec.libraryEntries.instrumentWith((type, method) -> handed.add(type.getName() + "." + method));
    OutputStream file = recorded(new DispatcherCalls(rec));
    FakeAppender appender = new FakeAppender(file);
    for (long i = 1; i < LibraryEntries.MIN_CALLS; i++) {
      appendFromTheApp(appender);
    }
    assertEquals(
        List.of(), handed, "before its operation's " + LibraryEntries.MIN_CALLS + "th call");

    appendFromTheApp(appender);
    assertEquals(List.of("org.apache.fakelib.FakeAppender.append"), handed);
  }

  /**
   * A thread whose walks have taken their share of its time walks no more of an operation's first
   * calls than the first, but still those of an operation called more often; each key's calls add
   * up either way.
   */
  @Test
  void overItsShareOfWalksAThreadWalksOnlyTheOperationsCalledOften() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object stream = new Object();
    overItsShareOfWalks(d, stream);
    for (int i = 0; i < 3; i++) {
      d.call("/data/few.log", RecordedOp.FOS_WRITE, stream, -1, 8, 0, 8, null);
    }
    for (long i = 1; i < LibraryEntries.MIN_CALLS + 100; i++) {
      d.call(LOG, RecordedOp.FOS_WRITE, stream, -1, 8, 0, 8, null);
    }

    JsonNode profile = RecordingTest.json(rec);
    JsonNode few = RecordingTest.op(profile, "/data/few.log", "FileOutputStream", "write");
    JsonNode walked = few.get("callPaths");
    assertEquals(1, walked.size(), few.toString());
    assertEquals(1, walked.get(0).get("samples").asLong(), "its first call only: " + few);
    assertEquals(3, walked.get(0).get("calls").asLong(), few.toString());
    assertEquals(24, walked.get(0).get("bytes").asLong(), few.toString());

    JsonNode often = RecordingTest.op(profile, LOG, "FileOutputStream", "write");
    JsonNode paths = often.get("callPaths");
    assertEquals(1, paths.size(), often.toString());
    assertTrue(
        paths.get(0).get("samples").asLong() > 1,
        "walked at its first call and again from its " + LibraryEntries.MIN_CALLS + "th: " + often);
    assertEquals(often.get("calls").asLong(), paths.get(0).get("calls").asLong());
  }

  /**
   * Past its share of walks and its first {@link ThreadRecorder#ALWAYS_WALKED_KEYS} keys, a thread
   * walks a new key's first call only {@link StackCapture#SHORT_DEPTH} frames far: the app's frame
   * near the call is found as a whole walk finds it, and a path whose library frames reach deeper
   * ends cut, without an app frame, the library's frames near the call kept. Within its first keys,
   * the same deep call is walked whole.
   */
  @Test
  void overItsShareAThreadWalksANewKeysFirstCallOnlyAShortWay() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    ThreadRecorder recorder = overItsShareOfWalks(d, new Object());
    FakeAppender early = new FakeAppender(recorded(d, "/data/early.log"));
    appendNested(early);
    recorder.firstWalks = ThreadRecorder.ALWAYS_WALKED_KEYS;
    FakeAppender near = new FakeAppender(recorded(d, "/data/near.log"));
    FakeAppender deep = new FakeAppender(recorded(d, "/data/deep.log"));
    FakeApp.call(
        () -> {
          near.append("x");
          return null;
        });
    appendNested(deep);

    JsonNode profile = RecordingTest.json(rec);
    JsonNode earlyPath = firstWritePath(profile, "/data/early.log");
    assertTrue(
        earlyPath.get("app").asText().startsWith("com.example.app.FakeApp.call("),
        "one of the thread's first keys: " + earlyPath);
    JsonNode nearPath = firstWritePath(profile, "/data/near.log");
    assertTrue(
        nearPath.get("app").asText().startsWith("com.example.app.FakeApp.call("),
        nearPath.toString());
    assertEquals("org.apache.fakelib.FakeAppender.append", nearPath.at("/frames/0").asText());

    JsonNode deepPath = firstWritePath(profile, "/data/deep.log");
    List<String> frames = texts(deepPath.get("frames"));
    assertEquals(ProfileFields.CallPath.ELIDED, frames.get(0), deepPath.toString());
    assertNull(deepPath.get("app"), deepPath.toString());
    assertTrue(frames.contains("org.apache.fakelib.FakeAppender.append"), frames.toString());
    assertTrue(frames.contains("org.apache.fakelib.FakeLibrary.nested"), frames.toString());
    assertEquals(1, deepPath.get("samples").asLong(), deepPath.toString());
  }

  /**
   * Past its share of walks, its first keys and its short walks' own share, a thread walks no first
   * call of a new key: its calls are all of no known path, which the analysis reads as whose code
   * made them is unknown, until its {@link LibraryEntries#MIN_CALLS}th call, walked whole, stands
   * for them all.
   */
  @Test
  void overItsShortWalksShareAThreadWalksANewKeyOnlyAtItsCallsOften() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object stream = new Object();
    pastEveryShareOfWalks(d, stream);
    for (int i = 0; i < 3; i++) {
      d.call("/data/few.log", RecordedOp.FOS_WRITE, stream, -1, 8, 0, 8, null);
    }
    FakeAppender often = new FakeAppender(recorded(d, "/data/often.log"));
    FakeApp.call(
        () -> {
          for (long i = 0; i < LibraryEntries.MIN_CALLS; i++) {
            often.append("x");
          }
          return null;
        });

    JsonNode profile = RecordingTest.json(rec);
    JsonNode few = RecordingTest.op(profile, "/data/few.log", "FileOutputStream", "write");
    assertEquals(0, few.get("callPaths").size(), few.toString());
    JsonNode other = few.get("callPathsOther");
    assertEquals(0, other.get("samples").asLong(), few.toString());
    assertEquals(3, other.get("calls").asLong(), few.toString());
    assertEquals(24, other.get("bytes").asLong(), few.toString());

    JsonNode oftenOp = RecordingTest.op(profile, "/data/often.log", "FileOutputStream", "write");
    JsonNode path = oftenOp.get("callPaths").get(0);
    assertEquals(1, path.get("samples").asLong(), oftenOp.toString());
    assertTrue(
        path.get("app").asText().startsWith("com.example.app.FakeApp.call("),
        "walked whole at its " + LibraryEntries.MIN_CALLS + "th call: " + oftenOp);
    assertEquals(oftenOp.get("calls").asLong(), path.get("calls").asLong(), oftenOp.toString());
  }

  /**
   * Past its share of walks, its first keys and its short walks' own share, a thread still walks
   * whole a call of {@link ThreadRecorder#SLOW_CALL_NANOS} or more, first or not, and no fast call
   * of a key called a few times.
   */
  @Test
  void overEveryShareAThreadStillWalksASlowCallWhole() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object stream = new Object();
    pastEveryShareOfWalks(d, stream);
    FakeApp.call(
        () -> {
          d.call("/data/fast.bin", RecordedOp.FIS_READ, stream, -1, 8, 0, 8, null);
          d.slowCall(
              "/data/slow.bin", RecordedOp.FIS_READ, stream, 8, ThreadRecorder.SLOW_CALL_NANOS);
          for (int i = 0; i < 4; i++) {
            d.call("/data/slow.bin", RecordedOp.FIS_READ, stream, -1, 8, 0, 8, null);
          }
          d.slowCall(
              "/data/slow.bin", RecordedOp.FIS_READ, stream, 8, ThreadRecorder.SLOW_CALL_NANOS);
          return null;
        });

    JsonNode profile = RecordingTest.json(rec);
    JsonNode fast = RecordingTest.op(profile, "/data/fast.bin", "FileInputStream", "read");
    assertEquals(0, fast.get("callPaths").size(), fast.toString());
    assertEquals(1, fast.get("callPathsOther").get("calls").asLong(), fast.toString());
    JsonNode slow = RecordingTest.op(profile, "/data/slow.bin", "FileInputStream", "read");
    JsonNode path = onlyPathFromTheApp(slow);
    assertEquals(2, path.get("samples").asLong(), "the two slow calls: " + slow);
    assertEquals(6, path.get("calls").asLong(), "the fast calls between stand with them: " + slow);
  }

  /**
   * Past every share, a key's fast calls that the walks skipped are walked whole once their time
   * adds up to {@link ThreadRecorder#SLOW_CALL_NANOS}: the walk stands for them all. A key whose
   * calls stay under it has no path.
   */
  @Test
  void overEveryShareAThreadWalksAKeyWholeOnceItsSkippedCallsAddUpToASlowOne() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object stream = new Object();
    pastEveryShareOfWalks(d, stream);
    long quarter = ThreadRecorder.SLOW_CALL_NANOS / 4;
    FakeApp.call(
        () -> {
          for (int i = 0; i < 4; i++) {
            d.slowCall("/data/fsynced.bin", RecordedOp.FIS_READ, stream, 8, quarter + 1);
          }
          d.slowCall("/data/cheap.bin", RecordedOp.FIS_READ, stream, 8, quarter);
          for (int i = 0; i < 3; i++) {
            d.call("/data/cheap.bin", RecordedOp.FIS_READ, stream, -1, 8, 0, 8, null);
          }
          return null;
        });

    JsonNode profile = RecordingTest.json(rec);
    JsonNode walked = RecordingTest.op(profile, "/data/fsynced.bin", "FileInputStream", "read");
    JsonNode path = onlyPathFromTheApp(walked);
    assertEquals(1, path.get("samples").asLong(), "walked once, at the fourth: " + walked);
    assertEquals(4, path.get("calls").asLong(), "the skipped calls stand with it: " + walked);
    assertEquals(0, walked.get("callPathsOther").get("calls").asLong(), walked.toString());
    JsonNode cheap = RecordingTest.op(profile, "/data/cheap.bin", "FileInputStream", "read");
    assertEquals(0, cheap.get("callPaths").size(), cheap.toString());
    assertEquals(4, cheap.get("callPathsOther").get("calls").asLong(), cheap.toString());
  }

  /**
   * A jar's fast calls are not walked, however few walks the thread has made: its calls are of no
   * known path until a slow one, or its {@link LibraryEntries#MIN_CALLS}th, is walked and stands
   * for them; another file's first call is walked as ever.
   */
  @Test
  void aJarIsWalkedOnlyWhereItsCallsProveSlowOrMany() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object stream = new Object();
    FakeApp.call(
        () -> {
          for (int i = 0; i < 3; i++) {
            d.call("/lib/few.jar", RecordedOp.RAF_READ, stream, 0, 8, 0, 8, null);
            d.call("/lib/slow.jar", RecordedOp.RAF_READ, stream, 0, 8, 0, 8, null);
            d.call("/data/app.bin", RecordedOp.RAF_READ, stream, 0, 8, 0, 8, null);
          }
          d.slowCall(
              "/lib/slow.jar", RecordedOp.RAF_READ, stream, 8, ThreadRecorder.SLOW_CALL_NANOS);
          for (long i = 0; i < LibraryEntries.MIN_CALLS; i++) {
            d.call("/lib/many.jar", RecordedOp.RAF_READ, stream, 0, 8, 0, 8, null);
          }
          return null;
        });

    JsonNode profile = RecordingTest.json(rec);
    JsonNode few = RecordingTest.op(profile, "/lib/few.jar", "RandomAccessFile", "read");
    assertEquals(0, few.get("callPaths").size(), few.toString());
    assertEquals(3, few.get("callPathsOther").get("calls").asLong(), few.toString());
    for (String walked : List.of("/lib/slow.jar", "/lib/many.jar", "/data/app.bin")) {
      JsonNode op = RecordingTest.op(profile, walked, "RandomAccessFile", "read");
      JsonNode path = op.get("callPaths").get(0);
      assertTrue(
          path.get("app").asText().startsWith("com.example.app.FakeApp.call("), op.toString());
      assertEquals(op.get("calls").asLong(), path.get("calls").asLong(), op.toString());
    }
    assertEquals(
        1,
        RecordingTest.op(profile, "/lib/slow.jar", "RandomAccessFile", "read")
            .get("callPaths")
            .get(0)
            .get("samples")
            .asLong());
  }

  /** The operation's one path, asserted to have the app's frame. */
  private static JsonNode onlyPathFromTheApp(JsonNode op) {
    assertEquals(1, op.get("callPaths").size(), op.toString());
    JsonNode path = op.get("callPaths").get(0);
    assertTrue(path.get("app").asText().startsWith("com.example.app.FakeApp.call("), op.toString());
    return path;
  }

  /**
   * A walk is charged the CPU time the thread's clock gives for it, not the wall time it took: one
   * that waited for a core on a loaded machine spends no more of the thread's share of walks than
   * on an idle one, and the same app keeps the same paths on both.
   */
  @Test
  void aWalkIsChargedTheThreadsCpuTimeNotItsWallTime() {
    Recording rec = recording("");
    long[] cpu = {0};
    rec.walkClock = () -> cpu[0] += 1_000;
    DispatcherCalls d = new DispatcherCalls(rec);
    d.call(LOG, RecordedOp.FOS_WRITE, new Object(), -1, 8, 0, 8, null);

    assertEquals(2, cpu[0] / 1_000, "the clock read before and after the walk");
    assertEquals(1_000, ((ThreadRecorder) d.recorder()).walkNanos);
  }

  /**
   * Where the JVM has no thread CPU clock, or before it is loaded, a walk is charged its wall time.
   */
  @Test
  void withoutAThreadCpuClockAWalkIsChargedItsWallTime() {
    Recording rec = recording("");
    rec.walkClock = () -> -1;
    DispatcherCalls d = new DispatcherCalls(rec);
    long before = System.nanoTime();
    d.call(LOG, RecordedOp.FOS_WRITE, new Object(), -1, 8, 0, 8, null);
    long took = System.nanoTime() - before;

    long charged = ((ThreadRecorder) d.recorder()).walkNanos;
    assertTrue(charged > 0 && charged <= took, charged + " ns charged, the call took " + took);
  }

  /**
   * The recorder of {@code d}'s thread after one write of {@link #LOG} on {@code stream}, put past
   * its share of walks.
   */
  private static ThreadRecorder overItsShareOfWalks(DispatcherCalls d, Object stream) {
    d.call(LOG, RecordedOp.FOS_WRITE, stream, -1, 8, 0, 8, null);
    ThreadRecorder recorder = (ThreadRecorder) d.recorder();
    recorder.walkNanos = Long.MAX_VALUE / 2;
    return recorder;
  }

  /**
   * As {@link #overItsShareOfWalks}, and past its first keys walked whole and its short walks'
   * share too.
   */
  private static void pastEveryShareOfWalks(DispatcherCalls d, Object stream) {
    ThreadRecorder recorder = overItsShareOfWalks(d, stream);
    recorder.shortWalkNanos = Long.MAX_VALUE / 2;
    recorder.firstWalks = ThreadRecorder.ALWAYS_WALKED_KEYS;
  }

  /** The first call path of the FileOutputStream writes of {@code file}. */
  private static JsonNode firstWritePath(JsonNode profile, String file) {
    return RecordingTest.op(profile, file, "FileOutputStream", "write").get("callPaths").get(0);
  }

  /** Appends from the app's frame under {@link StackCapture#SHORT_DEPTH} frames of a library. */
  private static void appendNested(FakeAppender appender) {
    FakeApp.call(
        () ->
            FakeLibrary.nested(
                StackCapture.SHORT_DEPTH,
                () -> {
                  appender.append("x");
                  return null;
                }));
  }

  /**
   * Two paths mixed one to three in a repeating order, as an app alternates a header and a body:
   * the shares of calls and bytes come out near the truth, not all on one path, and add up to the
   * exact totals.
   */
  @Test
  void pathsShareTheExactTotalsInProportionToTheirCalls() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    OutputStream file = recorded(d);
    FakeAppender appender = new FakeAppender(file);
    String body = "x".repeat(99);
    int rounds = 1_000_000;
    FakeApp.call(
        () -> {
          for (int i = 0; i < rounds; i++) {
            writeDirect(file, 10);
            appender.append(body);
            appender.append(body);
            appender.append(body);
          }
          return null;
        });
    JsonNode op = RecordingTest.op(RecordingTest.json(rec), LOG, "FileOutputStream", "write");
    long calls = op.get("calls").asLong();
    long bytes = op.get("bytes").asLong();
    assertEquals(4L * rounds, calls);
    assertEquals(rounds * (10L + 3 * 99), bytes);
    JsonNode paths = op.get("callPaths");
    assertEquals(2, paths.size(), paths.toString());
    long sumCalls = op.at("/callPathsOther/calls").asLong();
    long sumBytes = op.at("/callPathsOther/bytes").asLong();
    for (JsonNode p : paths) {
      sumCalls += p.get("calls").asLong();
      sumBytes += p.get("bytes").asLong();
    }
    assertEquals(calls, sumCalls, "calls of the paths add up to the key's");
    assertEquals(bytes, sumBytes, "bytes of the paths add up to the key's");
    JsonNode appended = paths.get(0);
    assertEquals("org.apache.fakelib.FakeAppender.append", appended.at("/frames/0").asText());
    assertEquals(0.75, appended.get("calls").asDouble() / calls, 0.1, paths.toString());
    assertEquals(297.0 / 307, appended.get("bytes").asDouble() / bytes, 0.1, paths.toString());
    assertTrue(appended.get("samples").asLong() > 100, paths.toString());
  }

  /**
   * A walk costs tens of microseconds, so a key's first 100 000 calls must not pay for many more
   * than the first few and about one per sample period (the gap doubling per walk reaches it after
   * about a dozen): about 25 here, where a gap that grew only as fast as the walks taken so far
   * would take about 110.
   */
  @Test
  void theGapBetweenWalksReachesTheSamplePeriodAfterAboutADozenWalks() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    OutputStream file = recorded(d);
    int calls = 100_000;
    FakeApp.call(
        () -> {
          for (int i = 0; i < calls; i++) {
            writeDirect(file, 10);
          }
          return null;
        });
    JsonNode op = RecordingTest.op(RecordingTest.json(rec), LOG, "FileOutputStream", "write");
    assertEquals(calls, op.get("calls").asLong());
    long walks = 0;
    for (JsonNode p : op.get("callPaths")) {
      walks += p.get("samples").asLong();
    }
    long perPeriod = calls / rec.siteSamplePeriod;
    assertTrue(walks >= 4 + perPeriod / 2, "walks: " + walks);
    assertTrue(walks <= 20 + 2 * perPeriod, "walks: " + walks);
  }

  @Test
  void scalingGivesTheRoundingToTheLargestRemainders() {
    long[] parts = {1, 1, 1};
    CallPathsJson.scale(parts, 10);
    assertEquals(10, parts[0] + parts[1] + parts[2]);
    assertTrue(parts[0] >= 3 && parts[0] <= 4);
    long[] none = {0, 0};
    CallPathsJson.scale(none, 10);
    assertEquals(0, none[0] + none[1], "no walk, nothing attributed");
  }

  @Test
  void aLongPathKeepsItsOuterAndInnerFramesAroundTheElisionMark() {
    List<String> innerFirst = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      innerFirst.add("f" + i);
    }
    String[] out = CallPathFrames.outermostFirst(innerFirst);
    assertEquals(CallPathFrames.MAX_FRAMES + 1, out.length);
    assertEquals("f49", out[0]);
    assertEquals("...", out[CallPathFrames.MAX_FRAMES / 2]);
    assertEquals("f0", out[CallPathFrames.MAX_FRAMES]);
  }

  private JsonNode appendOnce(String options) throws IOException {
    Recording rec = recording(options);
    DispatcherCalls d = new DispatcherCalls(rec);
    FakeAppender appender = new FakeAppender(recorded(d));
    FakeApp.call(
        () -> {
          appender.append("an event");
          return null;
        });
    return RecordingTest.json(rec);
  }

  private static JsonNode onlyPath(JsonNode profile) {
    JsonNode paths = RecordingTest.op(profile, LOG, "FileOutputStream", "write").get("callPaths");
    assertEquals(1, paths.size(), paths.toString());
    return paths.get(0);
  }

  private static void appendFromTheApp(FakeAppender appender) {
    FakeApp.call(
        () -> {
          appender.append("x");
          return null;
        });
  }

  /** A stream whose writes the recorder sees as FileOutputStream writes of {@link #LOG}. */
  private static OutputStream recorded(DispatcherCalls d) {
    return recorded(d, LOG);
  }

  /** A stream whose writes the recorder sees as FileOutputStream writes of {@code path}. */
  private static OutputStream recorded(DispatcherCalls d, String path) {
    return new OutputStream() {
      @Override
      public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) {
        d.call(path, RecordedOp.FOS_WRITE, this, -1, len, 0, len, null);
      }
    };
  }

  private static void writeDirect(OutputStream file, int size) {
    try {
      file.write(new byte[size], 0, size);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private Recording recording(String options) {
    return new Recording(AgentConfig.parse(options, 1), errors::add);
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }
}
