package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadResult;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.List;
import org.junit.jupiter.api.Test;

class FidelityTest {
  private static ObservedWorkload observed(long calls, long p50) {
    Workload w = Workload.sequential("f", Operation.READ, 1 << 20, 4096);
    return new ObservedWorkload(
        "f", null, w, "fis", 4096, calls * p50, calls, p50, p50 / 2, 1, null, List.of(), 0, null);
  }

  private static TechniqueResult baseline(long p50) {
    TechniqueResult t = new TechniqueResult();
    t.callP50Nanos = p50;
    return t;
  }

  @Test
  void comparesTheMedianCalls() {
    WorkloadResult.Fidelity f = ResultsBuilder.fidelity(observed(256, 2000), baseline(2500));
    assertEquals(1.25, f.ratio, 1e-9);
    assertEquals(2500L, f.replayP50Nanos);
    assertEquals(1000L, f.observedP10Nanos);
  }

  /** A whole-file read and its end-of-file read: their "median" is either of them. */
  @Test
  void givesNoRatioForAHandfulOfCalls() {
    WorkloadResult.Fidelity f = ResultsBuilder.fidelity(observed(2, 40_000), baseline(300_000));
    assertNull(f.ratio);
    assertNull(f.replayP50Nanos);
    assertEquals(40_000L, f.observedP50Nanos);
  }
}
