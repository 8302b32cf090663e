package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.recommend.Saving.Replayed;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadResult;
import org.junit.jupiter.api.Test;

class SavingTest {
  /**
   * The demo's journal copy: 6 251 calls of 4 KiB a round in 9.58 ms, the app's median call 432 ns
   * longer than the replay's (one pass, cold, under the agent).
   */
  private static final Replayed STREAM_COPY = new Replayed(9_580_000, 6251, 432);

  @Test
  void withoutAComparableBaselineTheSpeedupRemovesItsShareOfTheObservedTime() {
    assertEquals(500_000_000L, Saving.savedNanos(1_000_000_000L, 2.0));
    assertEquals(750, Saving.savedNanos(1000, 4.0));
    assertEquals(0, Saving.savedNanos(1000, 1.0));
    assertEquals(919, Saving.savedNanos(1000, 12.3)); // 1000 * (1 - 1/12.3) = 918.7
    assertEquals(0, Saving.savedNanos(0, 3.0));
    assertEquals(0, Saving.savedNanos(-5, 3.0));
    assertEquals(
        500,
        Saving.savedNanos(1000, 10, Replayed.NOT_COMPARABLE, 2.0, 1),
        "the calls alone say nothing without the replay's round");
    assertEquals(
        500,
        Saving.savedNanos(1000, 10, new Replayed(10, 10, 0), 2.0, 1),
        "no shift of the median call: the ratio");
  }

  @Test
  void theShiftOfTheAppsCallsIsSavedPerCallAvoided() {
    // 9.58 ms as the replay makes the calls, 2.42 ms more as the app made them (under the shift).
    long oneCall = Saving.savedNanos(12_000_000, 6251, STREAM_COPY, 2.0, 1);
    assertEquals(Math.round(9_580_000 * 0.5 + 2_420_000 * (1 - 1 / 6251.0)), oneCall);
    assertTrue(oneCall > Saving.savedNanos(12_000_000, 2.0), "more than the ratio alone");

    long sixteenthOfTheCalls = Saving.savedNanos(12_000_000, 6251, STREAM_COPY, 2.0, 391);
    assertEquals(Math.round(9_580_000 * 0.5 + 2_420_000 * (1 - 391 / 6251.0)), sixteenthOfTheCalls);

    long sameCalls = Saving.savedNanos(12_000_000, 6251, STREAM_COPY, 2.0, 6251);
    assertEquals(4_790_000, sameCalls, "the same calls keep all of the shift");
  }

  @Test
  void whatIsAboveTheShiftShrinksByTheSpeedup() {
    // 6 251 calls shifted by 432 ns are 2.70 ms; the other 7.72 ms above the replay are a tail.
    long saved = Saving.savedNanos(20_000_000, 6251, STREAM_COPY, 2.0, 1);
    double shift = 6251 * 432.0;
    assertEquals(Math.round((20_000_000 - shift) * 0.5 + shift * (1 - 1 / 6251.0)), saved);
  }

  @Test
  void aRunOfManyRoundsComparesWithAsManyRounds() {
    // A round replays a tenth of the app's calls: the app's run is ten rounds, 95.8 ms.
    long saved = Saving.savedNanos(105_800_000, 62_510, STREAM_COPY, 4.0, 625);
    assertEquals(Math.round(95_800_000 * 0.75 + 10_000_000 * (1 - 625 / 6251.0)), saved);
  }

  @Test
  void anAppFasterThanTheReplayKeepsTheRatio() {
    assertEquals(
        Saving.savedNanos(8_000_000, 2.0), Saving.savedNanos(8_000_000, 6251, STREAM_COPY, 2.0, 1));
  }

  @Test
  void theResultsBaselineCountsOnlyWhereTheReplayHadAFidelityRatio() {
    WorkloadResult w = workload();
    assertEquals(Replayed.NOT_COMPARABLE, Saving.replayed(w));
    assertEquals(
        Saving.savedNanos(12_000_000, 2.0), Saving.of(w, "copy-transfer-to", 12_000_000, 6251));

    w.fidelity.replayP50Nanos = 1087L;
    w.fidelity.ratio = 1087 / 1519.0;
    assertEquals(new Replayed(9_580_000, 6251, 432), Saving.replayed(w));
    assertEquals(
        Saving.savedNanos(12_000_000, 6251, STREAM_COPY, 2.0, 1),
        Saving.of(w, "copy-transfer-to", 12_000_000, 6251));
    assertTrue(Double.isNaN(Saving.of(w, "copy-files", 12_000_000, 6251)), "not measured");

    w.fidelity.replayP50Nanos = 1600L;
    assertEquals(new Replayed(9_580_000, 6251, 0), Saving.replayed(w), "the app's calls no slower");
  }

  private static WorkloadResult workload() {
    WorkloadResult w = new WorkloadResult();
    w.fidelity = new WorkloadResult.Fidelity();
    w.fidelity.observedP50Nanos = 1519;
    TechniqueResult current = new TechniqueResult();
    current.id = "copy-stream/4k";
    current.baseline = true;
    current.medianMs = 9.58;
    current.callsPerRound = 6251L;
    TechniqueResult transfer = new TechniqueResult();
    transfer.id = "copy-transfer-to";
    transfer.medianMs = 4.79;
    transfer.callsPerRound = 1L;
    transfer.speedup = 2.0;
    w.techniques.add(current);
    w.techniques.add(transfer);
    return w;
  }
}
