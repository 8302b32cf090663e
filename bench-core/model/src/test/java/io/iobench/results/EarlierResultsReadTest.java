package io.iobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A results file of the current version as iobench wrote it before workloads had keys and the
 * results' maps had types ({@code results-v1-before-keys.json}: the golden inputs written by that
 * code) still reads.
 */
class EarlierResultsReadTest {
  static final String BEFORE_KEYS = "/io/iobench/results/results-v1-before-keys.json";

  @TempDir Path dir;

  /** Reads a results file of this test-jar through {@link ResultsReader}, as the tools do. */
  static ReplayResults read(String resource, Path dir) throws IOException {
    try (InputStream in = EarlierResultsReadTest.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new AssertionError(resource + " is not on the test class path");
      }
      Path file = dir.resolve(Path.of(resource).getFileName().toString());
      Files.write(file, in.readAllBytes());
      return ResultsReader.read(file);
    }
  }

  @Test
  void aResultsFileWrittenBeforeKeysReads() throws IOException {
    ReplayResults r = read(BEFORE_KEYS, dir);
    assertEquals("replay", r.mode);
    assertEquals(7, r.workloads.size());
    assertEquals(9, r.recommendations.size());
    assertNull(r.settings.jvmPerTechnique, "written before the setting: not known");
    WorkloadResult copy = r.workloads.get(2);
    assertEquals("/data/in.bin", copy.path);
    assertEquals("/data/out.bin", copy.target);
    assertEquals(
        List.of(
            new ReplayNote.Text(
                "the app's target held 1,048,576 bytes, which its open truncated; the replay"
                    + " copies into a full-size target, truncating it the same way")),
        copy.notes,
        "a sentence of version 1 reads as a note of kind text");
    assertEquals(
        List.of(5, 3, 2, 4, 2, 3, 2), r.workloads.stream().map(w -> w.techniques.size()).toList());
  }

  /**
   * Every field of the earlier file is read into the results and written back as it was; what is
   * added is the keys the reader filled in.
   */
  @Test
  void writtenBackItHoldsTheSameFieldsAndTheKeys() throws IOException {
    Path back = dir.resolve("back.json");
    ResultsWriter.write(read(BEFORE_KEYS, dir), back);
    ObjectMapper json = new ObjectMapper();
    JsonNode earlier;
    try (InputStream in = EarlierResultsReadTest.class.getResourceAsStream(BEFORE_KEYS)) {
      earlier = json.readTree(in);
    }
    JsonNode written = json.readTree(back.toFile());
    for (String list : List.of("workloads", "recommendations")) {
      for (JsonNode element : written.get(list)) {
        assertTrue(element.get("key").isObject(), element.toString());
        ((ObjectNode) element).remove("key");
      }
    }
    // Version 2 writes a note as a fact; a sentence of version 1 is written as a note of kind text.
    assertEquals(ReplayResults.VERSION, written.get("version").asInt());
    ((ObjectNode) written).put("version", earlier.get("version").asInt());
    for (JsonNode w : written.get("workloads")) {
      ArrayNode notes = (ArrayNode) w.get("notes");
      for (int i = 0; i < notes.size(); i++) {
        assertEquals("text", notes.get(i).get("kind").asText(), notes.toString());
        notes.set(i, notes.get(i).get("text"));
      }
    }
    assertEquals(earlier, written);
  }

  /**
   * The keys the reader fills in for the earlier file are those the builder writes into the golden
   * file, from the same inputs (the golden ones but the last workload): two call sites of one file
   * stay apart, and each recommendation has its workload's key.
   */
  @Test
  void theFilledInKeysAreThoseTheBuilderWrites() throws IOException {
    ReplayResults earlier = read(BEFORE_KEYS, dir);
    ReplayResults golden = read(GoldenResultsReadTest.GOLDEN, dir);
    // The golden inputs end with workloads the earlier file predates: one that made extra rounds,
    // one whose caller is unknown.
    List<WorkloadKey> earlierKeys = earlier.workloads.stream().map(w -> w.key).toList();
    assertEquals(
        golden.workloads.subList(0, earlier.workloads.size()).stream().map(w -> w.key).toList(),
        earlierKeys);
    assertEquals(
        golden.recommendations.stream().map(r -> r.key).filter(earlierKeys::contains).toList(),
        earlier.recommendations.stream().map(r -> r.key).toList());
    assertEquals(
        new WorkloadKey("/data/events.log", null, "READ", "com.acme.LogJob.scan"),
        earlier.workloads.get(0).key);
    assertEquals(
        new WorkloadKey("/data/events.log", null, "READ", "com.acme.Audit.check"),
        earlier.workloads.get(1).key);
    assertEquals(
        new WorkloadKey("/data/in.bin", "/data/out.bin", "COPY", "com.acme.Backup.save"),
        earlier.recommendations.get(2).key);
  }

  /** A note of a kind a later iobench wrote reads as its text; the rest of the file is intact. */
  @Test
  void aNoteOfAKindALaterIobenchWroteReadsAsItsText() throws IOException {
    ReplayResults r = read(BEFORE_KEYS, dir);
    Path file = dir.resolve("later.json");
    ObjectMapper json = new ObjectMapper();
    com.fasterxml.jackson.databind.node.ObjectNode doc =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            json.readTree(dir.resolve(Path.of(BEFORE_KEYS).getFileName().toString()).toFile());
    com.fasterxml.jackson.databind.node.ArrayNode notes =
        ((com.fasterxml.jackson.databind.node.ObjectNode) doc.get("workloads").get(2))
            .putArray("notes");
    notes.addObject().put("kind", "from-the-future").put("calls", 3);
    json.writeValue(file.toFile(), doc);

    ReplayResults later = ResultsReader.read(file);
    assertEquals(r.workloads.size(), later.workloads.size());
    assertEquals(
        List.of(
            new ReplayNote.Text(
                "a note this iobench does not know: {\"kind\":\"from-the-future\",\"calls\":3}")),
        later.workloads.get(2).notes);
  }
}
