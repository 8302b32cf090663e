package io.iobench.technique.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.technique.Catalogue;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reads RandomAccessFile's DataInput methods make on the JDK the replay runs on, which raf-data
 * counts as its calls: a read() per byte up to JDK 17, one read per value from JDK 21 on (read in
 * the JDKs' sources and bytecode, and seen by the agent in AgentMatrixIT).
 */
class DataInputReadsTest {
  @TempDir Path dir;

  @Test
  void aValueTakesAReadPerByteUpToJdk17AndOneFromJdk21() throws IOException {
    Path file = dir.resolve("values.bin");
    Content.writeFile(file, 64, false);
    boolean bytewise = Runtime.version().feature() <= 17;
    for (int size : new int[] {1, 2, 4, 8}) {
      assertEquals(bytewise ? size : 1, DataInputReads.of(file.toFile(), size), size + " bytes");
    }
  }

  @Test
  void rafDataCountsEachValueAsTheReadsItTook() throws IOException {
    Path file = dir.resolve("longs.bin");
    Workload w = Workload.sequential("longs", Operation.READ, 8_000, 8);
    Content.writeFile(file, w.fileSize(), false);
    Probe probe = new Probe(true, 1);
    Catalogue.byId("raf-data")
        .orElseThrow()
        .run(w, new RoundFiles(file, dir.resolve("out"), dir.resolve("sink")), probe);
    assertEquals(1_000L * DataInputReads.of(file.toFile(), 8), probe.calls());
    assertEquals(8_000, probe.bytes());
    assertEquals(probe.calls(), probe.latency().getTotalCount());
  }
}
