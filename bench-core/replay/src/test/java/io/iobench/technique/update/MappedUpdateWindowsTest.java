package io.iobench.technique.update;

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

class MappedUpdateWindowsTest {
  @TempDir Path dir;

  @Test
  void updatesAcrossSmallWindowsKeepTheContent() throws IOException {
    long size = 300_001;
    Path input = dir.resolve("in");
    Content.writeFile(input, size);
    Workload w = Workload.random("u", Operation.UPDATE, size, 1000, 500);
    Probe probe = new Probe(true, 1);
    new MappedUpdate(1000, 10_000).run(w, new RoundFiles(input, null, null), probe);
    assertEquals(Content.expectedChecksum(w), probe.checksum());
    assertEquals(w.bytesPerRound(), probe.bytes());
    assertTrue(Content.matches(input, size));
  }
}
