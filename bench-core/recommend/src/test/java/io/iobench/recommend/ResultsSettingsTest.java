package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.replay.CacheMode;
import io.iobench.replay.ReplaySettings;
import io.iobench.results.ReplayResults;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The results say how the rounds ran, so that whoever reads them later can tell. */
class ResultsSettingsTest {
  private static final ReplaySettings DEFAULT =
      new ReplaySettings(2, 5, Path.of("."), CacheMode.WARM, List.of());

  private static Map<String, Object> settings(ReplaySettings settings, boolean looked) {
    ReplayResults r =
        ResultsBuilder.build(
            "replay", "p.json", settings, List.of(), List.of(), "ext4", 1.1, 0.01, List.of(),
            looked);
    return r.settings;
  }

  @Test
  void byDefaultTheSizesOfATechniqueShareAJvmAndDecidedWorkloadsStop() {
    Map<String, Object> s = settings(DEFAULT, true);
    assertEquals(false, s.get("jvmPerTechnique"));
    assertEquals(true, s.get("stopWhenDecided"));
    assertEquals(false, s.get("wholePasses"));
    assertEquals(ReplaySettings.DEFAULT_ROUND_NANOS, s.get("roundNanos"));
  }

  @Test
  void jvmPerTechniqueIsRecorded() {
    assertEquals(true, settings(DEFAULT.withJvmPerTechnique(), true).get("jvmPerTechnique"));
  }

  @Test
  void aThoroughReplayIsRecorded() {
    Map<String, Object> s = settings(DEFAULT.thoroughly(), false);
    assertEquals(true, s.get("jvmPerTechnique"));
    assertEquals(false, s.get("stopWhenDecided"));
    assertEquals(true, s.get("wholePasses"));
    assertEquals(ReplaySettings.THOROUGH_ROUND_NANOS, s.get("roundNanos"));
  }
}
