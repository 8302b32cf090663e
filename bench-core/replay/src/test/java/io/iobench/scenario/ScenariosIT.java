package io.iobench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.iobench.replay.CacheMode;
import io.iobench.replay.ProgressListener;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplayPlans;
import io.iobench.replay.ReplayRunner;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.TechniqueRun;
import io.iobench.replay.WorkloadRun;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every scenario runs at a tiny size, and every technique in it moves exactly the right bytes. */
class ScenariosIT {
  @TempDir Path workDir;

  static Stream<String> scenarios() {
    return Scenarios.all().stream().map(Scenario::name);
  }

  @ParameterizedTest
  @MethodSource("scenarios")
  void runsAtATinySizeWithEveryTechniqueVerified(String name) throws Exception {
    Scenario scenario = Scenarios.byName(name).orElseThrow();
    List<ReplayPlan> plans =
        ReplayPlans.fromScenario(scenario, Math.min(256 * 1024, scenario.defaultSize()));
    // Round time 0: one pass per round; these rounds check bytes, not speed.
    ReplaySettings settings =
        new ReplaySettings(0, 2, workDir, CacheMode.WARM, List.of(), 0, false, false);
    List<WorkloadRun> runs = new ReplayRunner(settings, ProgressListener.NONE).run(plans);
    for (int i = 0; i < plans.size(); i++) {
      for (TechniqueRun run : runs.get(i).techniques()) {
        String what = plans.get(i).workload().name() + ": " + run.technique().id();
        assertNull(run.error(), what);
        assertEquals(2, run.measuredNanos().size(), what);
        assertNotNull(run.latency(), what);
      }
    }
  }
}
