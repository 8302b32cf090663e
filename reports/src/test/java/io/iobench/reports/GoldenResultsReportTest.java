package io.iobench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.iobench.profile.Profile;
import io.iobench.reports.html.Fixtures;
import io.iobench.reports.html.ReportModel;
import io.iobench.reports.html.ReportModelBuilder;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsReader;
import io.iobench.results.WorkloadKey;
import io.iobench.results.WorkloadResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console table and the report show what the golden results file of bench-core/model's test-jar
 * holds (the file ResultsBuilder must write, by bench-core/recommend's GoldenResultsTest); and a
 * results file written before keys and typed fields renders as the golden one does.
 */
class GoldenResultsReportTest {
  static final String GOLDEN = "/io/iobench/results/golden-results-v2.json";
  static final String BEFORE_KEYS = "/io/iobench/results/results-v1-before-keys.json";

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  /**
   * The app's fastest tenth beside its median call where the replay's is the faster: how near the
   * replay came to the app's calls that its surroundings did not slow.
   */
  @Test
  void theConsoleTableGivesTheAppsFastestTenthWhereTheReplayWasFaster() throws IOException {
    ReplayResults r = read(GOLDEN);
    r.workloads.get(0).fidelity.observedP10Nanos = 2_000L;
    r.workloads.get(5).fidelity.observedP10Nanos = 1_000L;
    String out = table(r);
    assertTrue(
        out.contains(
            "median call takes 0.75x the app's observed 1.20 us; the app's fastest tenth took up"
                + " to 1.00 us\n"),
        out);
    assertTrue(out.contains("median call takes 1.05x the app's observed 2.40 us\n"), out);
  }

  @Test
  void theConsoleTableShowsWhatTheFileHolds() throws IOException {
    ReplayResults r = read(GOLDEN);
    String out = table(r);
    assertTrue(
        out.startsWith(
            "replay of app-profile.json: JDK 17.0.15, warm cache, 5 measured rounds after 2"
                + " warm-up\n"),
        out);
    assertTrue(
        out.contains(
            "\n/data/events.log: read sequential, 64 KiB file, 100 bytes per call,"
                + " 2 threads at once\n"),
        out);
    assertTrue(
        out.contains("\n/data/events.log: read sequential, 3 files of 64 KiB, 8 KiB per call\n"),
        out);
    assertTrue(
        out.contains(
            "\n/data/in.bin -> /data/out.bin: copy sequential, 1 MiB file, 8 KiB per call\n"),
        out);
    assertTrue(
        out.contains("\n/data/index.bin: read random, 1 MiB file, 8 bytes per call, 5,000 calls\n"),
        out);
    assertTrue(
        out.contains(
            "\n/data/index.bin: read strided, 1 MiB file, 16 bytes per call, 1,000 calls\n"),
        out);
    for (WorkloadResult w : r.workloads) {
      assertTrue(out.contains("\n  verdict: " + w.verdict + "\n"), w.verdict);
      if (w.observed.callSite != null) {
        assertTrue(out.contains("\n  called from: " + w.observed.callSite + "\n"), w.name);
      }
      ReplayNoteWords.of(w.notes)
          .forEach(n -> assertTrue(out.contains("\n  note: " + n + "\n"), n));
      if (w.fidelity.ratio != null) {
        assertTrue(
            out.contains(
                String.format(
                    Locale.ROOT,
                    "fidelity: the replayed baseline's median call takes %.2fx",
                    w.fidelity.ratio)),
            w.name);
      }
    }
    assertTrue(out.contains("the app's observed 2.40 us\n"), out);
    assertTrue(out.contains("FAILED: moved 65,532 bytes, not the workload's 65,536"), out);
    assertTrue(out.contains("1.30x [1.21-1.40], out of the race after 3 rounds\n"), out);
    assertTrue(out.contains(", timed on 50.0 % of each pass\n"), out);
    assertTrue(
        out.contains(
            "\n  extra rounds: 10 extra rounds of the baseline and read-all-bytes, whose interval"
                + " was too wide to decide after the planned rounds, in 1.40 s: still too wide after"
                + " the most extra rounds allowed (--extra-rounds)\n  verdict: /data/settings.bin:"
                + " undecided: "),
        out);
    assertEquals(1, out.split("\n  extra rounds: ", -1).length - 1, "one workload made them");

    int changes = out.indexOf("\nRecommended changes:\n");
    int small = out.indexOf("\nOptions that would save little");
    int own = out.indexOf("\nOnly for whoever owns the code that does the I/O");
    assertTrue(changes > 0 && small > changes && own > small, out);
    for (RecommendationResult rec : r.recommendations) {
      if (rec.rank != 1) {
        continue;
      }
      int at = out.indexOf(indent(rec.change));
      int from =
          switch (rec.standing) {
            case CHANGE -> changes;
            case SMALL_GAIN -> small;
            case OWN_CODE_ONLY -> own;
            case FORCE_NOT_MEASURED -> out.indexOf("\nNot changes to make: forced writes");
          };
      int to =
          switch (rec.standing) {
            case CHANGE -> small;
            case SMALL_GAIN -> own;
            case OWN_CODE_ONLY, FORCE_NOT_MEASURED -> out.length();
          };
      assertTrue(at > from && at < to, rec.key + " under its standing, " + rec.standing);
    }
    assertTrue(
        out.indexOf("option 2: BufferedInputStream (8 KiB), 5.03x [4.88-5.18]") > changes, out);
  }

  @Test
  void theReportShowsWhatTheFileHolds() throws IOException {
    ReplayResults r = read(GOLDEN);
    JsonNode file = golden();
    ReportModel m = new ReportModelBuilder().build(profile(), "app-profile.json", r);

    assertEquals(file.get("environment").toString(), json(m.overview.environment));
    assertEquals(file.get("environment").toString(), json(m.method.environment));
    assertEquals(file.get("settings").toString(), json(m.method.settings));
    assertEquals(true, m.method.settings.jvmPerTechnique);
    assertEquals("replay", m.method.mode);
    assertEquals("2026-01-01T00:00:00Z", m.method.createdAt);
    assertTrue(
        m.method.lines.stream()
            .anyMatch(
                l ->
                    l.contains(
                        "Then 2 warm-up rounds and up to 5 measured rounds, with the page cache"
                            + " warm; a round lasts at least 20.0 ms")),
        m.method.lines.toString());
    assertTrue(m.method.lines.stream().anyMatch(l -> l.contains("lies wholly above 1.1x")));
    assertTrue(
        m.method.lines.stream()
            .anyMatch(
                l ->
                    l.contains(
                        "made up to 10 extra rounds of the baseline and those alternatives, until"
                            + " none was too wide, none that would have run past 100 % of the"
                            + " time")),
        m.method.lines.toString());

    ReportModel.FileSection events = section(m, "/data/events.log");
    assertEquals(2, events.workloads.size(), "two call sites of the file");
    for (int i = 0; i < 2; i++) {
      ReportModel.WorkloadSection s = events.workloads.get(i);
      JsonNode w = file.at("/workloads/" + i);
      assertEquals(w.get("workload").toString(), json(s.workload), "the parameters as written");
      assertEquals(w.get("observed").toString(), json(s.observed), "observed as written");
      assertEquals(w.get("fidelity").toString(), json(s.fidelity), "fidelity as written");
      assertEquals(w.get("verdict").asText(), s.verdict);
    }
    assertEquals(List.of("read-all-bytes"), recommendedRows(events.workloads.get(0)));
    assertEquals(List.of(), recommendedRows(events.workloads.get(1)), "already near the best");
    assertEquals(List.of(100, 4, 100, 100), events.workloads.get(0).workload.callSizes);
    assertEquals("com.acme.Audit.check(Audit.java:7)", events.workloads.get(1).observed.callSite);
    ReportModel.TechniqueRow failed = events.workloads.get(0).techniques.get(4);
    assertEquals("moved 65,532 bytes, not the workload's 65,536", failed.error);
    assertEquals(3, events.workloads.get(0).techniques.get(3).leftRaceAfterRounds);

    assertEquals("/data/in.bin -> /data/out.bin", section(m, "/data/in.bin").workloads.get(0).path);
    assertEquals(
        "/data/in.bin -> /data/out.bin",
        section(m, "/data/out.bin").workloads.get(0).path,
        "a copy is in the sections of both its files");
    ReportModel.WorkloadSection orders = section(m, "/data/orders.bin").workloads.get(0);
    assertEquals("ObjectInputStream", orders.observed.layerTitle);
    ReportModel.WorkloadSection journal = section(m, "/data/db.mv.db").workloads.get(0);
    assertTrue(journal.workload.preallocated);
    assertEquals(65_536, journal.workload.forceEveryBytes);
    assertFalse(journal.recommended);
    assertEquals(List.of(), recommendedRows(journal));
    ReportModel.FileSection index = section(m, "/data/index.bin");
    assertEquals(List.of("mmap-data"), recommendedRows(index.workloads.get(0)));
    assertEquals(0.5, index.workloads.get(0).techniques.get(2).passShare);
    assertEquals(4_080, index.workloads.get(1).workload.stride);
    assertNull(index.workloads.get(1).fidelity.ratio);
    ReportModel.WorkloadSection small = section(m, "/data/settings.bin").workloads.get(0);
    assertEquals(ExtraRoundWords.of(r.workloads.get(7).extraRounds), small.extraRounds);
    assertTrue(small.verdict.contains("even after 10 extra rounds"), small.verdict);
    assertEquals(List.of(), recommendedRows(small));
    for (ReportModel.FileSection f : m.files) {
      if (!f.path.equals("/data/settings.bin")) {
        f.workloads.forEach(w -> assertNull(w.extraRounds, w.path));
      }
    }
    assertEquals(List.of(), m.unmatchedWorkloads);
    ReportModel.WorkloadSection unknown = section(m, "/data/src/Part7.java").workloads.get(0);
    assertEquals(
        file.at("/workloads/8/observed").toString(),
        json(unknown.observed),
        "the unknown caller as written");
    assertTrue(unknown.observed.callerUnknown);
    assertFalse(unknown.recommended);

    assertEquals("changes", m.verdict.state);
    assertEquals(
        List.of(
            "/data/orders.bin 1 change",
            "/data/db.mv.db 1 own-code-only",
            "/data/events.log 1 change",
            "/data/index.bin 1 change",
            "/data/src/Part7.java 1 own-code-only",
            "/data/in.bin -> /data/out.bin 1 small-gain",
            "/data/orders.bin 2 change",
            "/data/orders.bin 3 own-code-only",
            "/data/events.log 2 change",
            "/data/index.bin 2 change"),
        m.verdict.changes.stream()
            .map(c -> c.path + " " + c.rank + " " + JSON.convertValue(c.standing, String.class))
            .toList());
    ReportModel.Change layered = m.verdict.changes.get(0);
    assertEquals("ObjectInputStream, called by readObject()", layered.layerTitle);
    assertEquals(
        "Read the whole file at once and deserialize from a ByteArrayInputStream.",
        layered.layerChange);
    assertEquals(4_899_616_307L, layered.savedNanos);
    assertEquals(section(m, "/data/orders.bin").anchor, layered.anchor);
  }

  /**
   * A results file of the current version written before keys and typed fields reads with its keys
   * filled in, and renders as the golden file (the same inputs) does: the same console table, and
   * the same report but for the setting it did not have.
   */
  @Test
  void aResultsFileWrittenBeforeKeysRendersAsTheGoldenOne() throws IOException {
    ReplayResults earlier = read(BEFORE_KEYS);
    ReplayResults golden = read(GOLDEN);
    // The golden inputs end with workloads the earlier file predates: one that made extra rounds,
    // one whose caller is unknown.
    WorkloadKey unknownCaller = golden.workloads.remove(8).key;
    golden.recommendations.removeIf(rec -> rec.key.equals(unknownCaller));
    golden.workloads.remove(7);
    assertEquals(
        new WorkloadKey("/data/events.log", null, "READ", "com.acme.Audit.check"),
        earlier.workloads.get(1).key);
    // The golden inputs have more notes, and settings the earlier file did not record.
    assertEquals(withoutNotes(table(golden)), withoutNotes(table(earlier)));
    assertTrue(
        table(earlier)
            .contains(
                "\n  note: the app's target held 1,048,576 bytes, which its open truncated; the"
                    + " replay copies into a full-size target, truncating it the same way\n"),
        "a sentence of the earlier file is shown as it was written");
    ReportModelBuilder builder = new ReportModelBuilder();
    JsonNode before = JSON.valueToTree(builder.build(profile(), "p", earlier));
    JsonNode now = JSON.valueToTree(builder.build(profile(), "p", golden));
    for (JsonNode report : List.of(before, now)) {
      ((ObjectNode) report.get("method")).remove(List.of("settings", "lines"));
      report.findParents("notes").forEach(o -> ((ObjectNode) o).remove("notes"));
      // What a layer did to the file came into the results after the earlier file.
      report.findParents("layerCalls").forEach(o -> ((ObjectNode) o).remove("layerCalls"));
    }
    assertEquals(now, before);
  }

  private static String withoutNotes(String table) {
    return table
        .lines()
        .filter(l -> !l.startsWith("  note: "))
        .collect(java.util.stream.Collectors.joining("\n"));
  }

  private ReplayResults read(String resource) throws IOException {
    try (InputStream in = GoldenResultsReportTest.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new AssertionError(resource + " is not on the test class path (model's test-jar)");
      }
      Path file = dir.resolve(Path.of(resource).getFileName().toString());
      Files.write(file, in.readAllBytes());
      return ResultsReader.read(file);
    }
  }

  /** The JSON the page's script reads of a part of the report model. */
  private static String json(Object value) throws IOException {
    return JSON.writeValueAsString(value);
  }

  private static JsonNode golden() throws IOException {
    try (InputStream in = GoldenResultsReportTest.class.getResourceAsStream(GOLDEN)) {
      return JSON.readTree(in);
    }
  }

  /** The profile the golden results could have been replayed from: one file per path. */
  private static Profile profile() {
    return Fixtures.profile(
        "17.0.15",
        Fixtures.file("/data/events.log"),
        Fixtures.file("/data/src/Part7.java"),
        Fixtures.file("/data/in.bin"),
        Fixtures.file("/data/out.bin"),
        Fixtures.file("/data/orders.bin"),
        Fixtures.file("/data/db.mv.db"),
        Fixtures.file("/data/index.bin"),
        Fixtures.file("/data/settings.bin"));
  }

  private static ReportModel.FileSection section(ReportModel m, String path) {
    return m.files.stream().filter(f -> f.path.equals(path)).findFirst().orElseThrow();
  }

  private static List<String> recommendedRows(ReportModel.WorkloadSection s) {
    return s.techniques.stream().filter(t -> t.recommended).map(t -> t.id).toList();
  }

  private static String table(ReplayResults r) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new ReplayTable().print(r, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static String indent(String text) {
    return "  " + text.replace("\n", "\n  ");
  }
}
