package io.iobench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class WorkloadScaleTest {
  private final Workload capped =
      Workload.random("r", Operation.READ, 1 << 20, 8, 20_000).withAppCalls(200_000);

  @Test
  void aCappedWorkloadMayBeScaledUpToTheAppsCalls() {
    assertEquals(10, capped.maxScale());
    assertEquals(
        3,
        Workload.random("r", Operation.READ, 1 << 20, 8, 20_000).withAppCalls(79_999).maxScale());
    assertEquals(1, Workload.random("r", Operation.READ, 1 << 20, 8, 20_000).maxScale());
    assertEquals(
        1,
        Workload.random("r", Operation.READ, 1 << 20, 8, 20_000).withAppCalls(20_000).maxScale());
  }

  @Test
  void theScaleStopsAtTheTabledCallsWhateverTheAppMade() {
    Workload huge =
        Workload.random("r", Operation.READ, 1L << 30, 8, 20_000).withAppCalls(1_000_000_000L);
    assertEquals(Workload.MAX_SCALED_CALLS / 20_000, huge.maxScale());
    Workload overTable =
        Workload.random("r", Operation.READ, 1L << 30, 8, Workload.MAX_SCALED_CALLS + 1)
            .withAppCalls(1_000_000_000L);
    assertEquals(1, overTable.maxScale());
  }

  @Test
  void aScaledWorkloadBeginsWithTheSameCallsAndMovesScaleTimesTheBytes() {
    Workload scaled = capped.scaled(4);
    assertEquals(80_000, scaled.calls());
    assertEquals(4 * capped.bytesPerRound(), scaled.bytesPerRound());
    // One workload after the other: the offset table is kept for the last one asked about.
    long[] given = new long[(int) capped.calls()];
    for (int i = 0; i < given.length; i++) {
      given[i] = capped.offsetOf(i);
    }
    for (int i = 0; i < given.length; i++) {
      assertEquals(given[i], scaled.offsetOf(i), "call " + i);
    }
    assertEquals(capped.computeOffset(50_000), scaled.offsetOf(50_000));
    assertSame(capped, capped.scaled(1));
  }

  @Test
  void runsAreConsecutiveCallsFromOneRandomPositionInsideTheFile() {
    Workload runs = Workload.random("pairs", Operation.READ, 4096, 8, 10_000).withRun(3);
    java.util.Set<Long> starts = new java.util.HashSet<>();
    for (long i = 0; i < runs.calls(); i++) {
      long offset = runs.offsetOf(i);
      assertEquals(0, offset % 8);
      assertEquals(true, offset >= 0 && offset + 8 <= 4096, "call " + i + " at " + offset);
      if (i % 3 == 0) {
        starts.add(offset);
      } else {
        assertEquals(runs.offsetOf(i - 1) + 8, offset, "call " + i);
      }
    }
    assertEquals(true, starts.size() > 400, "random starts: " + starts.size());
    assertThrows(
        IllegalArgumentException.class,
        () -> Workload.strided("s", Operation.READ, 4096, 8, 10, 8).withRun(2));
    assertThrows(
        IllegalArgumentException.class,
        () -> Workload.random("big", Operation.READ, 16, 8, 10).withRun(3));
  }

  @Test
  void noScaleBeyondTheAppsCallsAndNoAppCallsForASequentialPattern() {
    assertThrows(IllegalArgumentException.class, () -> capped.scaled(11));
    assertThrows(IllegalArgumentException.class, () -> capped.scaled(0));
    assertThrows(
        IllegalArgumentException.class,
        () -> Workload.sequential("s", Operation.READ, 4096, 1).withAppCalls(10));
  }
}
