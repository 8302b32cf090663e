package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A pass longer than a round is cut at the round's length, between two calls, and counted as the
 * share of a pass it made; a pass made in one call, run 0, a cold round and a round of several
 * passes or threads are never cut.
 */
class CutPassTest {
  private static final long ROUND = 50_000_000L;
  private static final int MIB = 1 << 20;

  @TempDir Path dir;

  private final Workload byteRead = Workload.sequential("events", Operation.READ, 4 * MIB, 1);
  private final Workload smallWrites = Workload.sequential("log", Operation.WRITE, 4 * MIB, 16);

  private static Technique technique(String id) {
    return Catalogue.byId(id).orElseThrow(() -> new AssertionError("no technique " + id));
  }

  private static RoundRules rules(CacheMode cache, boolean wholePasses) {
    return new RoundRules(
        new ReplaySettings(2, 5, Path.of("."), cache, List.of(), ROUND, wholePasses, false));
  }

  /** The file the byte-at-a-time workload reads, with its known content. */
  private Path byteReadInput() throws IOException {
    Path input = dir.resolve("events");
    Content.writeFile(input, byteRead.fileSize());
    return input;
  }

  private RoundPlan measured(Technique t, Workload w, Path input, Path output, long cutNanos) {
    return new RoundPlan(
        t.id(),
        3,
        RoundKind.MEASURED,
        input == null ? List.of() : List.of(input.toString()),
        output == null ? null : output.toString(),
        null,
        2,
        1,
        1,
        false,
        0,
        RoundRules.freshOutput(w),
        false,
        RoundRules.timeEvery(w),
        cutNanos);
  }

  @Test
  void theRulesCutOnlyASinglePassOnOneThreadOfAWarmRoundThatIsNotRunZero() {
    RoundRules rules = rules(CacheMode.WARM, false);
    assertEquals(ROUND, rules.cutNanos(RoundKind.MEASURED, byteRead, 1));
    assertEquals(ROUND, rules.cutNanos(RoundKind.WARM_UP, byteRead, 1));
    assertEquals(0, rules.cutNanos(RoundKind.VERIFY, byteRead, 1), "run 0 checks every byte");
    assertEquals(0, rules.cutNanos(RoundKind.MEASURED, byteRead, 2), "short passes run whole");
    assertEquals(0, rules.cutNanos(RoundKind.MEASURED, byteRead.withThreads(2), 1));
    assertEquals(0, rules(CacheMode.COLD, false).cutNanos(RoundKind.MEASURED, byteRead, 1));
    assertEquals(0, rules(CacheMode.WARM, true).cutNanos(RoundKind.MEASURED, byteRead, 1));
  }

  @Test
  void aCutRoundBeginsWithAnUntimedPassAsARoundOfSeveralDoes() {
    Technique fisByte = technique("fis-byte");
    RoundPlan plan =
        rules(CacheMode.WARM, false)
            .plan(3, byteRead, fisByte, new Calibration(1, 1), List.of("in"), null, null);
    assertEquals(ROUND, plan.cutNanos());
    assertEquals(2, plan.passes());
    assertEquals(1, plan.untimedPasses());
    RoundPlan whole =
        rules(CacheMode.WARM, true)
            .plan(3, byteRead, fisByte, new Calibration(1, 1), List.of("in"), null, null);
    assertEquals(0, whole.cutNanos());
    assertEquals(1, whole.passes(), "a round of one whole pass times it");
  }

  @Test
  void aPlanCutsOnlyOneTimedPassAndNeverAVerifyingOne() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new RoundPlan(
                "fis-byte",
                3,
                RoundKind.MEASURED,
                List.of("in"),
                null,
                null,
                3,
                1,
                1,
                false,
                0,
                FreshOutput.NONE,
                false,
                1,
                ROUND));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new RoundPlan(
                "fis-byte",
                0,
                RoundKind.VERIFY,
                List.of("in"),
                null,
                null,
                1,
                0,
                1,
                true,
                0,
                FreshOutput.NONE,
                false,
                1,
                ROUND));
  }

  @Test
  void aByteAtATimeReadCutShortCountsItsShareOfThePass() throws IOException {
    Path input = byteReadInput();
    Technique fisByte = technique("fis-byte");
    WorkerMessages.RoundReply reply =
        Worker.round(fisByte, byteRead, measured(fisByte, byteRead, input, null, 5_000_000L));
    assertNull(reply.error());
    assertTrue(reply.cut(), "four million one-byte reads take longer than 5 ms: " + reply);
    assertTrue(reply.passShare() > 0 && reply.passShare() < 1, reply.toString());
    assertEquals((double) reply.bytes() / byteRead.bytesPerRound(), reply.passShare(), 1e-12);
    assertTrue(reply.nanos() >= 5_000_000L, "it ran until its cut time: " + reply.nanos());
    assertEquals(Math.round(reply.nanos() / reply.passShare()), reply.nanosPerPass());
    assertEquals(Math.round(reply.calls() / reply.passShare()), reply.callsPerPass());
    assertNull(Verifier.check(byteRead, reply, false, input, null));

    TechniqueRun run = new TechniqueRun(fisByte);
    run.record(RoundKind.MEASURED, reply);
    assertEquals(reply.passShare(), run.measuredPassShare(), 1e-12);
  }

  @Test
  void aPassMadeInOneCallIsNeverCut() throws IOException {
    Path input = byteReadInput();
    Technique whole = technique("read-all-bytes");
    WorkerMessages.RoundReply reply =
        Worker.round(whole, byteRead, measured(whole, byteRead, input, null, 1));
    assertNull(reply.error());
    assertEquals(1.0, reply.passShare());
    assertEquals(byteRead.bytesPerRound(), reply.bytes());
  }

  @Test
  void aWriteCutShortLeavesAPartOfItsOutputAndPassesItsCheck() throws IOException {
    Path output = dir.resolve("log");
    Technique fos = technique("fos/16");
    WorkerMessages.RoundReply reply =
        Worker.round(fos, smallWrites, measured(fos, smallWrites, null, output, 1_000_000L));
    assertNull(reply.error());
    assertTrue(reply.cut(), reply.toString());
    assertTrue(Files.size(output) < smallWrites.fileSize());
    assertNull(Verifier.check(smallWrites, reply, false, null, output));
  }

  @Test
  void aRoundCutShortMustHaveMovedSomeBytesAndFewerThanAPass() {
    WorkerMessages.RoundReply none =
        new WorkerMessages.RoundReply(3, 1, 1, 10, 0, 0, 0, 0, null, -1, 0.5, null);
    WorkerMessages.RoundReply all =
        new WorkerMessages.RoundReply(
            3, 1, 1, 10, 0, 0, byteRead.bytesPerRound(), 0, null, -1, 0.5, null);
    assertNotNull(check(none));
    assertNotNull(check(all));
    assertThrows(
        IllegalArgumentException.class,
        () -> new WorkerMessages.RoundReply(3, 1, 1, 10, 0, 0, 1, 0, null, -1, 0, null),
        "no share of a pass is nothing");
  }

  private String check(WorkerMessages.RoundReply reply) {
    try {
      return Verifier.check(byteRead, reply, false, null, null);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
