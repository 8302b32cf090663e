package io.iobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reader reads the golden results file, which bench-core/recommend's GoldenResultsTest holds
 * the builder to, into the values it holds, field by field for the typed parts (environment,
 * settings, workload parameters, observed, fidelity, keys, extra rounds) and a few of the rest.
 */
class GoldenResultsReadTest {
  static final String GOLDEN = "/io/iobench/results/golden-results-v2.json";

  @TempDir Path dir;

  @Test
  void theGoldenResultsFileReadsToTheValuesItHolds() throws IOException {
    ReplayResults r = EarlierResultsReadTest.read(GOLDEN, dir);
    assertEquals("replay", r.mode);
    assertEquals("app-profile.json", r.source);
    assertEquals("2026-01-01T00:00:00Z", r.createdAt);

    ReplayResults.Environment env = r.environment;
    assertEquals("17.0.15", env.jdk);
    assertEquals("Eclipse Adoptium", env.vendor);
    assertEquals("OpenJDK 64-Bit Server VM 17.0.15+6", env.vm);
    assertEquals("Linux 6.1.0", env.os);
    assertEquals("amd64", env.arch);
    assertEquals(2, env.cpus);
    assertEquals("ext4", env.fileSystem);
    assertEquals("warm", env.cache);

    ReplayResults.Settings st = r.settings;
    assertEquals(2, st.warmupRounds);
    assertEquals(5, st.measuredRounds);
    assertEquals("warm", st.cache);
    assertEquals(1.10, st.threshold);
    assertEquals(0.01, st.minSavingShare);
    assertEquals(List.of("-Xmx512m"), st.workerJvmArgs);
    assertEquals(true, st.jvmPerTechnique);
    assertEquals(List.of("/data/tiny.txt: 3 calls, too few to replay"), st.notes);
    assertEquals(10, st.extraRounds);
    assertEquals(1.0, st.extraTimeShare);

    assertEquals(9, r.workloads.size());
    WorkloadResult scan = r.workloads.get(0);
    assertEquals(
        new WorkloadKey("/data/events.log", null, "READ", "com.acme.LogJob.scan"), scan.key);
    WorkloadResult.Parameters p = scan.workload;
    assertEquals(65_536, p.fileSize);
    assertEquals(100, p.callSize);
    assertEquals("SEQUENTIAL", p.pattern);
    assertEquals(131_072, p.bytesPerRound);
    assertEquals(2, p.threads);
    assertEquals(List.of(100, 4, 100, 100), p.callSizes);
    assertEquals(0, p.calls, "absent for a sequential pass");
    assertEquals(1, p.files, "absent: one file");
    assertEquals(1, p.run, "absent: one call from each position");
    assertEquals(1_600_000_000L, scan.observed.nanos);
    assertEquals(655_360, scan.observed.calls);
    assertEquals(2_400, scan.observed.p50Nanos);
    assertEquals(2, scan.observed.threads);
    assertEquals("com.acme.LogJob.scan(LogJob.java:42)", scan.observed.callSite);
    assertNull(scan.observed.layer);
    assertFalse(scan.observed.callerUnknown, "absent: the app's frame is known");
    assertEquals(2_400, scan.fidelity.observedP50Nanos);
    assertEquals(2_511L, scan.fidelity.replayP50Nanos);
    assertEquals(1.04625, scan.fidelity.ratio, 1e-12);
    assertTrue(scan.recommended);
    assertEquals(5, scan.techniques.size());
    assertEquals(3, scan.techniques.get(3).leftRaceAfterRounds);
    assertEquals("moved 65,532 bytes, not the workload's 65,536", scan.techniques.get(4).error);

    WorkloadResult audit = r.workloads.get(1);
    assertEquals(
        new WorkloadKey("/data/events.log", null, "READ", "com.acme.Audit.check"), audit.key);
    assertEquals(3, audit.workload.files);
    assertTrue(audit.workload.text);
    assertNull(audit.fidelity.ratio, "8 observed calls: too few to compare medians");
    assertFalse(audit.recommended);

    WorkloadResult copy = r.workloads.get(2);
    assertEquals("/data/out.bin", copy.target);
    assertEquals(
        new WorkloadKey("/data/in.bin", "/data/out.bin", "COPY", "com.acme.Backup.save"), copy.key);
    assertTrue(copy.workload.replacing);

    WorkloadResult orders = r.workloads.get(3);
    assertEquals("object-input-stream", orders.observed.layer);
    assertEquals("ObjectInputStream", orders.observed.layerTitle);
    assertEquals("com.acme.Orders.load", orders.key.entryFrame());

    WorkloadResult journal = r.workloads.get(4);
    assertEquals(65_536, journal.workload.forceEveryBytes);
    assertTrue(journal.workload.preallocated);
    assertNull(journal.observed.callSite);
    assertEquals(new WorkloadKey("/data/db.mv.db", null, "WRITE", null), journal.key);

    WorkloadResult lookups = r.workloads.get(5);
    assertEquals("RANDOM", lookups.workload.pattern);
    assertEquals(5_000, lookups.workload.calls);
    assertEquals(4, lookups.workload.run);
    assertEquals(50_000, lookups.workload.appCalls);
    assertEquals(50_000L, lookups.techniques.get(1).callsPerOpen);
    assertEquals(0.5, lookups.techniques.get(2).passShare);

    WorkloadResult strided = r.workloads.get(6);
    assertEquals("STRIDED", strided.workload.pattern);
    assertEquals(4_080, strided.workload.stride);
    assertTrue(strided.verdict.startsWith("no verdict: the baseline raf/16 failed"));
    for (WorkloadResult w : r.workloads.subList(0, 7)) {
      assertNull(w.extraRounds, w.label() + " was decided in its planned rounds");
    }

    WorkloadResult small = r.workloads.get(7);
    WorkloadResult.ExtraRounds extra = small.extraRounds;
    assertEquals(10, extra.rounds);
    assertEquals(ExtraRoundsStop.ROUND_CAP, extra.stoppedBy);
    assertEquals(List.of("read-all-bytes"), extra.alternatives);
    assertEquals(1_400_000_000L, extra.nanos);
    assertEquals(1_500_000_000L, extra.capNanos);
    assertEquals(15, small.techniques.get(1).measurementIterations);
    assertEquals(5, small.techniques.get(2).measurementIterations);
    assertFalse(small.recommended);

    assertEquals(10, r.recommendations.size());
    for (RecommendationResult rec : r.recommendations) {
      assertEquals(
          1,
          r.workloads.stream().filter(w -> w.key.equals(rec.key)).count(),
          "each recommendation is of one workload: " + rec.key);
    }
    assertEquals(
        List.of(
            Standing.CHANGE,
            Standing.CHANGE,
            Standing.SMALL_GAIN,
            Standing.CHANGE,
            Standing.CHANGE,
            Standing.OWN_CODE_ONLY,
            Standing.OWN_CODE_ONLY,
            Standing.CHANGE,
            Standing.CHANGE,
            Standing.OWN_CODE_ONLY),
        r.recommendations.stream().map(rec -> rec.standing).toList());
    RecommendationResult layered = r.recommendations.get(3);
    assertEquals("object-input-stream", layered.layer);
    assertEquals("ObjectInputStream, called by readObject()", layered.layerTitle);

    WorkloadResult unknown = r.workloads.get(8);
    assertEquals("/data/src/Part7.java", unknown.path);
    assertTrue(unknown.observed.callerUnknown);
    assertNull(unknown.key.entryFrame(), "no app frame to key it by");
    assertFalse(unknown.recommended);
    assertTrue(unknown.verdict.contains("no change placed in your code"), unknown.verdict);
    assertEquals(unknown.key, r.recommendations.get(9).key);
  }
}
