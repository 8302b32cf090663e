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
  void aCopyKeepsItsSourceAndTargetApartAndAnEarlierFilesJoinedNameIsSplit() throws Exception {
    ReplayResults results = new ReplayResults();
    WorkloadResult copy = new WorkloadResult();
    copy.path = "/data/a b.bin";
    copy.target = "/data/c.bin";
    results.workloads.add(copy);
    Path file = dir.resolve("r.json");
    ResultsWriter.write(results, file);
    WorkloadResult back = ResultsReader.read(file).workloads.get(0);
    assertEquals("/data/a b.bin", back.path);
    assertEquals("/data/c.bin", back.target);
    assertEquals("/data/a b.bin -> /data/c.bin", back.label());

    Path earlier =
        Files.writeString(
            dir.resolve("earlier.json"),
            "{\"format\":\"iobench-replay\",\"version\":1,"
                + "\"workloads\":[{\"path\":\"/data/a -> /data/b\"},{\"path\":\"/data/x\"}],"
                + "\"recommendations\":[{\"path\":\"/data/a -> /data/b\",\"rank\":1}]}");
    ReplayResults old = ResultsReader.read(earlier);
    assertEquals("/data/a", old.workloads.get(0).path);
    assertEquals("/data/b", old.workloads.get(0).target);
    assertEquals("/data/x", old.workloads.get(1).path);
    assertEquals(null, old.workloads.get(1).target);
    assertEquals("/data/b", old.recommendations.get(0).target);
  }

  /** Recommendations of results files before standings, or with a null one, are changes. */
  @Test
  void aRecommendationWithoutAStandingIsAChange() throws Exception {
    Path earlier =
        Files.writeString(
            dir.resolve("no-standing.json"),
            "{\"format\":\"iobench-replay\",\"version\":1,\"recommendations\":["
                + "{\"path\":\"/a\",\"rank\":1},"
                + "{\"path\":\"/b\",\"rank\":1,\"standing\":null},"
                + "{\"path\":\"/c\",\"rank\":1,\"standing\":\"small-gain\"}]}");
    ReplayResults old = ResultsReader.read(earlier);
    assertEquals(Standing.CHANGE, old.recommendations.get(0).standing);
    assertEquals(Standing.CHANGE, old.recommendations.get(1).standing);
    assertEquals(Standing.SMALL_GAIN, old.recommendations.get(2).standing);
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
