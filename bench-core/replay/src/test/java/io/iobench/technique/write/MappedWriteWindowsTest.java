package io.iobench.technique.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MappedWriteWindowsTest {
  private static final long SIZE = 300_001;

  @TempDir Path dir;

  @Test
  void writesAcrossSmallWindows() throws IOException {
    Workload w = Workload.sequential("w", Operation.WRITE, SIZE, 4096);
    Path out = dir.resolve("out");
    Probe probe = new Probe(true, 1);
    new MappedWrite(4096, 10_000).run(w, new RoundFiles(null, out, null), probe);
    assertTrue(Content.matches(out, SIZE));
    assertEquals(SIZE, probe.bytes());
  }

  /**
   * Under a force cadence every cadence point is forced, and a window's unforced tail is forced
   * before the window is let go (the last window's tail is not: the other families leave it too).
   */
  @Test
  void forcesAtTheCadenceAndBeforeLeavingAWindow() throws IOException {
    long window = 10_000;
    long every = 25_000;
    Workload plain = Workload.sequential("w", Operation.WRITE, SIZE, 4096);
    Workload forced = plain.withForceEvery(every);
    Probe without = new Probe(true, 1);
    new MappedWrite(4096, window).run(plain, new RoundFiles(null, dir.resolve("a"), null), without);
    Path out = dir.resolve("b");
    Probe with = new Probe(true, 1);
    new MappedWrite(4096, window).run(forced, new RoundFiles(null, out, null), with);
    assertTrue(Content.matches(out, SIZE));
    // 12 forces at the cadence points 25 000 .. 300 000; 24 forces on leaving the windows that end
    // at a multiple of 10 000 but not of 50 000 (the others end on a cadence point); and 6 more
    // writes: those cut in two at the cadence points inside a window (the odd multiples of 25 000).
    assertEquals(12 + 24, with.forces());
    assertEquals(6, with.calls() - without.calls());
  }
}
