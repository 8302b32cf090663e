package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.profile.OpProfile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Opens and closes are calls of the file: on every JDK of the matrix, each open (a stream's or a
 * RandomAccessFile's constructor, FileChannel.open, Files.writeString) and each first close is
 * recorded once, at the app's line, and a second close, which closes nothing, is not; a file opened
 * again for every line is replayed opening it as often, and its first recommendation is to keep it
 * open, placed where the app opens it.
 */
class OpenCloseIT {
  private static final String APP = "io.iobench.itapps.ReopenedIo";
  private static final int LINES = 2_000;
  private static final int READS = 100;

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void everyOpenAndFirstCloseIsRecordedAtTheAppsLine(Jdk jdk) throws Exception {
    Profiles p =
        Profiles.ofTheSameRunUnderTheAgent(jdk, JavaRun.IT_APPS_AND_LIBS, "open-close", APP);
    OpProfile fosOpen = p.op("lines.log", "FileOutputStream", "open");
    assertEquals(LINES, fosOpen.calls, "a FileWriter per line");
    assertEquals(LINES, p.op("lines.log", "FileOutputStream", "close").calls);
    assertEquals(LINES, p.op("lines.log", "FileOutputStream", "write").calls);
    assertTrue(
        fosOpen.dominantPath().orElseThrow().app.startsWith(APP + ".appendLine(ReopenedIo.java:"),
        "the open is placed at the app's line that opens: " + fosOpen.dominantPath());
    assertEquals(READS, p.op("lines.log", "FileInputStream", "open").calls);
    assertEquals(READS, p.op("lines.log", "FileInputStream", "close").calls, "one per stream");
    assertEquals(READS, p.op("lines.log", "RandomAccessFile", "open").calls);
    assertEquals(READS, p.op("lines.log", "RandomAccessFile", "close").calls, "one per file");
    OpProfile printOpen = p.op("print.log", "FileOutputStream", "open");
    assertEquals(LINES, printOpen.calls, "a PrintWriter per line");
    assertEquals(LINES, p.op("print.log", "FileOutputStream", "close").calls);
    assertEquals(LINES - 1, p.op("print.log", "FileOutputStream", "truncate").calls);
    assertEquals(READS, p.op("nio.log", "FileInputStream", "open").calls, "a FileReader each");
    assertEquals(READS, p.op("nio.log", "FileInputStream", "close").calls);
    OpProfile lost = p.op("no-such-directory/lost.log", "FileOutputStream", "open");
    assertEquals(1, lost.calls, "the open that failed");
    assertEquals(1, lost.errors, "and failed");
    OpProfile channelOpen = p.op("nio.log", "FileChannel", "open");
    assertEquals(LINES + READS, channelOpen.calls, "Files.writeString per line, then open()s");
    assertEquals(LINES + READS, p.op("nio.log", "FileChannel", "close").calls);
    assertEquals(LINES, p.op("nio.log", "FileChannel", "write").calls);
    for (OpProfile o : new OpProfile[] {fosOpen, printOpen, channelOpen}) {
      Profiles.histogramCountsEveryCall(o, o.api + "." + o.op);
      assertTrue(o.latencyNanos.p50 > 0, "an open takes time: " + o.latencyNanos.p50);
    }
  }

  @Test
  void aFileOpenedPerLineIsToldToStayOpenWhereTheAppOpensIt() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("open-per-line", jdk);
    Path profile = dir.resolve("profile.json");
    JavaRun.on(jdk)
        .classPath(JavaRun.IT_APPS_AND_LIBS)
        .profiled(profile, APP, dir.resolve("data").toString(), "3000", "0");
    JavaRun.Result replay = QuickReplay.deciding(profile, 5, dir);
    JsonNode json = new ObjectMapper().readTree(dir.resolve("replay.json").toFile());
    String log = dir.resolve("data/lines.log").toAbsolutePath().normalize().toString();
    JsonNode workload = null;
    for (JsonNode w : json.get("workloads")) {
      if (w.get("path").asText().equals(log) && w.get("operation").asText().equals("WRITE")) {
        workload = w;
      }
    }
    assertTrue(workload != null, "no write workload of lines.log: " + replay.stdout);
    assertEquals(1, workload.at("/workload/openEvery").asLong(), workload.toString());
    assertTrue(workload.get("current").asText().startsWith("fos-reopen/"), workload.toString());
    assertTrue(workload.get("notes").toString().contains("open-cadence"), workload.toString());
    JsonNode rankOne = null;
    for (JsonNode rec : json.get("recommendations")) {
      if (rec.get("path").asText().equals(log) && rec.get("rank").asInt() == 1) {
        rankOne = rec;
      }
    }
    assertTrue(rankOne != null, "no recommendation for lines.log: " + replay.stdout);
    assertEquals("reopened-file", rankOne.path("layer").asText(), rankOne.toString());
    assertTrue(
        rankOne.get("callSite").asText().startsWith(APP + ".appendLine(ReopenedIo.java:"),
        "placed where the app opens the file: " + rankOne);
    assertTrue(
        rankOne.get("layerChange").asText().startsWith("Keep the file open"), rankOne.toString());
  }
}
