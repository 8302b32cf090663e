package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.replay.CacheMode;
import io.iobench.replay.ReplaySettings;
import io.iobench.results.ReplayResults;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The results say how the rounds ran, so that whoever reads them later can tell. */
class ResultsSettingsTest {
  private static final ReplaySettings DEFAULT =
      new ReplaySettings(2, 5, Path.of("."), CacheMode.WARM, List.of());

  private static ReplayResults.Settings settings(ReplaySettings settings, boolean looked) {
    ReplayResults r =
        ResultsBuilder.build(
            "replay", "p.json", settings, List.of(), List.of(), "ext4", 1.1, 0.01, List.of(),
            looked);
    return r.settings;
  }

  @Test
  void byDefaultTheSizesOfATechniqueShareAJvmAndDecidedWorkloadsStop() {
    ReplayResults.Settings s = settings(DEFAULT, true);
    assertEquals(false, s.jvmPerTechnique);
    assertEquals(true, s.stopWhenDecided);
    assertEquals(false, s.wholePasses);
    assertEquals(ReplaySettings.DEFAULT_ROUND_NANOS, (long) s.roundNanos);
  }

  @Test
  void jvmPerTechniqueIsRecorded() {
    assertEquals(true, settings(DEFAULT.withJvmPerTechnique(), true).jvmPerTechnique);
  }

  @Test
  void aThoroughReplayIsRecorded() {
    ReplayResults.Settings s = settings(DEFAULT.thoroughly(), false);
    assertEquals(true, s.jvmPerTechnique);
    assertEquals(false, s.stopWhenDecided);
    assertEquals(true, s.wholePasses);
    assertEquals(ReplaySettings.THOROUGH_ROUND_NANOS, (long) s.roundNanos);
    assertEquals(0, s.extraRounds, "a thorough replay decides on its planned rounds alone");
  }

  @Test
  void theExtraRoundsCapsAreRecorded() {
    ReplayResults.Settings byDefault = settings(DEFAULT, true);
    assertEquals(ReplaySettings.DEFAULT_EXTRA_ROUNDS, byDefault.extraRounds);
    assertEquals(ReplaySettings.DEFAULT_EXTRA_TIME_SHARE, byDefault.extraTimeShare);
    ReplayResults.Settings other = settings(DEFAULT.withExtraRounds(3, 0.5), true);
    assertEquals(3, other.extraRounds);
    assertEquals(0.5, other.extraTimeShare);
  }
}
