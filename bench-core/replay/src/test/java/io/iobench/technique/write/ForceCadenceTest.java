package io.iobench.technique.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ForceCadenceTest {
  @Test
  void cutsWritesAtForcePointsAndForcesThere() {
    ForceCadence cadence = new ForceCadence(100_000);
    List<Long> forcedAt = new ArrayList<>();
    List<Integer> writes = new ArrayList<>();
    long size = 300_500;
    for (long pos = 0; pos < size; ) {
      int n = cadence.chunk(pos, (int) Math.min(65536, size - pos));
      writes.add(n);
      pos += n;
      if (cadence.due(pos)) {
        forcedAt.add(pos);
      }
    }
    assertEquals(List.of(100_000L, 200_000L, 300_000L), forcedAt);
    assertEquals(List.of(65536, 34464, 65536, 34464, 65536, 34464, 500), writes);
  }

  @Test
  void withoutACadenceNeverCutsNorForces() {
    ForceCadence cadence = new ForceCadence(0);
    assertFalse(cadence.forcing());
    assertEquals(65536, cadence.chunk(Long.MAX_VALUE - 70_000, 65536));
    assertFalse(cadence.due(1L << 50));
  }

  @Test
  void byteWritesForceOnThePoint() {
    ForceCadence cadence = new ForceCadence(3);
    StringBuilder due = new StringBuilder();
    for (long pos = 1; pos <= 10; pos++) {
      due.append(cadence.due(pos) ? 'F' : '.');
    }
    assertEquals("..F..F..F.", due.toString());
    assertTrue(new ForceCadence(1).forcing());
  }
}
