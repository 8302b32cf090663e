package io.iobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.iobench.replay.ReplaySettings;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The options of how a replay measures become its settings, the extra rounds' caps among them. */
class MeasurementOptionsTest {
  private static ReplaySettings settings(String... args) {
    return CommandLine.populateCommand(new MeasurementOptions(), args).settings();
  }

  @Test
  void byDefaultAnUndecidedWorkloadMakesUpToTenExtraRoundsInAsLongAgain() {
    ReplaySettings s = settings();
    assertEquals(ReplaySettings.DEFAULT_EXTRA_ROUNDS, s.extraRounds());
    assertEquals(10, s.extraRounds());
    assertEquals(1.0, s.extraTimeShare());
  }

  @Test
  void theCapsAreOptions() {
    ReplaySettings s = settings("--extra-rounds", "4", "--extra-time", "50");
    assertEquals(4, s.extraRounds());
    assertEquals(0.5, s.extraTimeShare());
    assertEquals(0, settings("--extra-rounds", "0").extraRounds());
  }

  @Test
  void aThoroughReplayMakesNoExtraRounds() {
    assertEquals(0, settings("--thorough", "--extra-rounds", "4").extraRounds());
  }

  @Test
  void negativeCapsAreRefused() {
    IllegalArgumentException rounds =
        assertThrows(IllegalArgumentException.class, () -> settings("--extra-rounds", "-1"));
    assertEquals("--extra-rounds must not be negative: -1", rounds.getMessage());
    IllegalArgumentException time =
        assertThrows(IllegalArgumentException.class, () -> settings("--extra-time", "-5"));
    assertEquals("--extra-time must be a percentage of at least 0: -5.0", time.getMessage());
  }
}
