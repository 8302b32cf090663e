package io.iobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
        List.of(5, 3, 2, 4, 2, 3, 2), r.workloads.stream().map(w -> w.techniques.size()).toList());
  }

  /** Every field of the earlier file is read into the results and written back as it was. */
  @Test
  void writtenBackItHoldsTheSameFields() throws IOException {
    Path back = dir.resolve("back.json");
    ResultsWriter.write(read(BEFORE_KEYS, dir), back);
    ObjectMapper json = new ObjectMapper();
    JsonNode earlier;
    try (InputStream in = EarlierResultsReadTest.class.getResourceAsStream(BEFORE_KEYS)) {
      earlier = json.readTree(in);
    }
    assertEquals(earlier, json.readTree(back.toFile()));
  }
}
