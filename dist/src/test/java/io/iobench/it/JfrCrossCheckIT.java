package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same program under the agent and under a JFR recording of jdk.FileRead/jdk.FileWrite at
 * threshold 0, in one JVM: both must agree on the bytes read and written per file. This also shows
 * the agent works while a JFR recording with file events runs.
 */
class JfrCrossCheckIT {
  private static final String[] FILES = {"jfr-streams.bin", "jfr-raf.bin", "jfr-channel.bin"};

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void bytesPerFileAgreeWithJfr(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("jfr", jdk);
    Path jfc = dir.resolve("file-events.jfc");
    Files.writeString(
        jfc,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<configuration version=\"2.0\">\n"
            + event("jdk.FileRead")
            + event("jdk.FileWrite")
            + "</configuration>\n");
    Path recording = dir.resolve("file-events.jfr");
    Path profileFile = dir.resolve("profile.json");
    Path data = dir.resolve("data");
    underAgentAndJfr(jdk, jfc, recording, profileFile, data);

    Map<String, long[]> jfr = new HashMap<>();
    for (RecordedEvent e : RecordingFile.readAllEvents(recording)) {
      String type = e.getEventType().getName();
      if (!type.equals("jdk.FileRead") && !type.equals("jdk.FileWrite")) {
        continue;
      }
      String path = e.getString("path");
      long[] rw = jfr.computeIfAbsent(path, p -> new long[2]);
      if (type.equals("jdk.FileRead")) {
        rw[0] += Math.max(0, e.getLong("bytesRead"));
      } else {
        rw[1] += e.getLong("bytesWritten");
      }
    }
    Profile profile = ProfileReader.read(profileFile);
    for (String name : FILES) {
      String path = data.resolve(name).toString();
      FileProfile f =
          profile.file(path).orElseThrow(() -> new AssertionError("no profile entry for " + path));
      long[] fromJfr = jfr.get(path);
      assertTrue(fromJfr != null, jdk + ": JFR recorded nothing for " + path);
      assertTrue(fromJfr[0] > 0 && fromJfr[1] > 0, jdk + ": JFR saw reads and writes of " + name);
      assertEquals(fromJfr[0], bytes(f, true), jdk + " bytes read of " + name);
      assertEquals(fromJfr[1], bytes(f, false), jdk + " bytes written of " + name);
    }
  }

  /**
   * Runs it-apps' JfrComparable on {@code jdk}, its files in {@code data}, in one JVM under the
   * agent (profile to {@code profile}) and a JFR recording with the settings of {@code jfc} (into
   * {@code recording}): the same calls, seen both ways, for a test to compare.
   */
  static void underAgentAndJfr(Jdk jdk, Path jfc, Path recording, Path profile, Path data)
      throws Exception {
    JavaRun.on(jdk)
        .flightRecording(recording, jfc)
        .profiled(profile, "io.iobench.itapps.JfrComparable", data.toString());
  }

  private static long bytes(FileProfile f, boolean reads) {
    long total = 0;
    for (OpProfile o : f.ops) {
      boolean isRead = o.op.toLowerCase().contains("read");
      boolean isWrite = o.op.toLowerCase().contains("write");
      if (reads ? isRead : isWrite) {
        total += o.bytes;
      }
    }
    return total;
  }

  private static String event(String name) {
    return "  <event name=\""
        + name
        + "\">\n    <setting name=\"enabled\">true</setting>\n"
        + "    <setting name=\"threshold\">0 ms</setting>\n    <setting name=\"stackTrace\">false</setting>\n"
        + "  </event>\n";
  }
}
