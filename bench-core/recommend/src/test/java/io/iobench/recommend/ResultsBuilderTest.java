package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.iobench.replay.CacheMode;
import io.iobench.replay.FixedRuns;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplaySettings;
import io.iobench.results.ReplayResults;
import io.iobench.results.WorkloadKey;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsBuilderTest {
  /** A scenario's step has no profile behind it: its key is its name and operation, no frame. */
  @Test
  void aScenarioStepsKeyIsItsNameAndOperation() {
    Workload w = Workload.sequential("small reads", Operation.READ, 65_536, 128);
    Technique current = Catalogue.byId("fis/128").orElseThrow();
    Technique other = Catalogue.byId("buffered-stream/8k").orElseThrow();
    ReplayResults results =
        ResultsBuilder.build(
            "bench",
            "seed-002",
            new ReplaySettings(1, 3, Path.of("work"), CacheMode.WARM, List.of()),
            List.of(new ReplayPlan(w, List.of(current, other), null)),
            List.of(
                List.of(
                    FixedRuns.of(current).measured(3_000_000, 3_100_000, 2_900_000).build(),
                    FixedRuns.of(other).measured(300_000, 310_000, 290_000).build())),
            "tmpfs",
            1.10,
            0.01,
            List.of(),
            false);
    WorkloadKey step = new WorkloadKey("small reads", null, "READ", null);
    assertEquals(step, results.workloads.get(0).key);
    assertNull(results.workloads.get(0).observed);
    assertEquals(step, results.recommendations.get(0).key);
    assertEquals(false, results.settings.jvmPerTechnique);
  }
}
