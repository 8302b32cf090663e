package io.iobench.it;

import static io.iobench.it.JavaRun.iobench;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code start PID}, {@code stop PID}, {@code status PID}, {@code record PID} on a running JVM of
 * every JDK of the matrix: a stop writes the profile of what was recorded since the start, the
 * calls between a stop and the next start are not recorded, and a second start records its own
 * session alone. {@code record --report} writes the report of what the app did while recording,
 * also when Ctrl-C ends the recording early.
 */
class RecordAttachIT {
  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void startStopStartRecordsEachSessionAlone(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("record-attach", jdk);
    Files.createDirectories(dir);
    Path first = dir.resolve("first.json");
    Path second = dir.resolve("second.json");
    Process app = phased(jdk, dir, 4);
    JavaRun.Result r;
    try {
      String pid = Long.toString(app.pid());
      assertEquals(0, iobench("status", pid).exitCode);
      assertTrue(iobench("status", pid).stdout.contains("is not recording"));
      JavaRun.Result start = iobench("start", pid, "out=" + first);
      assertEquals(0, start.exitCode, start.toString());
      assertTrue(iobench("status", pid).stdout.contains("is recording to " + first));
      phase(app, dir, 1);
      JavaRun.Result stop = iobench("stop", pid);
      assertEquals(0, stop.exitCode, stop.toString());
      assertTrue(stop.stdout.contains(first.toString()), stop.stdout);
      phase(app, dir, 2); // between the sessions: not recorded
      assertEquals(0, iobench("start", pid, "out=" + second).exitCode);
      phase(app, dir, 3);
      assertEquals(0, iobench("stop", pid).exitCode);
      JavaRun.Result again = iobench("stop", pid);
      assertEquals(2, again.exitCode, again.toString());
      assertTrue(again.stderr.contains("is not recording"), again.stderr);
      phase(app, dir, 4); // after the last stop: the app finishes normally
      r = JavaRun.exitedCleanly(app);
    } finally {
      app.destroyForcibly();
    }
    assertEquals("ready\nphase 1\nphase 2\nphase 3\nphase 4\n", r.stdout);

    Profile one = ProfileReader.read(first);
    Profile two = ProfileReader.read(second);
    assertEquals(50, writes(one, dir, 1), "the first session's phase");
    assertEquals(0, writes(one, dir, 3), "the first profile ends at its stop");
    assertEquals(0, writes(two, dir, 1), "the second session starts empty");
    assertEquals(0, writes(two, dir, 2), "nothing between a stop and a start is recorded");
    assertEquals(50, writes(two, dir, 3), "the second session's phase");
    assertEquals(0, writes(two, dir, 4), "nothing after the last stop");
    assertTrue(one.complete && two.complete, "a stop writes a complete profile");
  }

  @Test
  void recordAttachesForADurationAndWritesTheProfile() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("record-duration", jdk);
    Files.createDirectories(dir);
    Path out = dir.resolve("recorded.json");
    Process app = phased(jdk, dir, 2);
    try {
      String pid = Long.toString(app.pid());
      Files.writeString(dir.resolve("go-1"), "go");
      JavaRun.Result r = iobench("record", pid, "--duration", "3s", "-o", out.toString());
      assertEquals(0, r.exitCode, r.toString());
      assertTrue(r.stdout.contains("profile of JVM " + pid + " in " + out), r.stdout);
      phase(app, dir, 2);
      assertTrue(app.waitFor(60, TimeUnit.SECONDS));
    } finally {
      app.destroyForcibly();
    }
    assertTrue(ProfileReader.read(out).complete);
  }

  /**
   * The app's phase must be done before the duration ends: 0.3 to 0.5 s after the recording began
   * with load 11 to 13 on two cores (the first recorded calls load the recording's classes), too
   * near 3 s on a busier machine.
   */
  @Test
  void recordWritesTheReportOfWhatTheAppDidMeanwhile() throws Exception {
    recordTheFirstPhase("record-report", "15s", 2, (record, app) -> {}, RecordAttachIT::profileOf);
  }

  /**
   * Ctrl-C (SIGINT to iobench's JVM) ends the recording early, and iobench goes on as at the end of
   * its duration: the profile, then the report.
   */
  @Test
  void ctrlCStopsEarlyAndStillWritesTheProfileAndTheReport() throws Exception {
    recordTheFirstPhase(
        "record-ctrl-c",
        "1h",
        2,
        (record, app) -> {
          Assumptions.assumeFalse(
              ignores(record.pid(), 2),
              "iobench's JVM inherited SIGINT ignored: Ctrl-C cannot reach it");
          Process kill = new ProcessBuilder("kill", "-INT", Long.toString(record.pid())).start();
          assertEquals(0, kill.waitFor());
        },
        RecordAttachIT::profileOf);
  }

  /** The app ends first: the profile its JVM wrote as it exited is kept, and reported on. */
  @Test
  void anAppThatExitsDuringTheRecordingLeavesItsProfileAndReport() throws Exception {
    recordTheFirstPhase(
        "record-app-exits",
        "1h",
        1,
        (record, app) -> assertTrue(app.waitFor(60, TimeUnit.SECONDS), "the app finished"),
        pid ->
            "JVM "
                + pid
                + " exited during the recording; its profile, written as it exited, is in ");
  }

  private static String profileOf(String pid) {
    return "profile of JVM " + pid + " in ";
  }

  private interface RecordEnd {
    void after(Process record, Process app) throws Exception;
  }

  /**
   * {@code record --duration DURATION --report} around the first of the app's {@code phases}
   * phases, ended by {@code end} or by its duration; {@code record} says {@code said} of the app's
   * PID before the profile's path. The profile and the report have the first phase and not a
   * second.
   */
  private static void recordTheFirstPhase(
      String test, String duration, int phases, RecordEnd end, UnaryOperator<String> said)
      throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work(test, jdk);
    Path out = dir.resolve("recorded.json");
    Path report = dir.resolve("report.html");
    Files.deleteIfExists(out);
    Files.deleteIfExists(report);
    Process app = phased(jdk, dir, phases);
    try {
      String pid = Long.toString(app.pid());
      Process record =
          iobenchStarted(
              "record",
              pid,
              "--duration",
              duration,
              "-o",
              out.toString(),
              "--report",
              report.toString());
      try {
        awaitStderr(record, "recording JVM " + pid);
        phase(app, dir, 1);
        end.after(record, app);
        JavaRun.Result r = finished(record);
        assertEquals(0, r.exitCode, r.toString());
        assertTrue(r.stdout.contains(said.apply(pid) + out), r.stdout);
        assertTrue(r.stdout.contains("Report written to " + report), r.stdout);
      } finally {
        record.destroyForcibly();
      }
      if (phases > 1) {
        assertTrue(app.isAlive(), "the app runs on");
        phase(app, dir, 2);
      }
      assertTrue(app.waitFor(60, TimeUnit.SECONDS));
    } finally {
      app.destroyForcibly();
    }
    Profile profile = ProfileReader.read(out);
    assertTrue(profile.complete);
    assertEquals(50, writes(profile, dir, 1), "the phase during the recording");
    assertEquals(0, writes(profile, dir, 2), "the phase after it");
    assertReportNames(report, dir.resolve("out-1.bin"));
  }

  /** One self-contained page (it loads nothing, from the web or beside it) that names the file. */
  private static void assertReportNames(Path report, Path file) throws Exception {
    assertTrue(Files.isRegularFile(report), "report written");
    String page = Files.readString(report);
    assertTrue(page.startsWith("<!DOCTYPE html>"), page.substring(0, 40));
    String rest = page.replace("\"http://www.w3.org/2000/svg\"", "");
    assertFalse(rest.contains("http://") || rest.contains("https://"), "no URL to load");
    assertFalse(rest.contains("src=\"") || rest.contains("<link"), "nothing to load beside it");
    assertTrue(page.contains(file.toAbsolutePath().toString()), "names " + file);
  }

  @Test
  void listShowsTheRunningJvmsButItself() throws Exception {
    Path dir = AgentMatrixIT.work("record-list", JdkMatrix.current());
    Process app = phased(JdkMatrix.current(), dir, 1);
    try {
      JavaRun.Result list = iobench("list");
      assertEquals(0, list.exitCode, list.toString());
      assertTrue(
          list.stdout
              .lines()
              .anyMatch(l -> l.startsWith(app.pid() + " io.iobench.itapps.PhasedIo")),
          list.stdout);
      // Itself is the JVM running "list"; another iobench command on the machine may be listed.
      assertFalse(
          list.stdout.lines().anyMatch(l -> l.matches("\\d+ io\\.iobench\\.cli\\.Main list")),
          "itself: " + list.stdout);
      phase(app, dir, 1);
      assertTrue(app.waitFor(60, TimeUnit.SECONDS));
    } finally {
      app.destroyForcibly();
    }
  }

  @Test
  void badTargetsGiveOneClearLineAndExitTwo() throws Exception {
    JavaRun.Result none = iobench("status", "999999999");
    assertEquals(2, none.exitCode, none.toString());
    assertTrue(
        none.stderr.startsWith("iobench: there is no process with PID 999999999"), none.stderr);
    assertEquals(1, none.stderr.strip().lines().count(), none.stderr);
    JavaRun.Result duration = iobench("record", "1", "--duration", "soon");
    assertEquals(2, duration.exitCode);
    assertTrue(duration.stderr.contains("is not a duration"), duration.stderr);
  }

  private static Process phased(Jdk jdk, Path dir, int phases) throws Exception {
    // A run before this one left its go files: the app would run through every phase at once.
    for (int i = 1; i <= phases; i++) {
      Files.deleteIfExists(dir.resolve("go-" + i));
    }
    Process p =
        JavaRun.on(jdk)
            .jvmArg("-XX:+IgnoreUnrecognizedVMOptions")
            .jvmArg("-XX:+EnableDynamicAgentLoading")
            .start("io.iobench.itapps.PhasedIo", dir.toString(), Integer.toString(phases));
    Launched.awaitOutput(p, "ready\n");
    return p;
  }

  /** Lets the app do phase {@code i} and waits until it has. */
  private static void phase(Process p, Path dir, int i) throws Exception {
    Files.writeString(dir.resolve("go-" + i), "go");
    Launched.awaitOutput(p, "phase " + i + "\n");
  }

  private static long writes(Profile profile, Path dir, int phase) {
    String file = dir.resolve("out-" + phase + ".bin").toAbsolutePath().toString();
    return profile
        .file(file)
        .flatMap(f -> f.op("FileOutputStream", "write"))
        .map(o -> o.calls)
        .orElse(0L);
  }

  private static Process iobenchStarted(String... args) throws Exception {
    return JavaRun.cli().start(JavaRun.CLI, args);
  }

  /** Waits until iobench's run ends, replay and report included. */
  private static JavaRun.Result finished(Process p) throws Exception {
    assertTrue(p.waitFor(180, TimeUnit.SECONDS), "iobench finished");
    return JavaRun.collect(p);
  }

  /**
   * Waits until the process has printed {@code text} on stderr, at most {@link
   * JavaRun#TIMEOUT_SECONDS}.
   */
  private static void awaitStderr(Process p, String text) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(JavaRun.TIMEOUT_SECONDS);
    Path stderr = Launched.info(p).stderr.toPath();
    while (System.nanoTime() < deadline && p.isAlive()) {
      if (Files.readString(stderr).contains(text)) {
        return;
      }
      Thread.sleep(10);
    }
    throw new AssertionError(
        "iobench did not print " + text + ": " + Files.readString(stderr).strip());
  }

  /** Whether the process ignores signal {@code number}, by its mask in /proc (false unreadable). */
  private static boolean ignores(long pid, int number) throws Exception {
    Path status = Path.of("/proc", Long.toString(pid), "status");
    if (!Files.isReadable(status)) {
      return false;
    }
    return Files.readAllLines(status).stream()
        .filter(l -> l.startsWith("SigIgn:"))
        .map(l -> Long.parseUnsignedLong(l.substring("SigIgn:".length()).strip(), 16))
        .anyMatch(mask -> (mask & (1L << (number - 1))) != 0);
  }
}
