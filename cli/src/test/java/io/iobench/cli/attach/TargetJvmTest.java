package io.iobench.cli.attach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** --timeout, and the JDK's own property when it is not given. */
class TargetJvmTest {
  private final String before = System.getProperty(TargetJvm.ATTACH_TIMEOUT_PROPERTY);

  @AfterEach
  void restore() {
    if (before == null) {
      System.clearProperty(TargetJvm.ATTACH_TIMEOUT_PROPERTY);
    } else {
      System.setProperty(TargetJvm.ATTACH_TIMEOUT_PROPERTY, before);
    }
  }

  @Test
  void theOptionIsADuration() {
    assertEquals(2000, TargetJvm.timeoutMillis("2s"));
    assertEquals(500, TargetJvm.timeoutMillis("500ms"));
    assertEquals(60_000, TargetJvm.timeoutMillis("1m"));
  }

  @Test
  void withoutTheOptionTheJdksPropertyOrItsDefault() {
    System.clearProperty(TargetJvm.ATTACH_TIMEOUT_PROPERTY);
    assertEquals(10_000, TargetJvm.timeoutMillis(null));
    System.setProperty(TargetJvm.ATTACH_TIMEOUT_PROPERTY, "3000");
    assertEquals(3000, TargetJvm.timeoutMillis(null));
    assertEquals(1000, TargetJvm.timeoutMillis("1s"), "the option wins");
    System.setProperty(TargetJvm.ATTACH_TIMEOUT_PROPERTY, "soon");
    assertEquals(10_000, TargetJvm.timeoutMillis(null));
  }

  @Test
  void aBadOptionSaysSo() {
    assertEquals(
        "--timeout 'soon' is not a duration (5s, 1m)",
        assertThrows(IllegalArgumentException.class, () -> TargetJvm.timeoutMillis("soon"))
            .getMessage());
    assertEquals(
        "--timeout must be positive: 0s",
        assertThrows(IllegalArgumentException.class, () -> TargetJvm.timeoutMillis("0s"))
            .getMessage());
  }
}
