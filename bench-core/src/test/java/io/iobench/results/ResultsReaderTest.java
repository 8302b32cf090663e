package io.iobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.DocumentException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsReaderTest {
  @TempDir Path dir;

  @Test
  void readsWhatTheWriterWrote() throws Exception {
    ReplayResults results = new ReplayResults();
    results.mode = "bench";
    results.source = "seed-002";
    WorkloadResult w = new WorkloadResult();
    w.name = "read";
    results.workloads.add(w);
    Path file = dir.resolve("r.json");
    ResultsWriter.write(results, file);
    ReplayResults back = ResultsReader.read(file);
    assertEquals("seed-002", back.source);
    assertEquals("read", back.workloads.get(0).name);
  }

  @Test
  void namesTheFileAndTheProblem() throws Exception {
    String[][] cases = {
      {"", "empty file"},
      {"{\"format\":\"iobench-replay\",\"version\":1,\"workloads\":[", "truncated JSON"},
      {
        "{\"format\":\"iobench-profile\",\"version\":1}",
        "not an iobench replay result (format is 'iobench-profile'"
      },
      {
        "{\"format\":\"iobench-replay\",\"version\":7}",
        "version 7 is newer than this iobench reads"
      },
      {"[1, 2]", "expected a JSON object"},
    };
    for (String[] c : cases) {
      Path f = Files.writeString(dir.resolve("r.json"), c[0]);
      DocumentException e =
          assertThrows(DocumentException.class, () -> ResultsReader.read(f), c[1]);
      assertTrue(
          e.getMessage().startsWith(f + ": ") && e.getMessage().contains(c[1]), e.getMessage());
    }
  }
}
