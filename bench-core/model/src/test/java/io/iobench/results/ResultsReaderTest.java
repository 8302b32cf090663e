package io.iobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.DocumentException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    w.path = "/data/x";
    w.operation = "READ";
    w.key = WorkloadKey.of("/data/x", null, "READ", "com.acme.X.load(X.java:4)");
    results.workloads.add(w);
    Path file = dir.resolve("r.json");
    ResultsWriter.write(results, file);
    ReplayResults back = ResultsReader.read(file);
    assertEquals("seed-002", back.source);
    assertEquals("read", back.workloads.get(0).name);
    assertEquals(
        new WorkloadKey("/data/x", null, "READ", "com.acme.X.load"), back.workloads.get(0).key);
  }

  @Test
  void aCopyKeepsItsSourceAndTargetApartAndAnEarlierFilesJoinedNameIsSplit() throws Exception {
    ReplayResults results = new ReplayResults();
    WorkloadResult copy = new WorkloadResult();
    copy.path = "/data/a b.bin";
    copy.target = "/data/c.bin";
    copy.operation = "COPY";
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
                + "\"workloads\":[{\"path\":\"/data/a -> /data/b\",\"operation\":\"COPY\"},"
                + "{\"path\":\"/data/x\",\"operation\":\"READ\"}],"
                + "\"recommendations\":[{\"path\":\"/data/a -> /data/b\",\"rank\":1}]}");
    ReplayResults old = ResultsReader.read(earlier);
    assertEquals("/data/a", old.workloads.get(0).path);
    assertEquals("/data/b", old.workloads.get(0).target);
    assertEquals("/data/x", old.workloads.get(1).path);
    assertEquals(null, old.workloads.get(1).target);
    assertEquals("/data/b", old.recommendations.get(0).target);
    assertEquals(
        new WorkloadKey("/data/a", "/data/b", "COPY", null), old.recommendations.get(0).key);
  }

  /** Recommendations of results files before standings, or with a null one, are changes. */
  @Test
  void aRecommendationWithoutAStandingIsAChange() throws Exception {
    Path earlier =
        Files.writeString(
            dir.resolve("no-standing.json"),
            "{\"format\":\"iobench-replay\",\"version\":1,\"workloads\":["
                + "{\"path\":\"/a\",\"operation\":\"READ\"},"
                + "{\"path\":\"/b\",\"operation\":\"READ\"},"
                + "{\"path\":\"/c\",\"operation\":\"READ\"}],\"recommendations\":["
                + "{\"path\":\"/a\",\"rank\":1},"
                + "{\"path\":\"/b\",\"rank\":1,\"standing\":null},"
                + "{\"path\":\"/c\",\"rank\":1,\"standing\":\"small-gain\"}]}");
    ReplayResults old = ResultsReader.read(earlier);
    assertEquals(Standing.CHANGE, old.recommendations.get(0).standing);
    assertEquals(Standing.CHANGE, old.recommendations.get(1).standing);
    assertEquals(Standing.SMALL_GAIN, old.recommendations.get(2).standing);
  }

  /**
   * A results file written before keys: each workload's key is made from its file, target,
   * operation and observed call site, and each recommendation has the key of the workload with its
   * file, target, current technique and call site, so two call sites of one file stay apart.
   */
  @Test
  void keysAreFilledInForAResultsFileWrittenBeforeThem() throws Exception {
    Path earlier =
        Files.writeString(
            dir.resolve("before-keys.json"),
            "{\"format\":\"iobench-replay\",\"version\":1,\"workloads\":["
                + workload("com.acme.A.load(A.java:1) via java.io.ObjectInputStream.readObject")
                + ","
                + workload("com.acme.B.save(B.java:9)")
                + ","
                + "{\"path\":\"step\",\"operation\":\"WRITE\",\"current\":\"fos/8k\"}],"
                + "\"recommendations\":["
                + recommendation("com.acme.B.save(B.java:9)")
                + ","
                + recommendation(
                    "com.acme.A.load(A.java:1) via java.io.ObjectInputStream.readObject")
                + ","
                + "{\"path\":\"step\",\"current\":\"fos/8k\",\"rank\":1}]}");
    ReplayResults old = ResultsReader.read(earlier);
    WorkloadKey a = new WorkloadKey("/data/f", null, "READ", "com.acme.A.load");
    WorkloadKey b = new WorkloadKey("/data/f", null, "READ", "com.acme.B.save");
    WorkloadKey step = new WorkloadKey("step", null, "WRITE", null);
    assertEquals(List.of(a, b, step), old.workloads.stream().map(w -> w.key).toList());
    assertEquals(List.of(b, a, step), old.recommendations.stream().map(r -> r.key).toList());
  }

  private static String workload(String callSite) {
    return "{\"path\":\"/data/f\",\"operation\":\"READ\",\"current\":\"fis-byte\","
        + "\"observed\":{\"nanos\":1,\"calls\":1,\"p50Nanos\":1,\"threads\":1,\"callSite\":\""
        + callSite
        + "\"}}";
  }

  private static String recommendation(String callSite) {
    return "{\"path\":\"/data/f\",\"current\":\"fis-byte\",\"rank\":1,\"callSite\":\""
        + callSite
        + "\"}";
  }

  /** A key as written is the key, whatever the other fields say. */
  @Test
  void aKeyAsWrittenIsKept() throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("keys.json"),
            "{\"format\":\"iobench-replay\",\"version\":1,\"workloads\":[{\"path\":\"/f\","
                + "\"operation\":\"READ\",\"key\":{\"path\":\"/f\",\"operation\":\"READ\","
                + "\"entryFrame\":\"com.acme.C.run\"}}],\"recommendations\":[{\"path\":\"/f\","
                + "\"rank\":1,\"key\":{\"path\":\"/f\",\"operation\":\"READ\","
                + "\"entryFrame\":\"com.acme.C.run\"}}]}");
    ReplayResults r = ResultsReader.read(file);
    WorkloadKey key = new WorkloadKey("/f", null, "READ", "com.acme.C.run");
    assertEquals(key, r.workloads.get(0).key);
    assertEquals(key, r.recommendations.get(0).key);
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
      {
        "{\"format\":\"iobench-replay\",\"version\":1,\"workloads\":[{\"path\":\"/f\"}]}",
        "workload 1 has no operation"
      },
      {
        "{\"format\":\"iobench-replay\",\"version\":1,\"workloads\":[{\"path\":\"/f\","
            + "\"operation\":\"READ\",\"current\":\"fis-byte\"}],\"recommendations\":[{\"rank\":1,"
            + "\"path\":\"/f\",\"current\":\"fis/8k\"}]}",
        "recommendation 1 (/f) is of no workload"
      },
      {
        "{\"format\":\"iobench-replay\",\"version\":1,\"workloads\":[{\"path\":\"/f\","
            + "\"operation\":\"READ\",\"key\":{\"path\":\"/f\"}}]}",
        "malformed iobench replay result"
      },
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
