package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each way an attach fails, on real processes, is its own line on stderr and exit code 2: no such
 * process, a process that is not a JVM (which must survive: the JDK's attach sends it SIGQUIT),
 * attach disabled, a JVM that does not answer, a JVM already recording. The target runs on every
 * JDK of the matrix; iobench runs on the same JDK when it can (17 and later), since what the attach
 * throws is its own JDK's. Another user's JVM is the unit test's (AttachDiagnosisTest): a test
 * cannot start one portably.
 */
class AttachErrorsIT {
  private static final List<String> COMMANDS = List.of("status", "start", "stop", "record");

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void noSuchProcess(Jdk jdk) throws Exception {
    Process gone = new ProcessBuilder("true").start();
    assertTrue(gone.waitFor(30, TimeUnit.SECONDS));
    String pid = Long.toString(gone.pid());
    assertTrue(ProcessHandle.of(gone.pid()).isEmpty(), "the process is gone");
    for (String command : COMMANDS) {
      assertOneLine(
          iobench(jdk, command, pid), "iobench: there is no process with PID " + pid + " (");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void aProcessThatIsNotAJvmIsRefusedAndLives(Jdk jdk) throws Exception {
    Process sleep = new ProcessBuilder("sleep", "120").start();
    try {
      // Had it inherited SIGQUIT ignored, surviving would prove nothing.
      boolean quitKills = sigquitKills(sleep.pid());
      String pid = Long.toString(sleep.pid());
      for (String command : COMMANDS) {
        assertOneLine(
            iobench(jdk, command, pid),
            "iobench: process " + pid + " (sleep) is not a JVM: ",
            "Java programs only");
        assertTrue(sleep.isAlive(), command + " left the process alive");
      }
      Assumptions.assumeTrue(
          quitKills, "sleep does not die of SIGQUIT here: its survival proves nothing");
    } finally {
      sleep.destroyForcibly();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void aJvmWithAttachDisabled(Jdk jdk) throws Exception {
    Process app = sleeper(jdk, "disabled", "-XX:+DisableAttachMechanism");
    String pid = Long.toString(app.pid());
    assertRefusedAndLives(
        jdk,
        app,
        List.of("status", "record"),
        "iobench: JVM " + pid + " was started with -XX:+DisableAttachMechanism,",
        "restart it without that option");
  }

  /**
   * A JVM started with -Xrs has no handler for SIGQUIT, which the attach of JDK 11 to 21 sends
   * unasked: it would die of it.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void aJvmWithoutAHandlerForSigquitIsRefusedAndLives(Jdk jdk) throws Exception {
    Process app = sleeper(jdk, "xrs", "-Xrs");
    String pid = Long.toString(app.pid());
    assertRefusedAndLives(
        jdk,
        app,
        List.of("status", "start", "record"),
        "iobench: process " + pid + " (java) does not catch SIGQUIT,",
        "a JVM started with -Xrs");
  }

  /**
   * A stopped JVM, first before its attach listener runs (the JDK's own wait for it runs out), then
   * with the listener running (only iobench's own wait ends it). iobench is given {@code --timeout
   * 2s}: an option of iobench's rather than the JDK's property, since the property bounds only the
   * first of these waits.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void aStoppedJvmDoesNotAnswerWithinTheTimeout(Jdk jdk) throws Exception {
    Process app = sleeper(jdk, "stopped");
    String pid = Long.toString(app.pid());
    String line = "iobench: JVM " + pid + " did not answer within 2 s (hung, stopped, or busy)";
    try {
      signal("-STOP", app.pid());
      assertWithinSeconds(
          20, () -> assertOneLine(iobench(jdk, "status", pid, "--timeout", "2s"), line));
      signal("-CONT", app.pid());
      JavaRun.Result answered = iobench(jdk, "status", pid);
      assertEquals(0, answered.exitCode, answered.toString());
      signal("-STOP", app.pid());
      for (String command : List.of("status", "start")) {
        assertWithinSeconds(
            20, () -> assertOneLine(iobench(jdk, command, pid, "--timeout", "2s"), line));
      }
    } finally {
      signal("-CONT", app.pid());
      app.destroyForcibly();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void aJvmAlreadyRecording(Jdk jdk) throws Exception {
    Process app = sleeper(jdk, "already", "-XX:+EnableDynamicAgentLoading");
    Path out = AgentMatrixIT.work("attach-errors-already", jdk).resolve("profile.json");
    try {
      String pid = Long.toString(app.pid());
      JavaRun.Result start = iobench(jdk, "start", pid, "out=" + out);
      assertEquals(0, start.exitCode, start.toString());
      assertOneLine(
          iobench(jdk, "start", pid, "out=" + out + ".2"),
          "iobench: JVM " + pid + " is already recording (to " + out + "); stop it first");
      JavaRun.Result stop = iobench(jdk, "stop", pid);
      assertEquals(0, stop.exitCode, stop.toString());
    } finally {
      app.destroyForcibly();
    }
  }

  /**
   * Each of {@code commands} on the JVM {@code app} is refused with one line with each of {@code
   * words}, and the JVM is alive after; it is ended in any case. Alive is looked at half a second
   * after the last command: a SIGQUIT the attach sent kills only once it is delivered.
   */
  private static void assertRefusedAndLives(
      Jdk jdk, Process app, List<String> commands, String... words) throws Exception {
    try {
      String pid = Long.toString(app.pid());
      for (String command : commands) {
        assertOneLine(iobench(jdk, command, pid), words);
      }
      Thread.sleep(500);
      assertTrue(app.isAlive(), "the JVM lives");
    } finally {
      app.destroyForcibly();
    }
  }

  /** Exit code 2 and one line on stderr, with each of {@code words}. */
  private static void assertOneLine(JavaRun.Result r, String... words) {
    assertEquals(2, r.exitCode, r.toString());
    assertEquals(1, r.stderr.lines().count(), r.toString());
    assertTrue(r.stderr.endsWith("\n"), r.toString());
    assertTrue(r.stderr.startsWith("iobench: "), r.toString());
    for (String w : words) {
      assertTrue(r.stderr.contains(w), "'" + w + "' in " + r);
    }
    assertEquals("", r.stdout, r.toString());
  }

  private interface Check {
    void run() throws Exception;
  }

  private static void assertWithinSeconds(long seconds, Check check) throws Exception {
    long start = System.nanoTime();
    check.run();
    long took = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
    assertTrue(took < seconds, "took " + took + " s");
  }

  /** iobench on the target's JDK when it runs there (17 and later), else on the build JDK. */
  private static JavaRun.Result iobench(Jdk target, String... args) throws Exception {
    Jdk jdk = target.feature >= 17 ? target : JdkMatrix.current();
    return JavaRun.cli(jdk).run(JavaRun.CLI, args);
  }

  private static Process sleeper(Jdk jdk, String name, String... jvmArgs) throws Exception {
    Path dir = AgentMatrixIT.work("attach-errors-" + name, jdk);
    JavaRun run = JavaRun.on(jdk).jvmArg("-XX:+IgnoreUnrecognizedVMOptions");
    for (String arg : jvmArgs) {
      run.jvmArg(arg);
    }
    Process p =
        run.start("io.iobench.itapps.Sleeper", dir.resolve("written.bin").toString(), "120");
    Launched.awaitOutput(p, "ready\n");
    return p;
  }

  private static void signal(String signal, long pid) throws Exception {
    Process kill = new ProcessBuilder("kill", signal, Long.toString(pid)).inheritIO().start();
    assertTrue(kill.waitFor(30, TimeUnit.SECONDS));
    assertEquals(0, kill.exitValue(), "kill " + signal + " " + pid);
  }

  /**
   * Whether SIGQUIT would kill the process: neither ignored nor caught, by its signal masks in
   * /proc (false where they cannot be read).
   */
  private static boolean sigquitKills(long pid) throws Exception {
    Path status = Path.of("/proc", Long.toString(pid), "status");
    if (!Files.isReadable(status)) {
      return false;
    }
    long quit = 1L << 2; // SIGQUIT is signal 3
    return Files.readAllLines(status).stream()
        .filter(l -> l.startsWith("SigIgn:") || l.startsWith("SigCgt:"))
        .map(l -> Long.parseUnsignedLong(l.substring("SigIgn:".length()).strip(), 16))
        .noneMatch(mask -> (mask & quit) != 0);
  }
}
