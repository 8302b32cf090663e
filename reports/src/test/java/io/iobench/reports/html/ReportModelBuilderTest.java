package io.iobench.reports.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.analysis.Findings;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfilePart;
import io.iobench.profile.ProfileSource;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.WorkloadKey;
import io.iobench.results.WorkloadResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ReportModelBuilderTest {
  private final ReportModelBuilder builder = new ReportModelBuilder();

  /** A profile on {@code jdk} of one file, {@code /a}, with these operations. */
  private static Profile profileOfA(String jdk, OpProfile... ops) {
    return Fixtures.profile(jdk, Fixtures.file("/a", ops));
  }

  /** FileInputStream reads of {@code size} bytes, their latencies as (ns, count) pairs. */
  private static OpProfile reads(long calls, long size, long... latencyCounts) {
    return Fixtures.op("FileInputStream", "read", calls, size, Fixtures.summary(latencyCounts));
  }

  /** 100 RandomAccessFile reads of 4 KiB, their latencies as (ns, count) pairs. */
  private static OpProfile randomReads(long... latencyCounts) {
    return Fixtures.op("RandomAccessFile", "read", 100, 4096, Fixtures.summary(latencyCounts));
  }

  @Test
  void jfrShareCountsCallsAtOrAboveTheDefaultThreshold() {
    // 90 calls at 1 us, 10 at 30 ms: only the slow ones reach 20 ms.
    Profile p = profileOfA("17.0.15", reads(100, 128, 1_000, 90, 30_000_000, 10));
    ReportModel.Jfr jfr = builder.build(p, "p", null).overview.jfr;
    assertEquals(20_000_000L, jfr.thresholdNanos);
    assertEquals(17, jfr.jdkFeature);
    assertEquals(0.10, jfr.share, 1e-9);
    assertEquals(10, jfr.recordedCalls);
    assertTrue(jfr.assumption.contains("20 ms"));
  }

  /** A profile read from a recording lists the recording's limits and no JFR comparison. */
  @Test
  void aRecordingsLimitsReplaceTheJfrComparison() {
    Profile p = profileOfA("17.0.15", reads(100, 128, 1_000, 100));
    p.source = new ProfileSource();
    p.source.recording = "app.jfr";
    p.source.limits.add("JFR records no file offsets.");
    ReportModel.Overview o = builder.build(p, "p", null).overview;
    assertNull(o.jfr);
    assertEquals("app.jfr", o.recording);
    assertEquals(List.of("JFR records no file offsets."), o.recordingLimits);
    assertNull(builder.build(profileOfA("17"), "p", null).overview.recording);
  }

  @Test
  void jfrThresholdIsOneMillisecondOnJdk25() {
    // 5 calls at 5 ms count on JDK 25 but not on JDK 21.
    long[] values = {1_000, 85, 5_000_000, 5, 30_000_000, 10};
    Profile jdk21 = profileOfA("21.0.2", randomReads(values));
    Profile jdk25 = profileOfA("25", randomReads(values));
    assertEquals(0.10, builder.build(jdk21, "p", null).overview.jfr.share, 1e-9);
    ReportModel.Jfr on25 = builder.build(jdk25, "p", null).overview.jfr;
    assertEquals(1_000_000L, on25.thresholdNanos);
    assertEquals(0.15, on25.share, 1e-9);
    assertEquals(8, JfrDefaults.feature("1.8.0_402"));
    assertNull(JfrDefaults.feature("unknown"));
  }

  @Test
  void jfrShareWeighsEachOperationByItsCalls() {
    // The histograms are sampled: 10 of 100 samples slow, for an op of 1000 calls, and none of 1000
    // calls elsewhere.
    Profile p =
        profileOfA(
            "17",
            reads(1000, 1, 1_000, 90, 30_000_000, 10),
            Fixtures.op("FileOutputStream", "write", 1000, 1, Fixtures.summary(1_000, 7)));
    assertEquals(0.05, builder.build(p, "p", null).overview.jfr.share, 1e-9);
  }

  /** A merged profile lists the JVMs it was made of, each with its own run time. */
  @Test
  void aMergedProfileListsItsJvms() {
    Profile p = profileOfA("17.0.15", reads(100, 128, 1_000, 100));
    assertNull(builder.build(p, "p", null).overview.parts, "one JVM's profile");
    p.parts = new ArrayList<>();
    for (int i = 1; i <= 2; i++) {
      ProfilePart part = new ProfilePart();
      part.file = "web-" + i + ".json";
      part.host = "web-" + i;
      part.pid = 100 + i;
      part.startedAt = "2026-11-29T10:00:00Z";
      part.endedAt = "2026-11-29T10:00:0" + i + "Z";
      p.parts.add(part);
    }
    List<ReportModel.Part> parts = builder.build(p, "p", null).overview.parts;
    assertEquals(List.of("web-1", "web-2"), parts.stream().map(x -> x.host).toList());
    assertEquals(List.of(101L, 102L), parts.stream().map(x -> x.pid).toList());
    assertEquals(
        List.of(1_000_000_000L, 2_000_000_000L), parts.stream().map(x -> x.durationNanos).toList());
  }

  /** A call path keeps the library the app entered by, with its coordinates, for the page. */
  @Test
  void aCallPathNamesTheLibraryTheAppEnteredBy() {
    OpProfile writes =
        Fixtures.op("FileOutputStream", "write", 300, 30, Fixtures.summary(2_000, 300));
    OpProfile.CallPath path = new OpProfile.CallPath();
    path.app = "com.acme.Export.run(Export.java:9)";
    path.frames =
        List.of(
            "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
            "java.io.FileOutputStream.write");
    path.library = "com.fasterxml.jackson.core:jackson-databind:2.21.2";
    path.calls = 300;
    writes.callPaths = List.of(path);
    ReportModel.PathRow row =
        builder.build(profileOfA("17", writes), "p", null).files.get(0).ops.get(0).paths.get(0);
    assertEquals(path.app, row.app);
    assertEquals(path.frames, row.frames);
    assertEquals("com.fasterxml.jackson.core:jackson-databind:2.21.2", row.library);
    assertEquals(
        "com.acme.Export.run(Export.java:9) via com.fasterxml.jackson.databind.ObjectMapper.writeValue"
            + " (com.fasterxml.jackson.core:jackson-databind:2.21.2)",
        path.site());
  }

  /** The words of an operation's finding, the operation alone in a profile. */
  private static String words(OpProfile op) {
    Profile p = Fixtures.profile("17", Fixtures.file("/f", op));
    return AccessPatterns.words(Findings.of(p).of(op));
  }

  @Test
  void patternWordsForSequentialAndRandomOperations() {
    OpProfile sequential = reads(100, 128, 1_000, 100);
    assertEquals("sequential 128-byte reads, 100 calls, 100 us", words(sequential));

    OpProfile random =
        Fixtures.op("RandomAccessFile", "read", 2_100_000, 8192, Fixtures.summary(1_000, 100));
    random.pattern.consecutive = 10;
    random.pattern.sequential = 1_000_000;
    random.pattern.backward = 1_099_999;
    assertEquals("random 8 KiB reads, 2.10 M calls, 2.10 s", words(random));

    OpProfile backward = Fixtures.op("RandomAccessFile", "write", 50, 512, null);
    backward.pattern.consecutive = 0;
    backward.pattern.sequential = 0;
    backward.pattern.backward = 49;
    assertEquals(
        "sequential 512-byte writes, 50 calls",
        words(backward),
        "jumps back, with none forward over data, are replayed as one pass, as a re-read is");

    OpProfile none = new OpProfile();
    none.op = "size";
    none.calls = 3;
    assertEquals("size(), 3 calls", words(none));

    OpProfile lines = Fixtures.op("RandomAccessFile", "readLine", 4_301, 1, null);
    lines.methodCalls = 101;
    lines.pattern.consecutive = 99;
    lines.pattern.sequential = 99;
    lines.pattern.accessSizes = List.of(Map.of("size", 43L, "count", 100L));
    assertEquals(
        "sequential 43-byte readLine(), 101 calls making 4,301 reads of the file",
        words(lines),
        "the lines, and the reads of a byte they took");

    OpProfile approximate = Fixtures.op("FileChannel", "read", 10, 8192, null);
    approximate.pattern.accessSizes = List.of();
    assertEquals(
        "sequential 8.0 KiB reads, 10 calls",
        words(approximate),
        "the histogram's median when there are no exact sizes");
  }

  @Test
  void recommendationsRankOneOfEveryWorkloadFirstLargestSavingFirst() {
    List<RecommendationResult> recs =
        List.of(
            Fixtures.recommendation("/a", "x", 1, 5),
            Fixtures.recommendation("/a", "x", 2, 4),
            Fixtures.recommendation("/b", "y", 1, 50),
            Fixtures.recommendation("/b", "y", 2, 40),
            Fixtures.recommendation("/b", "y", 3, 30));
    List<String> order =
        ReportModelBuilder.ordered(recs).stream()
            .map(r -> r.path + r.rank)
            .collect(Collectors.toList());
    assertEquals(List.of("/b1", "/a1", "/b2", "/b3", "/a2"), order);

    Profile p = Fixtures.profile("17", Fixtures.file("/a"), Fixtures.file("/b"));
    ReplayResults results =
        Fixtures.results(List.of(Fixtures.workload("/a", "x"), Fixtures.workload("/b", "y")), recs);
    ReportModel m = builder.build(p, "p", results);
    assertEquals("changes", m.verdict.state);
    assertEquals(
        List.of(1, 1, 2, 3, 2),
        m.verdict.changes.stream().map(c -> c.rank).collect(Collectors.toList()));
    assertEquals("/b", m.verdict.changes.get(0).path);
    assertNotNull(m.verdict.changes.get(0).anchor);
  }

  @Test
  void verdictWithoutResultsOrWithoutChanges() {
    Profile p = profileOfA("17", reads(10, 1, 1_000, 10));
    ReportModel observed = builder.build(p, "p", null);
    assertEquals("observation", observed.verdict.state);
    assertTrue(
        observed.verdict.message.contains("run `iobench report PROFILE` without --no-replay"));

    ReportModel nothing =
        builder.build(p, "p", Fixtures.results(List.of(Fixtures.workload("/a", "x")), List.of()));
    assertEquals("nothing", nothing.verdict.state);
    assertEquals(ReportModelBuilder.NO_CHANGE, nothing.verdict.message);
  }

  /** Inside an engine no change is the app's: the verdict says so and lists them apart. */
  @Test
  void changesOnlyForWhoeverOwnsTheCodeThatDoesTheIoAreNoChangeToMake() throws Exception {
    Profile p =
        Fixtures.profile(
            "17",
            Fixtures.file(
                "/db", Fixtures.op("FileChannel", "write", 10, 4096, Fixtures.summary(1_000, 10))));
    RecommendationResult engine = Fixtures.recommendation("/db", "channel-heap-write", 1, 5_000);
    engine.standing = io.iobench.results.Standing.OWN_CODE_ONLY;
    ReportModel m =
        builder.build(
            p, "p", Fixtures.results(List.of(Fixtures.workload("/db", "x")), List.of(engine)));
    assertEquals("nothing", m.verdict.state);
    assertTrue(m.verdict.message.startsWith("Nothing to change in your code"), m.verdict.message);
    assertEquals(io.iobench.results.Standing.OWN_CODE_ONLY, m.verdict.changes.get(0).standing);
    assertEquals(
        "\"own-code-only\"",
        new com.fasterxml.jackson.databind.ObjectMapper()
            .writeValueAsString(m.verdict.changes.get(0).standing),
        "the page's script compares the standing's JSON name");

    RecommendationResult layered = Fixtures.recommendation("/db", "fos", 1, 5_000);
    layered.layerTitle = "BufferedWriter, called by flush()";
    layered.layerChange = "Flush the BufferedWriter less often.";
    ReportModel atLayer =
        builder.build(
            p, "p", Fixtures.results(List.of(Fixtures.workload("/db", "x")), List.of(layered)));
    assertEquals("changes", atLayer.verdict.state);
    assertEquals(
        "Flush the BufferedWriter less often.", atLayer.verdict.changes.get(0).layerChange);
  }

  /**
   * Two workloads of one file that differ only by the app's method they came from are two
   * workloads: each section marks its own recommended technique, and each rank-1 change is followed
   * by its own options. Both are in the file's section.
   */
  @Test
  void twoCallSitesOfOneFileKeepTheirOwnRecommendations() {
    String a = "com.acme.A.load(A.java:3)";
    String b = "com.acme.B.save(B.java:9)";
    WorkloadResult fromA = atCallSite(Fixtures.workload("/data/f", "fis-byte"), a, "better-a");
    WorkloadResult fromB = atCallSite(Fixtures.workload("/data/f", "fis-byte"), b, "better-b");
    assertEquals(fromA.key.path(), fromB.key.path());
    assertEquals(fromA.key.operation(), fromB.key.operation());
    List<RecommendationResult> recs =
        List.of(
            atCallSite(Fixtures.recommendation("/data/f", "fis-byte", 1, 50), a, "better-a"),
            atCallSite(Fixtures.recommendation("/data/f", "fis-byte", 2, 40), a, "other-a"),
            atCallSite(Fixtures.recommendation("/data/f", "fis-byte", 1, 5), b, "better-b"),
            atCallSite(Fixtures.recommendation("/data/f", "fis-byte", 2, 4), b, "other-b"));
    ReportModel m =
        builder.build(
            Fixtures.profile("17", Fixtures.file("/data/f")),
            "p",
            Fixtures.results(List.of(fromA, fromB), recs));

    List<ReportModel.WorkloadSection> sections = m.files.get(0).workloads;
    assertEquals(2, sections.size());
    assertEquals(List.of("better-a"), recommendedRows(sections.get(0)));
    assertEquals(List.of("better-b"), recommendedRows(sections.get(1)));
    assertEquals(
        List.of("better-a 1 " + a, "better-b 1 " + b, "other-a 2 " + a, "other-b 2 " + b),
        m.verdict.changes.stream()
            .map(c -> c.recommendedTitle + " " + c.rank + " " + c.callSite)
            .collect(Collectors.toList()));
  }

  /** The workload (or recommendation) of the fixtures' file at the app's {@code site}. */
  private static WorkloadResult atCallSite(WorkloadResult w, String site, String recommended) {
    w.observed = new WorkloadResult.Observed();
    w.observed.callSite = site;
    w.key = WorkloadKey.of(w.path, w.target, w.operation, site);
    w.techniques.get(1).id = recommended;
    return w;
  }

  private static RecommendationResult atCallSite(
      RecommendationResult r, String site, String recommended) {
    r.callSite = site;
    r.key = WorkloadKey.of(r.path, r.target, "READ", site);
    r.recommended = recommended;
    r.recommendedTitle = recommended;
    return r;
  }

  private static List<String> recommendedRows(ReportModel.WorkloadSection s) {
    return s.techniques.stream().filter(t -> t.recommended).map(t -> t.id).toList();
  }

  @Test
  void workloadsMatchFilesByPathIncludingBothSidesOfACopy() {
    Profile p =
        Fixtures.profile(
            "17", Fixtures.file("/src"), Fixtures.file("/dst"), Fixtures.file("/plain"));
    ReplayResults results =
        Fixtures.results(
            List.of(Fixtures.copy("/src", "/dst", "copy"), Fixtures.workload("/gone", "x")),
            List.of());
    ReportModel m = builder.build(p, "p", results);
    for (ReportModel.FileSection f : m.files) {
      assertEquals(f.path.equals("/plain") ? 0 : 1, f.workloads.size(), f.path);
    }
    assertEquals("/src -> /dst", m.files.get(0).workloads.get(0).path);
    assertEquals(1, m.unmatchedWorkloads.size());
    assertEquals("/gone", m.unmatchedWorkloads.get(0).path);
  }

  @Test
  void curvesBucketsAndTechniqueRowsComeFromTheHistograms() {
    Profile p = profileOfA("17", reads(100, 128, 1_000, 99, 1_000_000, 1));
    ReportModel m =
        builder.build(p, "p", Fixtures.results(List.of(Fixtures.workload("/a", "x")), List.of()));
    ReportModel.OpSection op = m.files.get(0).ops.get(0);
    List<ReportModel.Point> points = op.latency.points;
    assertEquals(Histograms.PERCENTILES.length + 1, points.size());
    assertEquals(100.0, points.get(points.size() - 1).p);
    assertTrue(points.get(points.size() - 1).v >= 1_000_000);
    assertEquals(1, op.sizes.size());
    assertEquals(128, op.sizes.get(0).from);
    assertEquals(256, op.sizes.get(0).to);
    assertEquals(100, op.sizes.get(0).count);
    ReportModel.TechniqueRow baseline = m.files.get(0).workloads.get(0).techniques.get(0);
    assertTrue(baseline.baseline);
    assertEquals(9.0, baseline.minMs, 1e-9);
    assertEquals(12.0, baseline.maxMs, 1e-9);
    assertEquals(3, baseline.rounds);
    assertNotNull(baseline.latency);
    assertTrue(m.method.histograms.size() >= 4, "op latency and size, and both techniques");
  }

  private String method(Profile p, ReplayResults results) {
    return String.join("\n", builder.build(p, "p", results).method.lines);
  }

  /** Results whose settings are the fixture's, updated with these, as a results file has them. */
  private static ReplayResults resultsWith(Map<String, Object> settings) throws Exception {
    ReplayResults r = Fixtures.results(List.of(), List.of());
    new ObjectMapper().updateValue(r.settings, settings);
    return r;
  }

  /** By default the sizes of one technique share a worker JVM, and measuring stops when decided. */
  @Test
  void methodSaysWhichTechniquesSharedAWorkerJvm() throws Exception {
    Profile p = profileOfA("17");
    String shared =
        method(
            p,
            resultsWith(
                Map.of(
                    "jvmPerTechnique", false,
                    "stopWhenDecided", true,
                    "wholePasses", false,
                    "roundNanos", 20_000_000L,
                    "minSavingShare", 0.01)));
    assertTrue(shared.contains("all the sizes of any other technique"), shared);
    assertTrue(shared.contains("the baseline, in one of its own"), shared);
    assertFalse(shared.contains("each in a worker JVM of its own"), shared);
    assertFalse(shared.contains("fork"), shared);
    assertTrue(shared.contains("up to 5 measured rounds"), shared);
    assertTrue(shared.contains("out of the race"), shared);
    assertTrue(shared.contains("at least 20.0 ms"), shared);
    assertTrue(shared.contains("first round's worth of calls"), shared);
    assertTrue(shared.contains("confidence of 1 - 0.025/m"), shared);
    assertTrue(shared.contains("at least 1 % of the profiled run's wall time"), shared);

    String own =
        method(
            p,
            resultsWith(
                Map.of(
                    "jvmPerTechnique", true,
                    "stopWhenDecided", false,
                    "wholePasses", true,
                    "roundNanos", 50_000_000L)));
    assertTrue(own.contains("each in a worker JVM of its own"), own);
    assertFalse(own.contains("sizes of any other technique"), own);
    assertTrue(own.contains("and 5 measured rounds"), own);
    assertTrue(own.contains("measured to the last round"), own);
    assertFalse(own.contains("first round's worth of calls"), own);
    assertTrue(own.contains("confidence of 1 - 0.05/m"), own);

    // Results written before the settings said so claim neither.
    String unknown = method(p, resultsWith(Map.of()));
    assertTrue(
        unknown.contains("do not record whether the sizes of one technique shared"), unknown);
    assertFalse(unknown.contains("each in a worker JVM of its own"), unknown);
  }

  @Test
  void methodSaysHowTheProfileTimedItsCalls() {
    Profile sampled = profileOfA("17");
    String line = method(sampled, null);
    assertTrue(line.contains("then one in 16 on average"), line);

    Profile all = profileOfA("17");
    all.agent = Map.of("latencyMode", "all", "samplePeriod", 1);
    line = method(all, null);
    assertTrue(line.contains("timed every one of them into HdrHistograms"), line);

    Profile recorded = profileOfA("17");
    recorded.agent = null;
    recorded.source = new ProfileSource();
    recorded.source.recording = "app.jfr";
    line = method(recorded, null);
    assertTrue(line.contains("JDK Flight Recorder recording app.jfr"), line);
    assertFalse(line.contains("agent"), line);
  }
}
