package io.iobench.technique.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.technique.Technique;
import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The mapped reads over many small windows, windows not a multiple of the buffer. */
class MappedReadWindowsTest {
  private static final long SIZE = 300_001;

  @TempDir Path dir;

  @Test
  void sequentialAndRandomReadsCrossWindows() throws IOException {
    Path input = dir.resolve("in");
    Content.writeFile(input, SIZE);
    RoundFiles files = new RoundFiles(input, null, null);
    Workload bytes = Workload.sequential("bytes", Operation.READ, SIZE, 1);
    Workload chunks = Workload.sequential("chunks", Operation.READ, SIZE, 4096);
    Workload random = Workload.random("random", Operation.READ, SIZE, 1000, 500);
    // 37 500 longs and a tail byte; windows of 10 000 bytes end inside a long.
    Workload longs = Workload.sequential("longs", Operation.READ, SIZE, 8);
    Workload randomLongs = Workload.random("random-longs", Operation.READ, SIZE, 8, 500);
    Workload randomShorts = Workload.random("random-shorts", Operation.READ, SIZE, 2, 500);
    for (long window : List.of(10_000L, 65_536L)) {
      assertReads(new MappedByteRead(window), bytes, files);
      assertReads(new MappedRead(4096, window), chunks, files);
      assertReads(new MappedRead(1000, window), random, files);
      assertReads(new MappedDataRead(window), longs, files);
      assertReads(new MappedDataRead(window), randomLongs, files);
      assertReads(new MappedDataRead(window), randomShorts, files);
    }
  }

  private static void assertReads(Technique t, Workload w, RoundFiles files) throws IOException {
    Probe probe = new Probe(true, 1);
    t.run(w, files, probe);
    assertEquals(Content.expectedChecksum(w), probe.checksum(), t.id());
    assertEquals(w.bytesPerRound(), probe.bytes(), t.id());
  }
}
