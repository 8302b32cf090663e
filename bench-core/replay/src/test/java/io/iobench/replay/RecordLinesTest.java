package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The worker protocol's codec: every kind of component it carries, and each way a line is bad. */
class RecordLinesTest {
  record Kinds(
      int i, long l, double d, boolean b, String s, Operation e, List<Integer> n, Inner inner) {}

  record Inner(List<String> names, Long boxed) {}

  record Checked(int positive) {
    Checked {
      if (positive <= 0) {
        throw new IllegalArgumentException("positive must be positive: " + positive);
      }
    }
  }

  private final Kinds kinds =
      new Kinds(
          -7,
          1L << 40,
          0.125,
          true,
          "a \"quoted\"\nline é",
          Operation.UPDATE,
          List.of(1, 2, 3),
          new Inner(List.of("x", "y"), null));

  @Test
  void everyKindOfComponentComesBackEqualOnOneLine() throws JsonProcessingException {
    String line = RecordLines.write(kinds);
    assertFalse(line.contains("\n"), line);
    assertEquals(kinds, RecordLines.read(line, Kinds.class));
  }

  /** What the data binding wrote before is what the codec writes: one JSON shape, by name. */
  @Test
  void theLineIsTheRecordsJsonAsDataBindingReadsIt() throws Exception {
    Workload mixed =
        Workload.sequential("w", Operation.READ, 1 << 20, 64)
            .withSizes(CallSizes.of(Map.of(64, 3L, 4096, 1L)));
    WorkerMessages.Setup setup = new WorkerMessages.Setup(mixed, List.of("fis/8k", "fis/64k"));
    ObjectMapper mapper = new ObjectMapper();
    assertEquals(
        mapper.readTree(mapper.writeValueAsString(setup)),
        mapper.readTree(RecordLines.write(setup)));
    assertEquals(setup, RecordLines.read(RecordLines.write(setup), WorkerMessages.Setup.class));
  }

  @Test
  void aBadLineIsAnErrorNamingWhatIsWrong() {
    String good = RecordLines.write(kinds);
    Map<String, String> bad =
        Map.of(
            good.replace("\"i\":-7", "\"i\":-7,\"i\":8"),
            "field i twice",
            good.replace("\"i\":-7", "\"i\":4294967296"),
            "out of range",
            good.replace("\"i\":-7", "\"i\":\"7\""),
            "i must be a whole number",
            good.replace("\"b\":true", "\"b\":1"),
            "b must be true or false",
            good.replace("\"e\":\"UPDATE\"", "\"e\":\"DELETE\""),
            "no Operation DELETE",
            good.replace("\"l\":1099511627776", "\"l\":null"),
            "null for l",
            good.replace("\"names\":[\"x\",\"y\"]", "\"names\":[\"x\",2]"),
            "names[] must be",
            good + " {}",
            "more than one value",
            "null",
            "null instead of a Kinds",
            good.substring(0, good.length() - 2),
            "end-of-input");
    bad.forEach(
        (line, message) -> {
          JsonProcessingException e =
              assertThrows(
                  JsonProcessingException.class, () -> RecordLines.read(line, Kinds.class));
          assertTrue(e.getMessage().contains(message), line + " -> " + e.getMessage());
        });
  }

  @Test
  void theRecordsOwnChecksRunAndTheirMessageIsKept() {
    JsonProcessingException e =
        assertThrows(
            JsonProcessingException.class,
            () -> RecordLines.read("{\"positive\":0}", Checked.class));
    assertEquals("Checked: positive must be positive: 0", e.getOriginalMessage());
  }
}
