package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A capped random workload is replayed by fast techniques at a scale, many of the app's calls per
 * open, and its results are still per pass of the workload as given.
 */
class ScaledRoundTest {
  @TempDir Path dir;

  private final Workload capped =
      Workload.random("lookups", Operation.READ, 64 * 1024, 8, 2_000).withAppCalls(20_000);

  private final Technique mapped = Catalogue.byId("mmap-data").orElseThrow();
  private Path input;

  @BeforeEach
  void index() throws IOException {
    input = dir.resolve("index");
    Content.writeFile(input, capped.fileSize());
  }

  /** Rules with 2 warm-up rounds and rounds of {@code roundNanos}, in the warm cache. */
  private static RoundRules rules(long roundNanos) {
    return new RoundRules(
        new ReplaySettings(
            2, 5, Path.of("."), CacheMode.WARM, List.of(), roundNanos, false, false));
  }

  /** Round {@code round} of mmap-data over the capped workload, as the rules plan it. */
  private WorkerMessages.RoundReply round(RoundRules rules, int round, Calibration calibration) {
    return Worker.round(
        mapped,
        capped,
        rules.plan(round, capped, mapped, calibration, List.of(input.toString()), null, null));
  }

  @Test
  void aScaledRoundMakesScaleTimesTheCallsAndPassesItsByteCheck() throws IOException {
    RoundRules rules = rules(ReplaySettings.DEFAULT_ROUND_NANOS);
    WorkerMessages.RoundReply verified = round(rules, 0, new Calibration(5, 3));
    assertEquals(1, verified.scale(), "run 0 verifies the workload as given");
    assertEquals(1, verified.timedPasses(), "run 0 is one pass");
    assertNull(Verifier.check(capped, verified, true, input, null));

    WorkerMessages.RoundReply reply = round(rules, 3, new Calibration(5, 3));
    assertNull(reply.error());
    assertEquals(
        2, reply.timedPasses(), "the first of a round's passes warms up, untimed and uncounted");
    assertEquals(5, reply.scale());
    assertEquals(10 * capped.calls(), reply.calls());
    assertEquals(10 * capped.bytesPerRound(), reply.bytes());
    assertNull(Verifier.check(capped, reply, false, input, null));
    assertEquals(reply.nanos() / 10, reply.nanosPerPass());
  }

  /**
   * A round of half a second: the one timed pass (2 000 mapped reads) must stay below it, and it
   * took 0.14 ms, 0.26 ms and, paused on a busy machine, 16 ms in three runs: a round of 30 ms was
   * within a factor of two.
   */
  @Test
  void aWarmUpRoundGoesOnUntimedUntilItHasLastedItsTimeAndCountsOnlyTheTimedPasses() {
    long round = 500_000_000L;
    long begun = System.nanoTime();
    WorkerMessages.RoundReply reply = round(rules(round), 1, new Calibration(1, 2));
    long wall = System.nanoTime() - begun;
    assertNull(reply.error());
    assertEquals(true, wall >= round, "lasted " + wall + " ns");
    assertEquals(1, reply.timedPasses());
    assertEquals(capped.bytesPerRound(), reply.bytes());
    assertEquals(true, reply.nanos() < round, "the filling passes are not timed: " + reply.nanos());
  }

  /**
   * The worker has no policy of its own: a plan's passes, untimed passes and scale are made as
   * given, whatever kind of round it names.
   */
  @Test
  void theWorkerMakesThePassesAndScaleItsPlanSaysWhateverTheKindOfRound() {
    RoundPlan plan =
        new RoundPlan(
            "mmap-data",
            0,
            RoundKind.VERIFY,
            List.of(input.toString()),
            null,
            null,
            3,
            0,
            5,
            true,
            0,
            FreshOutput.NONE,
            false,
            1,
            0);
    WorkerMessages.RoundReply reply = Worker.round(mapped, capped, plan);
    assertNull(reply.error());
    assertEquals(3, reply.timedPasses(), "no pass untimed unless the plan says so");
    assertEquals(5, reply.scale(), "a verifying round at the scale its plan says");
    assertEquals(15 * capped.calls(), reply.calls());
    assertEquals(15 * capped.bytesPerRound(), reply.bytes());
  }

  @Test
  void measuredRoundsAreRecordedPerPassOfTheWorkloadAsGiven() {
    TechniqueRun run = new TechniqueRun(Catalogue.byId("mmap-data").orElseThrow());
    run.record(
        RoundKind.MEASURED,
        new WorkerMessages.RoundReply(
            1, 2, 5, 10_000_000, 0, 10 * 2_000, 10 * 16_000, 100, null, -1, 1, null));
    assertEquals(List.of(1_000_000L), run.measuredNanos());
    assertEquals(2_000, run.callsPerRound());
  }
}
