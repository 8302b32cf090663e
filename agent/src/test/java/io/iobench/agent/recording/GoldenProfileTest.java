package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.app.FakeApp;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.agent.config.AgentConfig;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.format.RecordedOp;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The agent's writer produces the golden profile of the profile format (its test-jar): the same
 * fields, nesting and values, except the ones a run measures (times and latencies), which must be
 * there with the same JSON type. The tools' reader is held to the same file by bench-core/model's
 * GoldenProfileReadTest, so writer and reader cannot drift apart.
 *
 * <p>When the format changes on purpose, this test writes what the agent now produces to {@code
 * target/golden-profile-v1.actual.json}: review it, and copy it over the golden file in
 * profile-format.
 */
class GoldenProfileTest {
  static final String GOLDEN = "/io/iobench/format/golden-profile-v1.json";

  /** JSON pointers (array indexes as {@code *}) of the values a run measures. */
  private static final List<Pattern> MEASURED =
      List.of(
          Pattern.compile("/startedAt"),
          Pattern.compile("/endedAt"),
          Pattern.compile("/files/\\d+/ops/\\d+/(firstSeen|lastSeen)"),
          // Which calls have their stack walked is random after the first few.
          Pattern.compile("/files/\\d+/ops/\\d+/callSites/\\d+/count"),
          Pattern.compile("/files/\\d+/ops/\\d+/(callPaths/\\d+|callPathsOther)/(samples|nanos)"),
          Pattern.compile(
              "/files/\\d+/ops/\\d+/latencyNanos/(histogram|min|p50|p90|p99|max|mean)"));

  private static final ProfileHeader HEADER =
      new ProfileHeader(
          "0.1.0-SNAPSHOT",
          4242,
          "com.example.app.LogJob /data",
          "17.0.15",
          "Eclipse Adoptium",
          "OpenJDK 64-Bit Server VM",
          "Linux",
          "amd64",
          2,
          () -> "build-1");

  private static final Map<String, Long> SIZES =
      Map.of(
          "/data/events.log",
          6_400L,
          "/data/index.bin",
          1_600L,
          "/data/journal.bin",
          262_144L,
          "/data/audit.log",
          90L);

  @Test
  void theWriterProducesTheGoldenProfile() throws Exception {
    JsonNode actual = new ObjectMapper().readTree(write(record()));
    JsonNode golden;
    try (InputStream in = GoldenProfileTest.class.getResourceAsStream(GOLDEN)) {
      assertNotNull(in, GOLDEN + " on the test class path (profile-format's test-jar)");
      golden = new ObjectMapper().readTree(in);
    }
    List<String> differences = new ArrayList<>();
    compare("", golden, actual, differences);
    if (!differences.isEmpty()) {
      Path written = Path.of("target", "golden-profile-v1.actual.json");
      Files.createDirectories(written.getParent());
      Files.write(written, write(record()));
      throw new AssertionError(
          "the profile differs from "
              + GOLDEN
              + " (what the agent writes now is in "
              + written
              + "):\n"
              + String.join("\n", differences));
    }
  }

  @Test
  void theComparisonCatchesAChangedValueAMissingFieldAndAMeasuredFieldOfAnotherType()
      throws Exception {
    JsonNode golden = new ObjectMapper().readTree(write(record()));
    List<String> differences = new ArrayList<>();

    JsonNode changed = golden.deepCopy();
    ((com.fasterxml.jackson.databind.node.ObjectNode) changed.at("/files/0/ops/0")).put("calls", 1);
    compare("", golden, changed, differences);
    assertEquals(1, differences.size(), differences.toString());
    assertTrue(differences.get(0).startsWith("/files/0/ops/0/calls"), differences.toString());

    JsonNode missing = golden.deepCopy();
    ((com.fasterxml.jackson.databind.node.ObjectNode) missing.at("/files/0")).remove("size");
    differences.clear();
    compare("", golden, missing, differences);
    assertEquals(List.of("/files/0: fields [size] missing, [] unexpected"), differences);

    JsonNode retyped = golden.deepCopy();
    ((com.fasterxml.jackson.databind.node.ObjectNode) retyped).put("startedAt", 12);
    differences.clear();
    compare("", golden, retyped, differences);
    assertEquals(1, differences.size(), differences.toString());
  }

  /**
   * A small job's I/O through every kind of record the format has: sequential and random data
   * calls, opens and closes, methods recorded as the reads they made (readLine, readLong), a
   * truncating open, forced channel writes with direct buffers, a mapping and its force, a
   * transfer, an error, end of file, a descriptor, and call sites from an app frame.
   */
  private static Recording record() throws Exception {
    Function<Supplier<Object>, Object> relay =
        LibraryJar.relay(Files.createTempDirectory("iobench-golden-"));
    Recording rec =
        new Recording(AgentConfig.parse("latency=all,out=/data/app-profile.json", 4242), e -> {});
    DispatcherCalls d = new DispatcherCalls(rec);
    FakeApp.call(
        () -> {
          Object log = new Object();
          // An open that truncated 6,000 bytes: an open, and a truncation of the bytes.
          d.call("/data/events.log", RecordedOp.FOS_OPEN, log, -1, -1, 0, 6_000, null);
          for (int i = 0; i < 100; i++) {
            d.call("/data/events.log", RecordedOp.FOS_WRITE, log, -1, 64, 0, 64, null);
          }
          d.call("/data/events.log", RecordedOp.FOS_CLOSE, log, -1, 0, 0, 0, null);
          Object in = new Object();
          d.call("/data/events.log", RecordedOp.FIS_OPEN, in, -1, 0, 0, 0, null);
          for (int i = 0; i < 64; i++) {
            d.call("/data/events.log", RecordedOp.FIS_READ, in, -1, 100, 0, 100, null);
          }
          d.call("/data/events.log", RecordedOp.FIS_READ, in, -1, 100, 0, IoDispatch.EOF, null);
          d.call("/data/events.log", RecordedOp.FIS_CLOSE, in, -1, 0, 0, 0, null);
          // Two lines by RandomAccessFile.readLine: a read() per byte, as the JDK makes them.
          Object lines = new Object();
          d.reads("/data/events.log", RecordedOp.RAF_READ_LINE, lines, 64, 64, null);
          d.reads("/data/events.log", RecordedOp.RAF_READ_LINE, lines, 64, 64, null);

          Object index = new Object();
          d.call("/data/index.bin", RecordedOp.RAF_WRITE, index, -1, 1_600, 0, 1_600, null);
          long[] lookups = {800, 160, 1_440, 320, 16};
          for (long at : lookups) {
            d.call("/data/index.bin", RecordedOp.RAF_SEEK, index, at, 0, 0, 0, null);
            // readLong as JDK 17 makes it: eight read() of a byte.
            d.reads("/data/index.bin", RecordedOp.RAF_READ_DATA, index, 8, 8, null);
            d.reads("/data/index.bin", RecordedOp.RAF_READ_DATA, index, 8, 8, null);
          }
          d.call(
              "/data/index.bin",
              RecordedOp.RAF_READ,
              index,
              -1,
              16,
              0,
              0,
              new IOException("Input/output error"));

          Object journal = new Object();
          for (int i = 0; i < 4; i++) {
            d.call("/data/journal.bin", RecordedOp.FC_WRITE, journal, -1, 65_536, 1, 65_536, null);
          }
          d.call("/data/journal.bin", RecordedOp.FC_FORCE, journal, -1, 0, 0, 0, null);
          Object mapping = new Object();
          d.map("/data/journal.bin", mapping, 262_144, 0);
          d.call(null, RecordedOp.MBB_FORCE, mapping, -1, 0, 0, 0, null);
          d.call(
              "/data/journal.bin",
              RecordedOp.FC_TRANSFER_TO,
              journal,
              0,
              262_144,
              0,
              262_144,
              null);

          // Through a library jar: a path that names the library's coordinates, and three calls
          // of the app into the library, each an open, two writes and a close of the file.
          relay.apply(
              () -> {
                d.call("<stdout>", RecordedOp.FOS_WRITE, new Object(), -1, 12, 0, 12, null);
                for (int i = 0; i < 3; i++) {
                  d.inLibraryCall(
                      40_000,
                      12_000,
                      () -> {
                        Object audit = new Object();
                        d.call("/data/audit.log", RecordedOp.FOS_OPEN, audit, -1, -1, 0, 0, null);
                        d.call("/data/audit.log", RecordedOp.FOS_WRITE, audit, -1, 20, 0, 20, null);
                        d.call("/data/audit.log", RecordedOp.FOS_WRITE, audit, -1, 10, 0, 10, null);
                        d.call("/data/audit.log", RecordedOp.FOS_CLOSE, audit, -1, 0, 0, 0, null);
                      });
                }
                return null;
              });
          return null;
        });
    return rec;
  }

  private static byte[] write(Recording rec) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new SnapshotJson(HEADER, path -> SIZES.getOrDefault(path, -1L))
        .write(rec.snapshot(), true, out);
    return out.toByteArray();
  }

  /** Adds to {@code differences} where {@code actual} is not {@code golden}, by JSON pointer. */
  static void compare(String at, JsonNode golden, JsonNode actual, List<String> differences) {
    if (MEASURED.stream().anyMatch(p -> p.matcher(at).matches())) {
      if (golden.getNodeType() != actual.getNodeType()) {
        differences.add(at + ": a measured " + golden.getNodeType() + ", not " + actual);
      }
      return;
    }
    if (golden.isObject() && actual.isObject()) {
      TreeSet<String> missing = names(golden);
      missing.removeAll(names(actual));
      TreeSet<String> unexpected = names(actual);
      unexpected.removeAll(names(golden));
      if (!missing.isEmpty() || !unexpected.isEmpty()) {
        differences.add(at + ": fields " + missing + " missing, " + unexpected + " unexpected");
      }
      for (Iterator<String> it = golden.fieldNames(); it.hasNext(); ) {
        String name = it.next();
        if (actual.has(name)) {
          compare(at + "/" + name, golden.get(name), actual.get(name), differences);
        }
      }
    } else if (golden.isArray() && actual.isArray() && golden.size() == actual.size()) {
      for (int i = 0; i < golden.size(); i++) {
        compare(at + "/" + i, golden.get(i), actual.get(i), differences);
      }
    } else if (!golden.equals(actual)) {
      differences.add(at + ": expected " + golden + ", written " + actual);
    }
  }

  private static TreeSet<String> names(JsonNode object) {
    TreeSet<String> names = new TreeSet<>();
    object.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
