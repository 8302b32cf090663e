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

  /** One round of mmap-data over the capped workload, in a worker made for it. */
  private WorkerMessages.RoundReply round(
      int round, boolean verify, int repeat, int scale, long minNanos) {
    WorkerMessages.Setup setup = new WorkerMessages.Setup(capped, mapped.id(), 1);
    return Worker.round(
        mapped,
        setup,
        new WorkerMessages.RoundRequest(
            round, verify, List.of(input.toString()), null, null, repeat, scale, minNanos));
  }

  @Test
  void aScaledRoundMakesScaleTimesTheCallsAndPassesItsByteCheck() throws IOException {
    WorkerMessages.RoundReply verified = round(0, true, 1, 5, 0);
    assertEquals(1, verified.scale(), "run 0 verifies the workload as given");
    assertNull(Verifier.check(capped, verified, true, input, null));

    WorkerMessages.RoundReply reply = round(3, false, 3, 5, 0);
    assertNull(reply.error());
    assertEquals(
        2, reply.repeat(), "the first of a round's passes warms up, untimed and uncounted");
    assertEquals(5, reply.scale());
    assertEquals(10 * capped.calls(), reply.calls());
    assertEquals(10 * capped.bytesPerRound(), reply.bytes());
    assertNull(Verifier.check(capped, reply, false, input, null));
    assertEquals(reply.nanos() / 10, reply.nanosPerPass());
  }

  @Test
  void aWarmUpRoundGoesOnUntimedUntilItHasLastedItsTimeAndCountsOnlyTheTimedPasses() {
    long begun = System.nanoTime();
    WorkerMessages.RoundReply reply = round(1, false, 2, 1, 30_000_000L);
    long wall = System.nanoTime() - begun;
    assertNull(reply.error());
    assertEquals(true, wall >= 30_000_000L, "lasted " + wall + " ns");
    assertEquals(1, reply.repeat());
    assertEquals(capped.bytesPerRound(), reply.bytes());
    assertEquals(
        true, reply.nanos() < 30_000_000L, "the filling passes are not timed: " + reply.nanos());
  }

  @Test
  void theScaleFillsTheRoundUpToTheAppsCallsAndRepeatsFillTheRest() {
    TechniqueRun run = new TechniqueRun(Catalogue.byId("mmap-data").orElseThrow());
    run.calibrate(1_000_000, 0, 50_000_000, 10);
    assertEquals(10, run.scale());
    assertEquals(5, run.repeat());
    run.calibrate(20_000_000, 0, 50_000_000, 10);
    assertEquals(2, run.scale());
    assertEquals(2, run.repeat());
    run.calibrate(100_000_000, 0, 50_000_000, 10);
    assertEquals(1, run.scale());
    assertEquals(1, run.repeat());
    run.calibrate(1_000, 0, 50_000_000, 1);
    assertEquals(1, run.scale(), "an uncapped workload is never scaled");
    assertEquals(50_000, run.repeat());
    run.calibrate(500_000, 2_000_000, 50_000_000, 1);
    assertEquals(20, run.repeat(), "passes with what is done between them fill the round");
  }

  @Test
  void measuredRoundsAreRecordedPerPassOfTheWorkloadAsGiven() {
    TechniqueRun run = new TechniqueRun(Catalogue.byId("mmap-data").orElseThrow());
    run.record(
        1,
        0,
        new WorkerMessages.RoundReply(
            1, 2, 5, 10_000_000, 0, 10 * 2_000, 10 * 16_000, 100, null, -1, null));
    assertEquals(List.of(1_000_000L), run.measuredNanos());
    assertEquals(2_000, run.callsPerRound());
  }
}
