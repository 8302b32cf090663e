package io.iobench.agent.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AgentConfigTest {
  @Test
  void defaults() {
    AgentConfig c = AgentConfig.parse(null, 4242);
    assertEquals(Paths.get("iobench-4242.json"), c.out);
    assertEquals(10_000, c.intervalMillis);
    assertTrue(c.callSites);
    assertFalse(c.timeAllCalls);
    assertEquals(16, c.samplePeriod);
    assertEquals(4096, c.maxFiles);
    assertFalse(c.jfrEvents);
    assertFalse(c.ownCodeC2);
    assertTrue(c.includes.isEmpty() && c.excludes.isEmpty());
  }

  @Test
  void everyOption() {
    AgentConfig c =
        AgentConfig.parse(
            "out=/tmp/p.json, interval=2m,include=**/*.log,include=**/*.dat,exclude=/tmp/**,callsites=off,"
                + "latency=all,sample=64,maxfiles=10,jfr=on,c2=on",
            1);
    assertTrue(c.jfrEvents);
    assertTrue(c.ownCodeC2);
    assertEquals(Paths.get("/tmp/p.json"), c.out);
    assertEquals(120_000, c.intervalMillis);
    assertEquals(List.of("**/*.log", "**/*.dat"), c.includes);
    assertEquals(List.of("/tmp/**"), c.excludes);
    assertFalse(c.callSites);
    assertTrue(c.timeAllCalls);
    assertEquals(64, c.samplePeriod);
    assertEquals(10, c.maxFiles);
    assertEquals("**/*.log;**/*.dat", c.given.get("include"));
  }

  @ParameterizedTest
  @CsvSource({"500ms,500", "10s,10000", "3,3000", "1h,3600000", "off,0", "0,0"})
  void durations(String text, long millis) {
    assertEquals(millis, AgentConfig.parse("interval=" + text, 1).intervalMillis);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "foo=bar          | unknown option 'foo' (known: out, interval",
        "interval=fast    | invalid value 'fast' for option interval: expected a duration",
        "interval=-1s     | invalid value '-1s' for option interval",
        "interval=50ms    | expected at least 100ms, or off",
        "sample=70000     | expected a whole number from 1 to 65536",
        "latency=every    | expected sampled or all",
        "callsites=2      | expected on or off",
        "nothing          | malformed option 'nothing': expected key=value",
        "out=             | invalid value '' for option out",
        "exclude={a       | invalid value '{a' for option exclude",
      })
  void errorsSayWhatIsWrong(String args, String message) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> AgentConfig.parse(args, 1));
    assertTrue(e.getMessage().contains(message), e.getMessage());
  }
}
