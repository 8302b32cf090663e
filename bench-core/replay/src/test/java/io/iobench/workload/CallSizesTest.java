package io.iobench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.results.ReplayNote;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CallSizesTest {
  /** How many calls of each size {@code cycle} makes. */
  private static Map<Integer, Integer> counts(List<Integer> cycle) {
    Map<Integer, Integer> counts = new HashMap<>();
    for (int size : cycle) {
      counts.merge(size, 1, Integer::sum);
    }
    return counts;
  }

  @Test
  void eachSizeComesUpInItsShareOfTheCallsSpreadThroughTheCycle() {
    CallSizes mix = CallSizes.of(Map.of(4, 600L, 1024, 300L, 2, 100L));
    assertEquals(1000, mix.cycle().size());
    assertEquals(Map.of(4, 600, 1024, 300, 2, 100), counts(mix.cycle()));
    assertEquals((600 * 4 + 300 * 1024 + 100 * 2) / 1000.0, mix.mean(), 1e-9);
    assertEquals(1024, mix.max());
    // The first tenth of the cycle already has the whole's mix.
    List<Integer> head = mix.cycle().subList(0, 100);
    assertEquals(Map.of(4, 60, 1024, 30, 2, 10), counts(head));
    assertEquals(
        List.of(
            new ReplayNote.SizeMix.Share(4, 60),
            new ReplayNote.SizeMix.Share(1024, 30),
            new ReplayNote.SizeMix.Share(2, 10)),
        mix.commonest(3));
  }

  @Test
  void aCycleIsAtMostAThousandCallsAndSizesTooRareForOneAreLeftOut() {
    CallSizes mix = CallSizes.of(Map.of(8, 2_000_000L, 100, 1_000_000L, 65536, 10L));
    assertEquals(1000, mix.cycle().size());
    assertEquals(Map.of(8, 667, 100, 333), counts(mix.cycle()));
    assertFalse(mix.cycle().contains(65536), "ten calls in three million");
    CallSizes fine = CallSizes.of(Map.of(8, 999_000L, 65536, 1_000L));
    assertEquals(1000, fine.cycle().size());
    assertEquals(1, Collections.frequency(fine.cycle(), 65536));
  }

  @Test
  void oneSizeIsNoMix() {
    assertFalse(CallSizes.of(Map.of(4096, 100L)).mixed());
    assertFalse(CallSizes.of(Map.of()).mixed());
    assertFalse(CallSizes.of(Map.of(8, 1_000_000L, 100, 1L)).mixed(), "one call in a million");
    assertTrue(CallSizes.of(Map.of(8, 1L, 100, 1L)).mixed());
  }

  @Test
  void theCursorGoesRoundTheCycle() {
    CallSizes.Cursor c = new CallSizes(List.of(1, 2, 3)).cursor();
    int[] seen = new int[7];
    for (int i = 0; i < seen.length; i++) {
      seen[i] = c.next();
    }
    assertEquals(List.of(1, 2, 3, 1, 2, 3, 1), java.util.Arrays.stream(seen).boxed().toList());
    assertThrows(IllegalArgumentException.class, () -> new CallSizes(List.of(4, 0)));
  }

  @Test
  void aMixIsOnlyForOneSequentialBinaryFile() {
    CallSizes mix = CallSizes.of(Map.of(4, 3L, 1024, 1L));
    Workload random = Workload.random("r", Operation.READ, 1 << 20, 4, 100);
    assertThrows(IllegalArgumentException.class, () -> random.withSizes(mix));
    Workload text = Workload.sequential("t", Operation.READ, 1 << 20, 80).asText();
    assertThrows(IllegalArgumentException.class, () -> text.withSizes(mix));
    assertEquals(
        1024, Workload.sequential("s", Operation.READ, 1 << 20, 4).withSizes(mix).maxCallSize());
  }
}
