package io.iobench.agent.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OutPathTest {
  private static final LocalDateTime START = LocalDateTime.of(2026, 11, 29, 7, 5, 3);

  private static String expand(String pattern, String host) {
    return OutPath.expand(pattern, 4242, () -> host, () -> START);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "app.json|app.json",
        "app-%p.json|app-4242.json",
        "%h/app-%p.json|web-7.example.com/app-4242.json",
        "app-%t.json|app-2026_11_29_07_05_03.json",
        "100%%-%p.json|100%-4242.json",
        "%%p.json|%p.json",
        "%p%p|42424242"
      })
  void placeholdersExpand(String pattern, String expected) {
    assertEquals(expected, expand(pattern, "web-7.example.com"));
  }

  @Test
  void theHostIsMadeSafeForAFileName() {
    assertEquals("a_b_c_d", expand("%h", "a/b\\c d"));
    assertEquals("unknown-host", expand("%h", ".."));
    assertEquals("unknown-host", expand("%h", ""));
  }

  @Test
  void theHostAndTimeAreAskedForOnlyWhenUsed() {
    AtomicInteger asked = new AtomicInteger();
    Supplier<String> host =
        () -> {
          asked.incrementAndGet();
          return "h";
        };
    Supplier<LocalDateTime> time =
        () -> {
          asked.incrementAndGet();
          return START;
        };
    assertEquals("app-1.json", OutPath.expand("app-%p.json", 1, host, time));
    assertEquals(0, asked.get());
    OutPath.expand("%h-%t", 1, host, time);
    assertEquals(2, asked.get());
  }

  @ParameterizedTest
  @CsvSource({"app-%x.json,'%x'", "app-%,at the end", "%P.json,'%P'"})
  void anUnknownPlaceholderIsAClearError(String pattern, String named) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> expand(pattern, "h"));
    assertTrue(e.getMessage().contains(named), e.getMessage());
    assertTrue(e.getMessage().contains("%p the pid"), e.getMessage());
    assertTrue(!e.getMessage().contains("\n"), e.getMessage());
  }

  @Test
  void theAgentOptionExpandsIt() {
    AgentConfig c = AgentConfig.parse("out=profiles/%h-%p.json", 77, () -> "node1", () -> START);
    assertEquals(Paths.get("profiles/node1-77.json"), c.out);
    assertEquals("profiles/%h-%p.json", c.given.get("out"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> AgentConfig.parse("out=x-%q.json", 77, () -> "node1", () -> START));
    assertTrue(e.getMessage().startsWith("unknown placeholder '%q'"), e.getMessage());
  }

  @Test
  void theRealHostIsNamed() {
    String host = HostName.current();
    assertTrue(!host.isEmpty() && host.equals(host.trim()), host);
  }
}
