package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.format.RecordedOp;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code jfr=on} on JDK 17 and 25, read back as a JMC or {@code jfr print --json} user sees it: the
 * map, mapped force and load and transfer calls JFR has no event for, one event each with the
 * profile's bytes, and a summary per file and operation whose last one has the profile's counts.
 */
class JfrEventsIT {
  private static final List<String> EVENTS =
      List.of(
          "iobench.FileSummary",
          "iobench.FileMap",
          "iobench.MappedForce",
          "iobench.MappedLoad",
          "iobench.FileTransfer");

  static Stream<Jdk> jdks() {
    return Stream.of(JdkMatrix.require(17), JdkMatrix.require(25));
  }

  /** The snippet the README gives: a summary every second. */
  static final String JFC =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          + "<configuration version=\"2.0\">\n"
          + "  <event name=\"iobench.FileSummary\">\n"
          + "    <setting name=\"enabled\">true</setting>\n"
          + "    <setting name=\"period\">1 s</setting>\n"
          + "  </event>\n"
          + "</configuration>\n";

  @ParameterizedTest(name = "{0}")
  @MethodSource("jdks")
  void theCallsJfrLacksAndTheSummariesAreInTheRecording(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("jfr-events", jdk);
    Path jfc = dir.resolve("iobench.jfc");
    Files.writeString(jfc, JFC);
    Path recording = dir.resolve("app.jfr");
    Path profileFile = dir.resolve("profile.json");
    Path data = dir.resolve("data");
    JavaRun.Result app =
        JavaRun.on(jdk)
            .withAgent("out=" + profileFile + ",jfr=on")
            .flightRecording(recording, jfc)
            .run("io.iobench.itapps.LingeringExactIo", data.toString(), "2500");
    assertEquals(0, app.exitCode, app.toString());
    assertFalse(app.stderrWithoutCdsWarning().contains("iobench:"), app.stderr);

    Map<String, List<JsonNode>> events = print(jdk, recording);
    Profile p = ProfileReader.read(profileFile);
    FileProfile mapped = p.file(data.resolve("mapped.bin").toString()).orElseThrow();
    List<JsonNode> maps = of(events, "iobench.FileMap", mapped.path);
    OpProfile map = mapped.op(RecordedOp.MBB_MAP).orElseThrow();
    assertEquals(map.calls, maps.size(), jdk + " " + maps);
    assertEquals(map.bytes, maps.stream().mapToLong(e -> e.get("bytes").asLong()).sum());
    assertEquals(
        List.of("READ_ONLY", "READ_WRITE"),
        maps.stream().map(e -> e.get("mode").asText()).sorted().toList());
    assertEquals(
        mapped.op(RecordedOp.MBB_FORCE).orElseThrow().calls,
        of(events, "iobench.MappedForce", mapped.path).size());
    assertEquals(
        mapped.op(RecordedOp.MBB_LOAD).orElseThrow().calls,
        of(events, "iobench.MappedLoad", mapped.path).size());
    for (JsonNode e : maps) {
      assertTrue(e.get("callTime").asText().length() > 0, e.toString());
    }

    int transfers = 0;
    for (FileProfile f : p.files) {
      for (OpProfile op : f.ops) {
        // JFR writes its own chunks with transferFrom as the recording ends: only the app's files.
        if (!op.op.startsWith("transfer") || !f.path.startsWith(data.toString())) {
          continue;
        }
        List<JsonNode> found = new ArrayList<>();
        for (JsonNode e : of(events, "iobench.FileTransfer", f.path)) {
          if (e.get("operation").asText().equals(op.op) && e.get("api").asText().equals(op.api)) {
            found.add(e);
          }
        }
        assertEquals(op.calls, found.size(), jdk + " " + op.api + "." + op.op + " of " + f.path);
        assertEquals(op.bytes, found.stream().mapToLong(e -> e.get("bytes").asLong()).sum());
        transfers += found.size();
      }
    }
    assertTrue(transfers >= 4, jdk + ": ExactIo transfers four times, " + transfers);

    List<JsonNode> summaries = of(events, "iobench.FileSummary", mapped.path);
    assertFalse(summaries.isEmpty(), jdk + ": no summary of " + mapped.path);
    JsonNode last = null;
    for (JsonNode s : summaries) {
      if (s.get("operation").asText().equals("map")) {
        last = s;
      }
    }
    assertEquals(map.calls, last.get("calls").asLong(), last.toString());
    assertEquals(map.bytes, last.get("bytes").asLong(), last.toString());
  }

  /** {@code jfr print --json} of the iobench events, by event type. */
  private static Map<String, List<JsonNode>> print(Jdk jdk, Path recording) throws Exception {
    Path jfr = jdk.home.resolve("bin").resolve("jfr");
    Path out = recording.resolveSibling("events.json");
    Process p =
        new ProcessBuilder(
                jfr.toString(),
                "print",
                "--json",
                "--events",
                String.join(",", EVENTS),
                recording.toString())
            .redirectOutput(out.toFile())
            .redirectErrorStream(false)
            .start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "jfr print finished");
    assertEquals(0, p.exitValue(), new String(p.getErrorStream().readAllBytes()));
    JsonNode root = new ObjectMapper().readTree(out.toFile());
    Map<String, List<JsonNode>> byType = new HashMap<>();
    for (JsonNode e : root.path("recording").path("events")) {
      byType.computeIfAbsent(e.get("type").asText(), k -> new ArrayList<>()).add(e.get("values"));
    }
    return byType;
  }

  private static List<JsonNode> of(Map<String, List<JsonNode>> events, String type, String path) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode e : events.getOrDefault(type, List.of())) {
      if (path.equals(e.path("path").asText())) {
        out.add(e);
      }
    }
    return out;
  }
}
