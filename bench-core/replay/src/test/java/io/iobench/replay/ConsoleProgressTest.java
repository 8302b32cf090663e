package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ConsoleProgressTest {
  @Test
  void aLogGetsOneLinePerTenthNotOnePerRound() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ConsoleProgress progress =
        new ConsoleProgress(new PrintStream(bytes, true, StandardCharsets.UTF_8), false);
    for (int i = 0; i < 200; i++) {
      progress.progress(i, 200, "w: fis/8k, round 1/5", i < 2 ? -1 : 61_000_000_000L);
    }
    progress.finished();
    String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
    assertEquals(10, lines.length);
    assertTrue(lines[0].contains("0% w: fis/8k, round 1/5, estimating"), lines[0]);
    assertTrue(lines[9].contains("90%") && lines[9].contains("1:01 left"), lines[9]);
  }

  @Test
  void aTerminalGetsABarRedrawnInPlace() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ConsoleProgress progress =
        new ConsoleProgress(new PrintStream(bytes, true, StandardCharsets.UTF_8), true);
    progress.progress(15, 30, "w: mmap/64k, warm-up 1", 5_000_000_000L);
    String out = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(
        out.startsWith("\r[###############...............]  50% w: mmap/64k, warm-up 1, 0:05 left"),
        out);
  }
}
