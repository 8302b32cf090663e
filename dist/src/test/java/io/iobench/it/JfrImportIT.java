package io.iobench.it;

import static io.iobench.it.JavaRun.iobench;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.format.RecordedOp;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileException;
import io.iobench.profile.ProfileReader;
import io.iobench.profile.ProfileSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Recordings made here on JDK 17, 21 and 25 read as profiles by {@code summary}: at threshold 0
 * every read and write the agent counted in the same run is there with the same calls and bytes;
 * with the JDK's default settings the recording is a sample (or holds no file event at all) and the
 * tool says which; a truncated recording is one line and exit 2.
 */
class JfrImportIT {
  private static final String[] FILES = {"jfr-streams.bin", "jfr-raf.bin", "jfr-channel.bin"};

  /** The operations JfrComparable makes, all of which JFR has events for on every JDK. */
  private static final List<RecordedOp> COVERED =
      List.of(
          RecordedOp.FIS_READ,
          RecordedOp.FOS_WRITE,
          RecordedOp.RAF_READ,
          RecordedOp.RAF_WRITE,
          RecordedOp.FC_READ,
          RecordedOp.FC_WRITE);

  static Stream<Jdk> jdks() {
    return JdkMatrix.all().filter(jdk -> jdk.feature >= 17);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("jdks")
  void aThresholdZeroRecordingHasEveryCallTheAgentCounted(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("jfr-import-0", jdk);
    Path jfc = dir.resolve("files-0.jfc");
    Files.writeString(jfc, thresholdZero(jdk));
    Path recording = dir.resolve("app.jfr");
    Path agentProfile = dir.resolve("agent.json");
    Path data = dir.resolve("data");
    JfrCrossCheckIT.underAgentAndJfr(jdk, jfc, recording, agentProfile, data);

    JavaRun.Result summary = iobench("summary", recording.toString());
    assertEquals(0, summary.exitCode, summary.toString());
    assertTrue(summary.stdout.startsWith("JFR recording app.jfr of pid "), summary.stdout);
    assertTrue(summary.stdout.contains("threshold 0 ms"), summary.stdout);

    Profile fromJfr = ProfileReader.read(recording);
    Profile fromAgent = ProfileReader.read(agentProfile);
    for (String name : FILES) {
      String path = data.resolve(name).toString();
      FileProfile agent = fromAgent.file(path).orElseThrow();
      FileProfile jfr =
          fromJfr.file(path).orElseThrow(() -> new AssertionError(jdk + ": no " + path));
      if (jdk.feature >= 22) {
        // Stacks begin at the app's frame: the API is assumed, the totals must still agree.
        assertEquals(calls(agent), jfr.totalCalls(), jdk + " calls of " + name);
        assertEquals(bytes(agent), jfr.totalBytes(), jdk + " bytes of " + name);
        for (OpProfile j : jfr.ops) {
          assertApp(jdk, j);
        }
        continue;
      }
      int compared = 0;
      for (RecordedOp op : COVERED) {
        OpProfile a = agent.op(op).orElse(null);
        if (a == null) {
          continue;
        }
        OpProfile j =
            jfr.op(op).orElseThrow(() -> new AssertionError(jdk + ": no " + op + " of " + name));
        assertEquals(a.calls, j.calls, jdk + " " + op + " calls of " + name);
        assertEquals(a.bytes, j.bytes, jdk + " " + op + " bytes of " + name);
        assertApp(jdk, j);
        compared++;
      }
      assertEquals(2, compared, jdk + ": a read and a write of " + name);
    }
    assertEquals(
        jdk.feature >= 22,
        String.join(" ", fromJfr.source.limits).contains("the API cannot be told"),
        jdk + " " + fromJfr.source.limits);
    ProfileSource source = fromJfr.source;
    assertFalse(source.sampled, jdk + " " + source.limits);
    assertEquals(
        Integer.toString(jdk.feature), ((String) fromJfr.jvm.get("version")).split("\\.")[0]);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("jdks")
  void aRecordingWithTheDefaultSettingsIsASampleOrEmptyAndSaysSo(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("jfr-import-default", jdk);
    Path recording = dir.resolve("default.jfr");
    JavaRun.Result app =
        JavaRun.on(jdk)
            .flightRecording(recording)
            .run("io.iobench.itapps.JfrComparable", dir.resolve("data").toString());
    assertEquals(0, app.exitCode, app.toString());
    String threshold = jdk.feature >= 25 ? "1 ms" : "20 ms";
    JavaRun.Result summary = iobench("summary", recording.toString());
    try {
      Profile p = ProfileReader.read(recording);
      // Some call took the threshold's time: the recording is a sample, and says of what.
      assertEquals(0, summary.exitCode, summary.toString());
      assertTrue(p.source.sampled, jdk + " " + p.source.limits);
      ProfileSource.EventType read = p.source.events.get(0);
      assertEquals(threshold, read.threshold, jdk + " jdk.FileRead's default threshold");
      if (jdk.feature >= 25) {
        assertEquals("100/s", read.throttle, jdk + " jdk.FileRead's default throttle");
      }
      assertTrue(summary.stdout.contains("not scaled"), summary.stdout);
    } catch (ProfileException e) {
      assertTrue(e.getMessage().contains("holds no file events"), e.getMessage());
      assertEquals(2, summary.exitCode, summary.toString());
      assertEquals("iobench: " + e.getMessage(), summary.stderrWithoutCdsWarning().strip());
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("jdks")
  void aTruncatedRecordingIsOneLineAndExit2(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("jfr-import-0", jdk);
    Path whole = dir.resolve("app.jfr");
    if (!Files.exists(whole)) {
      aThresholdZeroRecordingHasEveryCallTheAgentCounted(jdk);
    }
    byte[] bytes = Files.readAllBytes(whole);
    Path cut = dir.resolve("cut.jfr");
    Files.write(cut, Arrays.copyOf(bytes, bytes.length * 2 / 3));
    JavaRun.Result summary = iobench("summary", cut.toString());
    assertEquals(2, summary.exitCode, summary.toString());
    String err = summary.stderrWithoutCdsWarning().strip();
    assertTrue(err.startsWith("iobench: " + cut + ": not a complete JFR recording"), err);
    assertFalse(err.contains("\n"), err);
  }

  private static void assertApp(Jdk jdk, OpProfile op) {
    String app = op.dominantPath().orElseThrow(() -> new AssertionError(jdk + " no path")).app;
    assertTrue(
        app.startsWith("io.iobench.itapps.JfrComparable.main(JfrComparable.java:"),
        jdk + " " + app);
  }

  private static long calls(FileProfile f) {
    return f.ops.stream()
        .filter(o -> COVERED.contains(o.recordedOp().orElse(null)))
        .mapToLong(o -> o.calls)
        .sum();
  }

  private static long bytes(FileProfile f) {
    return f.ops.stream()
        .filter(o -> COVERED.contains(o.recordedOp().orElse(null)))
        .mapToLong(o -> o.bytes)
        .sum();
  }

  /**
   * A recording without file events (none enabled) and one in a JFR file format iobench does not
   * know: one line each, exit 2, through every command that reads a profile.
   */
  @Test
  void aRecordingWithoutFileEventsOrFromAnUnknownJdkIsOneLineAndExit2() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("jfr-import-bad", jdk);
    Path jfc = dir.resolve("no-file-events.jfc");
    Files.writeString(
        jfc,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<configuration version=\"2.0\">\n"
            + "  <event name=\"jdk.JVMInformation\"><setting name=\"enabled\">true</setting>"
            + "<setting name=\"period\">beginChunk</setting></event>\n</configuration>\n");
    Path none = dir.resolve("none.jfr");
    JavaRun.Result app =
        JavaRun.on(jdk)
            .flightRecording(none, jfc)
            .run("io.iobench.itapps.JfrComparable", dir.resolve("data").toString());
    assertEquals(0, app.exitCode, app.toString());
    Path unknown = dir.resolve("unknown.jfr");
    byte[] header = Files.readAllBytes(none);
    header[5] = 9;
    Files.write(unknown, header);
    Path out = dir.resolve("out.hlog");
    Files.deleteIfExists(out);
    for (Path recording : List.of(none, unknown)) {
      String expected =
          recording.equals(none) ? "holds no file events" : "from a JDK iobench does not know";
      for (List<String> args :
          List.of(
              List.of("summary", recording.toString()),
              List.of("replay", recording.toString(), "-o", dir.resolve("r.json").toString()),
              List.of("export", recording.toString(), "--hlog", out.toString()))) {
        JavaRun.Result r = iobench(args.toArray(new String[0]));
        assertEquals(2, r.exitCode, args + " " + r);
        String err = r.stderrWithoutCdsWarning().strip();
        assertTrue(err.startsWith("iobench: " + recording + ": "), err);
        assertTrue(err.contains(expected), err);
        assertFalse(err.contains("\n"), err);
      }
    }
    assertFalse(Files.exists(out), "nothing exported");
    assertFalse(Files.exists(dir.resolve("r.json")), "no results");
  }

  /** Every file event at threshold 0 with stack traces, and JDK 25's throttle off. */
  static String thresholdZero(Jdk jdk) {
    StringBuilder b =
        new StringBuilder(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<configuration version=\"2.0\">\n");
    for (String event : List.of("jdk.FileRead", "jdk.FileWrite", "jdk.FileForce")) {
      b.append("  <event name=\"").append(event).append("\">\n");
      b.append("    <setting name=\"enabled\">true</setting>\n");
      b.append("    <setting name=\"threshold\">0 ms</setting>\n");
      b.append("    <setting name=\"stackTrace\">true</setting>\n");
      if (jdk.feature >= 25 && !event.equals("jdk.FileForce")) {
        b.append("    <setting name=\"throttle\">off</setting>\n");
      }
      b.append("  </event>\n");
    }
    for (String event : List.of("jdk.InitialSystemProperty", "jdk.JVMInformation")) {
      b.append("  <event name=\"").append(event).append("\">\n");
      b.append("    <setting name=\"enabled\">true</setting>\n");
      b.append("    <setting name=\"period\">beginChunk</setting>\n  </event>\n");
    }
    b.append(
        "  <event name=\"jdk.ActiveSetting\"><setting name=\"enabled\">true</setting></event>\n");
    return b.append("</configuration>\n").toString();
  }
}
