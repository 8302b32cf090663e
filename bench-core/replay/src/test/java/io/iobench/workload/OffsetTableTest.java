package io.iobench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class OffsetTableTest {
  @Test
  void tabledOffsetsAreTheWorkedOutOnesForEveryWorkloadAskedAbout() {
    Workload random = Workload.random("r", Operation.READ, 1 << 20, 8, 5000);
    Workload strided = Workload.strided("s", Operation.READ, 1 << 20, 100, 300, 50);
    for (int pass = 0; pass < 2; pass++) {
      for (Workload w : new Workload[] {random, strided}) {
        for (long i = 0; i < w.calls() + 10; i++) {
          assertEquals(w.computeOffset(i), w.offsetOf(i), w.name() + " call " + i);
        }
      }
    }
  }

  @Test
  void theTableIsKeptForTheSameWorkloadObject() {
    Workload w = Workload.random("r", Operation.READ, 1 << 20, 8, 100);
    assertSame(OffsetTable.of(w), OffsetTable.of(w));
  }

  @Test
  void sequentialOrHugeWorkloadsHaveNoTable() {
    assertNull(OffsetTable.of(Workload.sequential("q", Operation.READ, 1 << 20, 4096)));
    assertNull(
        OffsetTable.of(
            Workload.random("h", Operation.READ, 1L << 40, 8, OffsetTable.MAX_CALLS + 1)));
  }
}
