package io.iobench.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class DurationsTest {
  @Test
  void unitsAndPlainSeconds() {
    assertEquals(500, Durations.millis("500ms"));
    assertEquals(30_000, Durations.millis("30s"));
    assertEquals(120_000, Durations.millis("2M"));
    assertEquals(3_600_000, Durations.millis("1h"));
    assertEquals(7_000, Durations.millis("7"));
    assertEquals(0, Durations.millis("0s"));
  }

  @Test
  void anythingElseIsNotADuration() {
    for (String bad :
        new String[] {"soon", "", "s", "-1s", "1.5s", "10 s ", "9223372036854775807h"}) {
      assertThrows(IllegalArgumentException.class, () -> Durations.millis(bad), bad);
    }
  }
}
