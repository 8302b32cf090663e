package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each rule of a round, pinned: a change to one of them fails here. */
class RoundRulesTest {
  private static final long ROUND = 50_000_000L;
  private static final int WARMUPS = 2;

  /** A calibration no rule would make by accident: 7 passes at scale 3. */
  private static final Calibration CALIBRATED = new Calibration(3, 7);

  private final Workload lookups =
      Workload.random("lookups", Operation.READ, 1 << 20, 8, 2_000).withAppCalls(40_000);
  private final Technique mappedReader = technique("mmap-data");

  private static RoundRules rules(CacheMode cache) {
    return new RoundRules(
        new ReplaySettings(WARMUPS, 5, Path.of("."), cache, List.of(), ROUND, false, false));
  }

  private static Technique technique(String id) {
    return Catalogue.byId(id).orElseThrow(() -> new AssertionError("no technique " + id));
  }

  private RoundPlan plan(CacheMode cache, int round, Calibration calibration) {
    return rules(cache).plan(round, lookups, mappedReader, calibration, List.of("in"), null, null);
  }

  @Test
  void roundZeroVerifiesTheNextWarmUpAndTheRestAreMeasured() {
    RoundRules rules = rules(CacheMode.WARM);
    assertEquals(RoundKind.VERIFY, rules.kind(0));
    assertEquals(RoundKind.WARM_UP, rules.kind(1));
    assertEquals(RoundKind.WARM_UP, rules.kind(WARMUPS));
    assertEquals(RoundKind.MEASURED, rules.kind(WARMUPS + 1));
    assertEquals(RoundKind.MEASURED, rules.kind(WARMUPS + 5));
    RoundRules noWarmUp =
        new RoundRules(new ReplaySettings(0, 2, Path.of("."), CacheMode.WARM, List.of()));
    assertEquals(RoundKind.VERIFY, noWarmUp.kind(0));
    assertEquals(RoundKind.MEASURED, noWarmUp.kind(1));
  }

  @Test
  void theVerifyingRoundIsOnePassAtScaleOneWithEveryCallChecked() {
    for (CacheMode cache : CacheMode.values()) {
      RoundPlan plan = plan(cache, 0, CALIBRATED);
      assertEquals(RoundKind.VERIFY, plan.kind(), cache.toString());
      assertEquals(1, plan.passes(), cache.toString());
      assertEquals(0, plan.untimedPasses(), cache.toString());
      assertEquals(1, plan.scale(), cache.toString());
      assertTrue(plan.verifyBytes(), cache.toString());
      assertEquals(0, plan.fillNanos(), cache.toString());
    }
  }

  @Test
  void aWarmUpRoundIsAMeasuredRoundFilledToARoundsLength() {
    RoundPlan warmUp = plan(CacheMode.WARM, 1, CALIBRATED);
    assertEquals(RoundKind.WARM_UP, warmUp.kind());
    assertEquals(7, warmUp.passes());
    assertEquals(1, warmUp.untimedPasses());
    assertEquals(3, warmUp.scale());
    assertFalse(warmUp.verifyBytes());
    assertEquals(ROUND, warmUp.fillNanos());
    assertEquals(ROUND, plan(CacheMode.WARM, WARMUPS, CALIBRATED).fillNanos());
  }

  @Test
  void aMeasuredRoundMakesTheCalibratedPassesAtTheCalibratedScaleUnfilled() {
    RoundPlan measured = plan(CacheMode.WARM, WARMUPS + 1, CALIBRATED);
    assertEquals(RoundKind.MEASURED, measured.kind());
    assertEquals(7, measured.passes());
    assertEquals(1, measured.untimedPasses());
    assertEquals(6, measured.timedPasses());
    assertEquals(3, measured.scale());
    assertFalse(measured.verifyBytes());
    assertEquals(0, measured.fillNanos());
  }

  @Test
  void theFirstPassIsUntimedOnlyWhenThereAreSeveral() {
    assertEquals(0, RoundRules.untimedPasses(1));
    assertEquals(1, RoundRules.untimedPasses(2));
    assertEquals(1, RoundRules.untimedPasses(100));
    RoundPlan single =
        new RoundRules(
                new ReplaySettings(
                    WARMUPS, 5, Path.of("."), CacheMode.WARM, List.of(), ROUND, true, false))
            .plan(
                WARMUPS + 1,
                lookups,
                mappedReader,
                new Calibration(4, 1),
                List.of("in"),
                null,
                null);
    assertEquals(1, single.passes(), "with every pass timed whole");
    assertEquals(0, single.untimedPasses());
    assertEquals(1, single.timedPasses());
    RoundPlan cut = plan(CacheMode.WARM, WARMUPS + 1, new Calibration(4, 1));
    assertEquals(1, cut.untimedPasses(), "a cut pass comes after an untimed one (CutPassTest)");
    assertEquals(1, cut.timedPasses());
  }

  /** Cold mode: one pass in every round, no fill, but the calibrated scale. */
  @Test
  void coldCacheRoundsAreOnePassUnfilledAtTheCalibratedScale() {
    for (int round = 1; round <= WARMUPS + 2; round++) {
      RoundPlan plan = plan(CacheMode.COLD, round, CALIBRATED);
      assertEquals(1, plan.passes(), "round " + round);
      assertEquals(0, plan.untimedPasses(), "round " + round);
      assertEquals(0, plan.fillNanos(), "round " + round);
      assertEquals(3, plan.scale(), "round " + round);
      assertFalse(plan.verifyBytes(), "round " + round);
    }
    assertEquals(RoundKind.WARM_UP, plan(CacheMode.COLD, 1, CALIBRATED).kind());
  }

  @Test
  void aPlanCarriesItsRoundFilesAndTimingSample() {
    RoundPlan plan =
        rules(CacheMode.WARM)
            .plan(
                4,
                Workload.sequential("w", Operation.WRITE, 1 << 20, 1),
                technique("fos-byte"),
                CALIBRATED,
                List.of(),
                "out",
                null);
    assertEquals(4, plan.round());
    assertEquals(List.of(), plan.inputs());
    assertEquals("out", plan.output());
    assertEquals(null, plan.sink());
    assertEquals(FreshOutput.NEW, plan.freshOutput());
    assertEquals(1024, plan.timeEvery());
    assertFalse(plan.releaseMappings());
  }

  @Test
  void onlyTechniquesThatWriteThroughAMappingReleaseIt() {
    Workload write = Workload.sequential("w", Operation.WRITE, 1 << 20, 4096);
    Workload update = Workload.random("u", Operation.UPDATE, 1 << 20, 4096, 100);
    Workload read = Workload.sequential("r", Operation.READ, 1 << 20, 4096);
    assertTrue(RoundRules.releasesMappings(Catalogue.of("mmap-write", 65536).orElseThrow(), write));
    assertTrue(
        RoundRules.releasesMappings(Catalogue.of("update-mmap", 65536).orElseThrow(), update));
    assertFalse(RoundRules.releasesMappings(Catalogue.of("mmap", 65536).orElseThrow(), read));
    assertFalse(RoundRules.releasesMappings(Catalogue.of("fos", 65536).orElseThrow(), write));
    RoundPlan mappedWrite =
        rules(CacheMode.WARM)
            .plan(
                0,
                write,
                Catalogue.of("mmap-write", 65536).orElseThrow(),
                Calibration.NONE,
                List.of(),
                "out",
                null);
    assertTrue(mappedWrite.releaseMappings(), "every round, run 0 too");
  }

  @Test
  void outputsAreMadeFreshAsTheAppsTargetWas() {
    Workload write = Workload.sequential("w", Operation.WRITE, 1 << 20, 4096);
    Workload copy = Workload.sequential("c", Operation.COPY, 1 << 20, 4096);
    assertEquals(FreshOutput.NEW, RoundRules.freshOutput(write));
    assertEquals(FreshOutput.FULL_SIZE, RoundRules.freshOutput(write.withPreallocated(true)));
    assertEquals(FreshOutput.FULL_SIZE, RoundRules.freshOutput(write.withReplacing(true)));
    assertEquals(FreshOutput.NEW, RoundRules.freshOutput(copy));
    assertEquals(FreshOutput.FULL_SIZE, RoundRules.freshOutput(copy.withReplacing(true)));
    assertEquals(FreshOutput.NONE, RoundRules.freshOutput(lookups));
    assertEquals(
        FreshOutput.NONE,
        RoundRules.freshOutput(Workload.random("u", Operation.UPDATE, 1 << 20, 4096, 100)));
    assertEquals(
        FreshOutput.NONE,
        RoundRules.freshOutput(Workload.sequential("s", Operation.SINK, 1 << 20, 4096)));
  }

  @Test
  void smallCallsAreTimedOneInManyAndCallsOfAPageEveryTime() {
    assertEquals(1024, RoundRules.timeEvery(Workload.sequential("b", Operation.READ, 1 << 20, 1)));
    assertEquals(512, RoundRules.timeEvery(lookups));
    assertEquals(40, RoundRules.timeEvery(Workload.sequential("t", Operation.READ, 1 << 20, 100)));
    assertEquals(1, RoundRules.timeEvery(Workload.sequential("p", Operation.READ, 1 << 20, 4096)));
    assertEquals(1, RoundRules.timeEvery(Workload.sequential("l", Operation.READ, 1 << 20, 65536)));
  }

  @Test
  void roundsAreCalibratedAfterRunZeroAndTheWarmUpsOnly() {
    assertTrue(RoundRules.calibratesAfter(RoundKind.VERIFY));
    assertTrue(RoundRules.calibratesAfter(RoundKind.WARM_UP));
    assertFalse(RoundRules.calibratesAfter(RoundKind.MEASURED));
  }

  @Test
  void theScaleFillsTheRoundUpToTheAppsCallsAndPassesFillTheRest() {
    Calibration c = RoundRules.calibrate(Calibration.NONE, 1_000_000, 0, ROUND, 10);
    assertEquals(new Calibration(10, 5), c);
    c = RoundRules.calibrate(c, 20_000_000, 0, ROUND, 10);
    assertEquals(new Calibration(2, 2), c, "50 ms over 2 x 20 ms passes, rounded up");
    c = RoundRules.calibrate(c, 100_000_000, 0, ROUND, 10);
    assertEquals(new Calibration(1, 1), c, "a pass longer than a round is one pass");
    c = RoundRules.calibrate(c, 1_000, 0, ROUND, 1);
    assertEquals(new Calibration(1, 50_000), c, "an uncapped workload is never scaled");
    c = RoundRules.calibrate(c, 30_000_000, 0, ROUND, 10);
    assertEquals(new Calibration(1, 2), c, "scale rounded down, passes up");
  }

  @Test
  void passesCountTheirShareOfTheWorkBetweenThem() {
    assertEquals(
        new Calibration(1, 20),
        RoundRules.calibrate(Calibration.NONE, 500_000, 2_000_000, ROUND, 1),
        "passes with what is done between them fill the round");
    assertEquals(
        new Calibration(10, 2),
        RoundRules.calibrate(Calibration.NONE, 1_000_000, 2_000_000, ROUND, 10),
        "the share is per pass of the workload as given, times the scale");
    assertEquals(
        new Calibration(1, 100),
        RoundRules.calibrate(Calibration.NONE, 500_000, -1_000, ROUND, 1),
        "no negative share");
  }

  @Test
  void scaleAndPassesAreCapped() {
    assertEquals(
        new Calibration(1, RoundRules.MAX_PASSES),
        RoundRules.calibrate(Calibration.NONE, 1, 0, ROUND, 1));
    assertEquals(
        new Calibration(16, 63),
        RoundRules.calibrate(Calibration.NONE, 1_000, 0, 1_000_000, 16),
        "scale at the workload's cap, then passes of 16 us fill 1 ms, rounded up");
    assertEquals(
        new Calibration(16, RoundRules.MAX_PASSES),
        RoundRules.calibrate(Calibration.NONE, 1, 0, ROUND, 16),
        "scale at its cap, then passes at theirs");
  }

  @Test
  void withoutAPassTimeOrARoundLengthTheCalibrationStays() {
    assertSame(CALIBRATED, RoundRules.calibrate(CALIBRATED, 0, 0, ROUND, 10));
    assertSame(CALIBRATED, RoundRules.calibrate(CALIBRATED, -5, 0, ROUND, 10));
    assertSame(CALIBRATED, RoundRules.calibrate(CALIBRATED, 1_000_000, 0, 0, 10));
  }

  /** From a reply: its time per unscaled pass and the workload's own cap on the scale. */
  @Test
  void aReplyIsCalibratedPerPassOfTheWorkloadAsGiven() {
    assertEquals(20, lookups.maxScale());
    WorkerMessages.RoundReply reply =
        new WorkerMessages.RoundReply(2, 4, 5, 40_000_000, 8_000_000, 0, 0, 0, null, -1, 1, null);
    // 2 ms and 0.4 ms between per unscaled pass: scale 25 capped at 20, passes 50 / (20 x 2.4).
    assertEquals(
        new Calibration(20, 2), rules(CacheMode.WARM).calibrated(Calibration.NONE, lookups, reply));
  }
}
