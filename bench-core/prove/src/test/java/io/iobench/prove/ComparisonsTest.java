package io.iobench.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.analysis.FindingKey;
import io.iobench.recommend.Saving;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadKey;
import io.iobench.results.WorkloadResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class ComparisonsTest {
  private static final String LOG = "/var/log/app.log";
  private static final String APPEND = "com.acme.Log.append(Log.java:42)";

  /**
   * Flush per line before (100,000 writes of 40 bytes, 2 µs each), a buffer after (489 of 8 KiB).
   */
  private static Runs flushPerLine() {
    return new Runs().op(LOG, "FileOutputStream", "write", 100_000, 4_000_000, 2_000, APPEND);
  }

  private static Runs buffered() {
    return new Runs()
        .op(
            LOG,
            "FileOutputStream",
            "write",
            489,
            4_000_000,
            20_000,
            "com.acme.Log.append(Log.java:44)");
  }

  @Test
  void eachKeyIsMatchedByFileOperationAndAppMethodWithoutItsLine() {
    Comparison c =
        Comparisons.of(
            flushPerLine().run("before"), buffered().run("after"), PathMap.none(), null, null);

    assertEquals(1, c.ops().size(), "one key: the app method's line moved, the key did not");
    OpChange write = c.ops().get(0);
    assertEquals(new FindingKey(LOG, "FileOutputStream.write", "com.acme.Log.append"), write.key());
    assertEquals(100_000, write.before().calls());
    assertEquals(489, write.after().calls());
    assertEquals(200_000_000, write.before().ioNanos(), 1);
    assertEquals(9_780_000, write.after().ioNanos(), 1);
    assertEquals(190_220_000, c.savedNanos(), 1);
    assertEquals(1, c.warnings().size(), "the one about units: " + c.warnings());
  }

  @Test
  void keysOfOneRunOnlyAreKeptWithNothingOnTheOtherSide() {
    Runs before = flushPerLine().op("/tmp/old.idx", "RandomAccessFile", "read", 10, 80, 500, null);
    Runs after = buffered().op("/tmp/new.idx", "FileChannel", "read", 2, 80, 900, null);

    Comparison c = Comparisons.of(before.run("b"), after.run("a"), PathMap.none(), null, null);

    OpChange gone = find(c, "/tmp/old.idx");
    assertEquals(10, gone.before().calls());
    assertEquals(OpTotals.NONE, gone.after());
    OpChange added = find(c, "/tmp/new.idx");
    assertEquals(OpTotals.NONE, added.before());
    assertEquals(2, added.after().calls());
    assertEquals(100_010, c.totalBefore().calls());
    assertEquals(491, c.totalAfter().calls());
  }

  @Test
  void unitsOfWorkScaleTheAfterRunToTheBeforeRunsAmount() {
    // The after run served twice the requests: per request, its calls are half of what it made.
    Runs after = new Runs().op(LOG, "FileOutputStream", "write", 200_000, 8_000_000, 1_000, APPEND);

    Comparison c =
        Comparisons.of(
            flushPerLine().run("b"),
            after.run("a"),
            PathMap.none(),
            WorkUnits.parse("1000:2000"),
            null);

    OpChange write = c.ops().get(0);
    assertEquals(100_000, write.after().calls());
    assertEquals(4_000_000, write.after().bytes());
    assertEquals(100_000_000, write.after().ioNanos(), 1);
    assertTrue(c.warnings().isEmpty(), "units given: no length warning");
  }

  @Test
  void withoutUnitsOfWorkTheTotalsAreComparedAsTheyAreWithAWarning() {
    Runs after = buffered().lasting("2026-11-28T11:00:00Z", "2026-11-28T11:00:30Z");

    Comparison c =
        Comparisons.of(flushPerLine().run("b"), after.run("a"), PathMap.none(), null, null);

    assertEquals(489, c.ops().get(0).after().calls(), "not scaled");
    assertEquals(
        List.of(
            "no units of work given: the totals are compared as they are, as if both runs did the"
                + " same work (they lasted 10.0 s and 30.0 s); give the units each did"
                + " (--per BEFORE:AFTER, or --per-calls PATH:OPERATION) to compare per unit"),
        c.warnings());
  }

  @Test
  void mappedAndTemporaryPathsMatchAcrossRuns() {
    Runs before =
        new Runs()
            .op("/srv/v1/data/cache.bin", "FileInputStream", "read", 50, 500, 100, null)
            .op("/tmp/upload8812734512398412.tmp", "FileOutputStream", "write", 4, 40, 100, null)
            .op("/tmp/upload1298374651234.tmp", "FileOutputStream", "write", 6, 60, 100, null);
    Runs after =
        new Runs()
            .op("/srv/v2/data/cache.bin", "FileInputStream", "read", 5, 500, 100, null)
            .op("/tmp/upload5512.tmp", "FileOutputStream", "write", 1, 100, 100, null)
            .op("/tmp/upload9982734512398412.tmp", "FileOutputStream", "write", 1, 100, 100, null);

    Comparison c =
        Comparisons.of(
            before.run("b"), after.run("a"), PathMap.of(List.of("/srv/v1/=/srv/v2/")), null, null);

    assertEquals(50, find(c, "/srv/v2/data/cache.bin").before().calls());
    OpChange temporary = find(c, "/tmp/upload#.tmp");
    assertEquals(10, temporary.before().calls(), "both temporary files of the before run");
    assertEquals(1, temporary.after().calls());
    assertEquals(1, find(c, "/tmp/upload5512.tmp").after().calls(), "four digits stay a name");
  }

  @Test
  void aFileOperationsCallsCountTheUnitsOfWork() {
    // 1 000 requests before, 2 000 after, one access-log line each.
    Runs before =
        flushPerLine()
            .op("/var/log/access.log", "FileOutputStream", "write", 1_000, 80_000, 1_000, null);
    Runs after =
        new Runs()
            .op(LOG, "FileOutputStream", "write", 200_000, 8_000_000, 1_000, APPEND)
            .op("/var/log/access.log", "FileOutputStream", "write", 2_000, 160_000, 1_000, null);
    Comparisons.Run b = before.run("b");
    Comparisons.Run a = after.run("a");

    WorkUnits units =
        WorkUnits.ofCalls("/var/log/access.log:FileOutputStream.write", b, a, PathMap.none());
    Comparison c = Comparisons.of(b, a, PathMap.none(), units, null);

    assertEquals(new WorkUnits(1_000, 2_000), units);
    assertEquals(100_000, find(c, LOG).after().calls());
    IllegalArgumentException none =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                WorkUnits.ofCalls(
                    "/var/log/other.log:FileOutputStream.write", b, a, PathMap.none()));
    assertEquals(
        "the counter /var/log/other.log:FileOutputStream.write has no calls in b",
        none.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> WorkUnits.ofCalls("/var/log/access.log", b, a, PathMap.none()));
  }

  @Test
  void runsWithNothingInCommonAreSaidToBeSo() {
    Runs after = new Runs().op("/elsewhere/app.log", "FileOutputStream", "write", 1, 1, 1, null);

    Comparison c =
        Comparisons.of(flushPerLine().run("b"), after.run("a"), PathMap.none(), null, null);

    assertTrue(c.warnings().stream().anyMatch(w -> w.contains("--map")), c.warnings().toString());
  }

  @Test
  void aRecommendationsRealizedSavingIsOfItsFileAndAppMethod() {
    Runs before =
        flushPerLine()
            .op(LOG, "FileOutputStream", "open", 1, 0, 50_000, "com.acme.Main.run(Main.java:9)");
    Runs after =
        buffered()
            .op(LOG, "FileOutputStream", "open", 1, 0, 50_000, "com.acme.Main.run(Main.java:9)");
    ReplayResults results = new ReplayResults();
    results.recommendations.add(recommendation(1, 180_000_000, "com.acme.Log.append"));
    results.recommendations.add(recommendation(2, 150_000_000, "com.acme.Log.append"));

    Comparison c = Comparisons.of(before.run("b"), after.run("a"), PathMap.none(), null, results);

    assertEquals(1, c.predictions().size(), "rank 1 only: the change made");
    RealizedSaving s = c.predictions().get(0);
    assertEquals(RealizedSaving.Basis.APP_METHOD, s.basis());
    assertEquals(100_000, s.before().calls(), "the writes from append, not the open from run");
    assertEquals(190_220_000, s.realizedNanos(), 1);
    assertEquals(190_220_000 / 180_000_000.0, s.realizedShare(), 1e-9);
    assertTrue(s.asPredicted(0.25));
  }

  @Test
  void callsTheChangeMovedIntoANewMethodAreTheAfterSideNotThoseOfOtherMethods() {
    String flush = "com.acme.BufferedLog.flush(BufferedLog.java:7)";
    String rotate = "com.acme.Log.rotate(Log.java:90)";
    Runs before = flushPerLine().op(LOG, "FileOutputStream", "open", 1, 0, 50_000, rotate);
    Runs after =
        new Runs()
            .op(LOG, "FileOutputStream", "write", 489, 4_000_000, 20_000, flush)
            .op(LOG, "FileOutputStream", "open", 1, 0, 90_000, rotate);
    ReplayResults results = new ReplayResults();
    results.recommendations.add(recommendation(1, 400_000_000, "com.acme.Log.append"));

    Comparison c = Comparisons.of(before.run("b"), after.run("a"), PathMap.none(), null, results);

    RealizedSaving s = c.predictions().get(0);
    assertEquals(RealizedSaving.Basis.MOVED, s.basis());
    assertEquals(100_000, s.before().calls(), "append's writes, not rotate's open");
    assertEquals(489, s.after().calls(), "flush's writes, not rotate's open");
    assertEquals(190_220_000, s.realizedNanos(), 1);
    assertFalse(s.asPredicted(0.25), "less than half the predicted saving");
  }

  @Test
  void aRecommendationOfNoAppMethodIsAboutTheWholeFile() {
    ReplayResults results = new ReplayResults();
    RecommendationResult r = recommendation(1, 190_000_000, null);
    r.key = new WorkloadKey(LOG, null, "WRITE", null);
    results.recommendations.add(r);

    Comparison c =
        Comparisons.of(flushPerLine().run("b"), buffered().run("a"), PathMap.none(), null, results);

    RealizedSaving s = c.predictions().get(0);
    assertEquals(RealizedSaving.Basis.FILE, s.basis());
    assertEquals(190_220_000, s.realizedNanos(), 1);
    assertTrue(s.asPredicted(0.25));
  }

  @Test
  void anOpenThatTruncatedIsOneCallInTheSums() {
    // The open of an existing file is recorded as an open and as a truncation, with one latency.
    Runs before =
        flushPerLine()
            .op(LOG, "FileOutputStream", "open", 1, 0, 4_000_000, APPEND)
            .op(LOG, "FileOutputStream", "truncate", 1, 9_000, 4_000_000, APPEND);
    Runs after = buffered();
    ReplayResults results = new ReplayResults();
    results.recommendations.add(recommendation(1, 194_000_000, "com.acme.Log.append"));

    Comparison c = Comparisons.of(before.run("b"), after.run("a"), PathMap.none(), null, results);

    assertEquals(100_001, c.totalBefore().calls());
    assertEquals(204_000_000, c.totalBefore().ioNanos(), 1);
    RealizedSaving s = c.predictions().get(0);
    assertEquals(100_000, s.before().calls(), "a write workload's prediction is of its writes");
    assertEquals(190_220_000, s.realizedNanos(), 1);
    assertEquals(3, c.ops().size(), "the truncation is a key of its own in the table");
  }

  @Test
  void theSavingExpectedIsThePredictionsRuleAppliedToTheBeforeRunsCalls() {
    // The profiled run's writes took 150 ms; the before run compared took 200 ms.
    ReplayResults results = new ReplayResults();
    RecommendationResult r = recommendation(1, 140_000_000, "com.acme.Log.append");
    results.recommendations.add(r);
    WorkloadResult w = new WorkloadResult();
    w.key = r.key;
    w.observed = new WorkloadResult.Observed();
    w.observed.nanos = 150_000_000;
    w.observed.calls = 100_000;
    w.fidelity = new WorkloadResult.Fidelity();
    w.fidelity.observedP50Nanos = 1_500;
    w.fidelity.replayP50Nanos = 1_000L;
    w.fidelity.ratio = 1_000 / 1_500.0;
    w.techniques.add(technique("fos-unbuffered", 1_000.0, 1_000_000, null));
    w.techniques.add(technique("buffered-8k", 50.0, 5_000, 20.0));
    results.workloads.add(w);

    Comparison c =
        Comparisons.of(flushPerLine().run("b"), buffered().run("a"), PathMap.none(), null, results);

    RealizedSaving s = c.predictions().get(0);
    assertEquals(140_000_000, s.predictedNanos(), "the report's, of the profiled run");
    assertEquals(Saving.of(w, "buffered-8k", 200_000_000, 100_000), s.expectedNanos(), 1);
    // 100 ms as the replay makes the calls, 50 ms shifted by 500 ns a call, 50 ms more above it.
    assertEquals(
        150_000_000 * (1 - 1 / 20.0) + 50_000_000 * (1 - 5_000 / 1_000_000.0),
        s.expectedNanos(),
        1);
    assertEquals(190_220_000 / s.expectedNanos(), s.realizedShare(), 1e-9);
  }

  private static TechniqueResult technique(
      String id, double medianMs, long callsPerRound, Double speedup) {
    TechniqueResult t = new TechniqueResult();
    t.id = id;
    t.baseline = speedup == null;
    t.medianMs = medianMs;
    t.callsPerRound = callsPerRound;
    t.speedup = speedup;
    return t;
  }

  private static RecommendationResult recommendation(int rank, long savedNanos, String method) {
    RecommendationResult r = new RecommendationResult();
    r.rank = rank;
    r.path = LOG;
    r.key = new WorkloadKey(LOG, null, "WRITE", method);
    r.current = "fos-unbuffered";
    r.recommended = "buffered-8k";
    r.savedNanos = savedNanos;
    return r;
  }

  private static OpChange find(Comparison c, String path) {
    return c.ops().stream()
        .filter(o -> o.key().path().equals(path))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + path + " in " + c.ops()));
  }
}
