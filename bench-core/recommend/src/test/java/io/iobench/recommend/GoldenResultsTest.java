package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.analysis.Access;
import io.iobench.analysis.Finding;
import io.iobench.analysis.FindingKey;
import io.iobench.analysis.LibraryCalls;
import io.iobench.analysis.Opens;
import io.iobench.analysis.SizeMix;
import io.iobench.format.HistogramCodec;
import io.iobench.layer.AppLayer;
import io.iobench.layer.Layer;
import io.iobench.layer.engine.H2Layer;
import io.iobench.layer.stream.ObjectInputStreamLayer;
import io.iobench.replay.CacheMode;
import io.iobench.replay.FixedRuns;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.WorkloadRun;
import io.iobench.results.ExtraRoundsStop;
import io.iobench.results.ReplayNote;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsWriter;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadKey;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.CallSizes;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.DataFormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ResultsBuilder} writes the golden results file of bench-core/model's test-jar, byte for
 * byte, from fixed inputs: plans with the app's observed workloads and technique runs with fixed
 * round times. The reader and the reports read the same file (bench-core/model's
 * GoldenResultsReadTest, reports' GoldenResultsReportTest), so the writer and the readers of the
 * results file cannot drift apart.
 *
 * <p>What a machine and a moment put into the file is set to fixed values first: {@code createdAt},
 * the environment's values and each technique's JVM. A latency histogram counts as the same when it
 * decodes to the same counts (its compressed bytes are zlib's, which may differ between builds).
 *
 * <p>When the results file changes on purpose, this test writes what the builder now produces to
 * {@code target/golden-results-v2.actual.json}: review it, and copy it over the golden file in
 * bench-core/model ({@code src/test/resources/io/iobench/results/golden-results-v2.json}).
 */
class GoldenResultsTest {
  static final String GOLDEN = "/io/iobench/results/golden-results-v2.json";

  @TempDir Path dir;

  @Test
  void theBuilderWritesTheGoldenResultsFile() throws IOException {
    byte[] golden;
    try (InputStream in = GoldenResultsTest.class.getResourceAsStream(GOLDEN)) {
      assertNotNull(in, GOLDEN + " on the test class path (bench-core/model's test-jar)");
      golden = in.readAllBytes();
    }
    ReplayResults results = build();
    normalise(results, new ObjectMapper().readTree(golden));
    Path file = dir.resolve("results.json");
    ResultsWriter.write(results, file);
    byte[] written = Files.readAllBytes(file);
    if (!java.util.Arrays.equals(golden, written)) {
      Path actual = Path.of("target", "golden-results-v2.actual.json");
      Files.createDirectories(actual.getParent());
      Files.write(actual, written);
      assertEquals(
          new String(golden, StandardCharsets.UTF_8),
          new String(written, StandardCharsets.UTF_8),
          "the results file differs from "
              + GOLDEN
              + " (what the builder writes now is in "
              + actual
              + ")");
    }
  }

  static final String SCAN = "com.acme.LogJob.scan(LogJob.java:42)";
  static final String AUDIT = "com.acme.Audit.check(Audit.java:7)";
  static final String ORDERS = "com.acme.Orders.load(Orders.java:31)";
  static final String LOOKUP = "com.acme.Index.lookup(Index.java:12)";
  static final String INDEX_SCAN = "com.acme.Index.scan(Index.java:60)";
  static final String SETTINGS = "com.acme.Settings.load(Settings.java:20)";
  static final String UNKNOWN_CALLER =
      "(app's frame unknown: the stack walk stopped before it) via"
          + " com.sun.tools.javac.main.JavaCompiler.parseFiles";
  static final long RUN_NANOS = 10_000_000_000L;

  /**
   * A replay of a profile with every kind of workload and outcome the results file holds: two reads
   * of one file from two call sites (one with a mix of call sizes and two threads, recommended; one
   * of text over several files, already near the best, too few calls for a fidelity ratio), a copy
   * with a target whose gain is too small to make, a read through a layer (ObjectInputStream) whose
   * raw-API option is for the owner of the code only, a forced write in place inside an engine (no
   * change of the app's), random reads in runs with a capped call count (a technique that scaled,
   * one whose passes were cut, one out of the race), strided reads whose baseline failed, and a
   * small read whose fastest alternative was still too wide to decide after its extra rounds, and a
   * read by code whose stack walks stopped before the app's frame (its gain for the code's owner
   * only).
   */
  static ReplayResults build() {
    ReplaySettings settings =
        new ReplaySettings(2, 5, Path.of("work"), CacheMode.WARM, List.of("-Xmx512m"))
            .withJvmPerTechnique();
    List<ReplayPlan> plans = new ArrayList<>();
    List<WorkloadRun> runs = new ArrayList<>();

    Workload scan =
        Workload.sequential("/data/events.log", Operation.READ, 65_536, 100)
            .withSizes(CallSizes.of(Map.of(4, 1L, 100, 3L)))
            .withThreads(2);
    plans.add(
        plan(
            scan,
            observed(
                "/data/events.log",
                null,
                1_600_000_000L,
                655_360,
                2_400,
                2,
                SCAN,
                null,
                List.of(new ReplayNote.Threads(2, 2), new ReplayNote.Capped(65_536, 1 << 20))),
            "fis/100",
            "buffered-stream/8k",
            "read-all-bytes",
            "channel-heap/64k",
            "fis/8k"));
    runs.add(
        WorkloadRun.planned(
            List.of(
                run("fis/100")
                    .measured(2_000_000, 2_100_000, 1_950_000, 2_050_000, 2_020_000)
                    .calls(656)
                    .latency(2_500, 600, 9_000, 56)
                    .build(),
                run("buffered-stream/8k")
                    .measured(400_000, 410_000, 395_000, 405_000, 402_000)
                    .calls(8)
                    .latency(40_000, 8)
                    .build(),
                run("read-all-bytes")
                    .measured(300_000, 310_000, 290_000, 305_000, 298_000)
                    .calls(2)
                    .latency(150_000, 2)
                    .build(),
                run("channel-heap/64k")
                    .measured(1_500_000, 1_600_000, 1_550_000)
                    .calls(2)
                    .latency(700_000, 2)
                    .leftRaceAfter(3)
                    .build(),
                FixedRuns.failed(
                    technique("fis/8k"), "moved 65,532 bytes, not the workload's 65,536"))));

    Workload audit =
        Workload.sequential("/data/events.log", Operation.READ, 65_536, 8192).asText().withFiles(3);
    plans.add(
        plan(
            audit,
            observed("/data/events.log", null, 300_000, 8, 40_000, 1, AUDIT, null, List.of()),
            "fis/8k",
            "buffered-stream/8k",
            "read-all-bytes"));
    runs.add(
        WorkloadRun.planned(
            List.of(
                run("fis/8k")
                    .measured(300_000, 305_000, 298_000, 302_000, 301_000)
                    .calls(24)
                    .latency(12_000, 24)
                    .build(),
                run("buffered-stream/8k")
                    .measured(298_000, 306_000, 299_000, 300_000, 303_000)
                    .calls(24)
                    .latency(12_000, 24)
                    .build(),
                run("read-all-bytes")
                    .measured(296_000, 304_000, 297_000, 301_000, 299_000)
                    .calls(6)
                    .latency(48_000, 6)
                    .build())));

    Workload copy =
        Workload.sequential("/data/in.bin", Operation.COPY, 1_048_576, 8192).withReplacing(true);
    plans.add(
        plan(
            copy,
            observed(
                "/data/in.bin",
                "/data/out.bin",
                2_000_000,
                128,
                4_000,
                1,
                "com.acme.Backup.save(Backup.java:88)",
                null,
                List.of(new ReplayNote.Truncated(1_048_576, true))),
            "copy-stream/8k",
            "copy-files"));
    runs.add(
        WorkloadRun.planned(
            List.of(
                run("copy-stream/8k")
                    .measured(1_000_000, 1_020_000, 990_000, 1_010_000, 1_005_000)
                    .calls(256)
                    .latency(3_800, 256)
                    .build(),
                run("copy-files")
                    .measured(400_000, 410_000, 395_000, 405_000, 402_000)
                    .calls(1)
                    .build())));

    Workload orders = Workload.sequential("/data/orders.bin", Operation.READ, 262_144, 1);
    plans.add(
        plan(
            orders,
            observed(
                "/data/orders.bin",
                null,
                5_000_000_000L,
                262_144,
                180,
                1,
                ORDERS + " via java.io.ObjectInputStream.readObject",
                layer(ObjectInputStreamLayer.LAYER, "readObject", ORDERS),
                List.of()),
            "fis-byte",
            "read-all-bytes",
            "buffered-stream/8k",
            "channel-heap/64k"));
    runs.add(
        WorkloadRun.planned(
            List.of(
                run("fis-byte")
                    .measured(50_000_000, 51_000_000, 49_000_000, 50_500_000, 49_800_000)
                    .calls(262_144)
                    .latency(180, 262_000, 2_000, 144)
                    .build(),
                run("read-all-bytes")
                    .measured(1_000_000, 1_020_000, 990_000, 1_010_000, 1_005_000)
                    .calls(2)
                    .latency(480_000, 2)
                    .build(),
                run("buffered-stream/8k")
                    .measured(1_200_000, 1_220_000, 1_190_000, 1_210_000, 1_205_000)
                    .calls(32)
                    .latency(30_000, 32)
                    .build(),
                run("channel-heap/64k")
                    .measured(900_000, 920_000, 890_000, 910_000, 905_000)
                    .calls(4)
                    .latency(200_000, 4)
                    .build())));

    Workload journal =
        Workload.sequential("/data/db.mv.db", Operation.WRITE, 1_048_576, 4096)
            .withForceEvery(65_536)
            .withPreallocated(true);
    plans.add(
        plan(
            journal,
            observed(
                "/data/db.mv.db",
                null,
                3_000_000_000L,
                256,
                9_500,
                1,
                null,
                layer(H2Layer.LAYER, "writeFully", null),
                List.of()),
            "channel-heap-write/4k",
            "channel-direct-write/256k"));
    runs.add(
        WorkloadRun.planned(
            List.of(
                run("channel-heap-write/4k")
                    .measured(20_000_000, 20_500_000, 19_800_000, 20_200_000, 20_100_000)
                    .calls(272)
                    .latency(9_000, 256, 1_000_000, 16)
                    .build(),
                run("channel-direct-write/256k")
                    .measured(7_000_000, 7_100_000, 6_900_000, 7_050_000, 7_020_000)
                    .calls(20)
                    .latency(60_000, 4, 1_000_000, 16)
                    .build())));

    Workload lookups =
        Workload.random("/data/index.bin", Operation.READ, 1_048_576, 8, 5_000)
            .withRun(4)
            .withAppCalls(50_000);
    plans.add(
        plan(
            lookups,
            observed(
                "/data/index.bin",
                null,
                800_000_000L,
                50_000,
                1_200,
                1,
                LOOKUP,
                null,
                List.of(
                    new ReplayNote.RandomRuns(75, 4),
                    new ReplayNote.CallsPerRound(5_000, 50_000, 50_000),
                    new ReplayNote.SizeMix(
                        List.of(
                            new ReplayNote.SizeMix.Share(8, 90),
                            new ReplayNote.SizeMix.Share(16, 10)),
                        false,
                        8.8,
                        10),
                    new ReplayNote.ForceCadence(65_536),
                    new ReplayNote.NotInOrder("WRITE"))),
            "raf-data",
            "mmap-data",
            "channel-positional/8"));
    runs.add(
        WorkloadRun.planned(
            List.of(
                run("raf-data")
                    .measured(5_000_000, 5_100_000, 4_900_000, 5_050_000, 5_020_000)
                    .calls(5_000)
                    .latency(900, 4_900, 20_000, 100)
                    .build(),
                run("mmap-data")
                    .measured(500_000, 510_000, 495_000, 505_000, 502_000)
                    .calls(5_000)
                    .latency(60, 5_000)
                    .scale(10)
                    .build(),
                run("channel-positional/8")
                    .measured(4_000_000, 4_100_000, 3_900_000, 4_050_000, 4_020_000)
                    .calls(5_000)
                    .latency(700, 5_000)
                    .passShare(0.5)
                    .build())));

    Workload strided =
        Workload.strided("/data/index.bin", Operation.READ, 1_048_576, 16, 1_000, 4_080);
    plans.add(
        plan(
            strided,
            observed(
                "/data/index.bin", null, 40_000_000, 1_000, 30_000, 1, INDEX_SCAN, null, List.of()),
            "raf/16",
            "channel-positional/16"));
    runs.add(
        WorkloadRun.planned(
            List.of(
                FixedRuns.failed(
                    technique("raf/16"),
                    "the worker exited with code 1: java.lang.OutOfMemoryError: Java heap space"),
                run("channel-positional/16")
                    .measured(3_000_000, 3_100_000, 2_900_000, 3_050_000, 3_020_000)
                    .calls(1_000)
                    .latency(2_800, 1_000)
                    .build())));

    Workload small = Workload.sequential("/data/settings.bin", Operation.READ, 3_800, 3_800);
    plans.add(
        plan(
            small,
            observed(
                "/data/settings.bin", null, 4_000_000, 200, 20_000, 1, SETTINGS, null, List.of()),
            "fis/3800",
            "read-all-bytes",
            "channel-heap/8k"));
    runs.add(
        new WorkloadRun(
            List.of(
                run("fis/3800")
                    .measured(
                        100_000, 101_000, 99_000, 100_500, 99_500, 100_000, 101_000, 99_000,
                        100_500, 99_500, 100_000, 101_000, 99_000, 100_500, 99_500)
                    .calls(2)
                    .latency(20_000, 2)
                    .build(),
                run("read-all-bytes")
                    .measured(
                        30_000, 150_000, 40_000, 140_000, 35_000, 160_000, 30_000, 150_000, 45_000,
                        130_000, 30_000, 150_000, 40_000, 140_000, 35_000)
                    .calls(2)
                    .latency(25_000, 2)
                    .build(),
                run("channel-heap/8k")
                    .measured(99_000, 100_000, 101_000, 100_000, 99_500)
                    .calls(2)
                    .latency(21_000, 2)
                    .build()),
            FixedRuns.extraRounds(
                10,
                ExtraRoundsStop.ROUND_CAP,
                1_400_000_000L,
                1_500_000_000L,
                technique("read-all-bytes"))));

    // Read by code whose stack walks stopped before the app's frame: the faster technique is for
    // whoever owns that code, not a change placed in the app's.
    Workload parsed = Workload.sequential("/data/src/Part7.java", Operation.READ, 16_384, 100);
    plans.add(
        plan(
            parsed,
            new App(
                "/data/src/Part7.java",
                null,
                200_000_000,
                164,
                1_200,
                1,
                UNKNOWN_CALLER,
                null,
                List.of(),
                true),
            "fis/100",
            "buffered-stream/8k"));
    runs.add(
        WorkloadRun.planned(
            List.of(
                run("fis/100")
                    .measured(500_000, 510_000, 495_000, 505_000, 502_000)
                    .calls(164)
                    .latency(1_300, 164)
                    .build(),
                run("buffered-stream/8k")
                    .measured(100_000, 102_000, 99_000, 101_000, 100_500)
                    .calls(2)
                    .latency(30_000, 2)
                    .build())));

    return ResultsBuilder.build(
        "replay",
        "app-profile.json",
        settings,
        plans,
        runs,
        "ext4",
        1.10,
        0.01,
        List.of("/data/tiny.txt: 3 calls, too few to replay"),
        true);
  }

  private static Technique technique(String id) {
    return Catalogue.byId(id).orElseThrow(() -> new AssertionError("no technique " + id));
  }

  private static FixedRuns.Builder run(String id) {
    return FixedRuns.of(technique(id)).warmup(60_000_000, 55_000_000);
  }

  /** What the profile says the app did: an {@link ObservedWorkload} without its workload. */
  private record App(
      String path,
      String target,
      long nanos,
      long calls,
      long p50,
      long threads,
      String callSite,
      AppLayer layer,
      List<ReplayNote> notes,
      boolean callerUnknown) {}

  private static App observed(
      String path,
      String target,
      long nanos,
      long calls,
      long p50,
      long threads,
      String callSite,
      AppLayer layer,
      List<ReplayNote> notes) {
    return new App(path, target, nanos, calls, p50, threads, callSite, layer, notes, false);
  }

  /** The plan of {@code w}, the app's own technique (the baseline) first. */
  private static ReplayPlan plan(Workload w, App app, String... ids) {
    List<Technique> techniques = new ArrayList<>();
    for (String id : ids) {
      techniques.add(technique(id));
    }
    Technique current = techniques.get(0);
    return new ReplayPlan(
        w,
        techniques,
        new ObservedWorkload(
            app.path,
            app.target,
            w,
            current.family(),
            current.bufferSize(),
            app.nanos,
            app.calls,
            app.p50,
            -1,
            app.threads,
            finding(app),
            app.notes,
            RUN_NANOS,
            null));
  }

  /** The finding a profile of the app would have given: its call site and layer. */
  private static Finding finding(App app) {
    return new Finding(
        new FindingKey(app.path, "FileInputStream.read", WorkloadKey.entryFrame(app.callSite)),
        null,
        null,
        app.calls,
        app.calls,
        0,
        app.nanos,
        app.p50,
        app.threads,
        new Access(Access.Kind.SEQUENTIAL, 0, 1, 1),
        new SizeMix(0, new TreeMap<>()),
        false,
        0,
        app.callSite,
        app.layer,
        app.callerUnknown,
        null,
        Opens.NONE,
        LibraryCalls.NONE);
  }

  private static AppLayer layer(Layer layer, String method, String appFrame) {
    return new AppLayer(layer, method, layer.changesFor(method), appFrame, 0.95);
  }

  /**
   * Sets what the machine and the moment put into the file to fixed values, and takes the golden
   * file's encoding of a latency histogram that decodes to the same counts.
   */
  static void normalise(ReplayResults results, JsonNode golden) {
    results.createdAt = "2026-01-01T00:00:00Z";
    results.environment.jdk = "17.0.15";
    results.environment.vendor = "Eclipse Adoptium";
    results.environment.vm = "OpenJDK 64-Bit Server VM 17.0.15+6";
    results.environment.os = "Linux 6.1.0";
    results.environment.arch = "amd64";
    results.environment.cpus = 2;
    for (int i = 0; i < results.workloads.size(); i++) {
      List<TechniqueResult> techniques = results.workloads.get(i).techniques;
      for (int j = 0; j < techniques.size(); j++) {
        TechniqueResult t = techniques.get(j);
        t.jvm = "/opt/jdk-17.0.15";
        t.jdkVersion = "17.0.15";
        t.vmName = "OpenJDK 64-Bit Server VM";
        t.vmVersion = "17.0.15+6";
        JsonNode encoded =
            golden.at("/workloads/" + i + "/techniques/" + j + "/callLatencyHistogram");
        if (t.callLatencyHistogram != null
            && encoded.isTextual()
            && sameCounts(t.callLatencyHistogram, encoded.asText())) {
          t.callLatencyHistogram = encoded.asText();
        }
      }
    }
  }

  private static boolean sameCounts(String a, String b) {
    try {
      return HistogramCodec.decode(a).equals(HistogramCodec.decode(b));
    } catch (DataFormatException | IllegalArgumentException e) {
      return false;
    }
  }
}
