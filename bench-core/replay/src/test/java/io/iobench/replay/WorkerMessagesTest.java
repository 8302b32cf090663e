package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The worker protocol is strict: what the runner sends arrives as sent, and a line that is missing
 * a value, has one too many, or holds one out of range is an error, never a default.
 */
class WorkerMessagesTest {
  /** Builds the lines a test alters; the protocol itself reads and writes with RecordLines. */
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Workload workload =
      Workload.random("lookups", Operation.READ, 1 << 20, 8, 2_000).withAppCalls(40_000);
  private final Technique technique = Catalogue.byId("mmap-data").orElseThrow();

  private final RoundPlan plan =
      new RoundPlan(
          "mmap-data",
          3,
          RoundKind.WARM_UP,
          List.of("a", "b"),
          "out",
          null,
          7,
          1,
          3,
          false,
          50_000_000L,
          FreshOutput.FULL_SIZE,
          true,
          512,
          0);

  @Test
  void messagesArriveAsSent() throws JsonProcessingException {
    assertEquals(plan, roundTrip(plan, RoundPlan.class));
    WorkerMessages.Setup setup = new WorkerMessages.Setup(workload, List.of(technique.id()));
    assertEquals(setup, roundTrip(setup, WorkerMessages.Setup.class));
    WorkerMessages.RoundReply reply =
        new WorkerMessages.RoundReply(3, 6, 3, 900, 40, 36_000, 288_000, 70, "h", -1, 1, null);
    assertEquals(reply, roundTrip(reply, WorkerMessages.RoundReply.class));
  }

  @Test
  void aReplyOutOfStepWithItsPlanIsNamed() {
    assertNull(
        plan.mismatch(
            new WorkerMessages.RoundReply(
                3, 6, 3, 900, 40, 36_000, 288_000, 70, "h", -1, 1, null)));
    for (WorkerMessages.RoundReply other :
        List.of(
            new WorkerMessages.RoundReply(2, 6, 3, 900, 40, 36_000, 288_000, 70, "h", -1, 1, null),
            new WorkerMessages.RoundReply(3, 7, 3, 900, 40, 36_000, 288_000, 70, "h", -1, 1, null),
            new WorkerMessages.RoundReply(
                3, 6, 1, 900, 40, 36_000, 288_000, 70, "h", -1, 1, null))) {
      assertEquals(
          "the worker answered round "
              + other.round()
              + " ("
              + other.timedPasses()
              + " timed passes at scale "
              + other.scale()
              + ") for round 3 (6 at scale 3)",
          plan.mismatch(other));
    }
  }

  @Test
  void aPlanMissingAnyValueIsRefused() throws JsonProcessingException {
    for (RecordComponent c : RoundPlan.class.getRecordComponents()) {
      ObjectNode json = tree(plan);
      json.remove(c.getName());
      assertThrows(
          JsonProcessingException.class,
          () -> parse(json, RoundPlan.class),
          "without " + c.getName());
    }
  }

  @Test
  void aReplyMissingAnyValueIsRefused() throws JsonProcessingException {
    WorkerMessages.RoundReply reply = WorkerMessages.RoundReply.failed(2, "broken");
    for (RecordComponent c : WorkerMessages.RoundReply.class.getRecordComponents()) {
      ObjectNode json = tree(reply);
      json.remove(c.getName());
      assertThrows(
          JsonProcessingException.class,
          () -> parse(json, WorkerMessages.RoundReply.class),
          "without " + c.getName());
    }
  }

  @Test
  void anUnknownValueOrANullNumberIsRefused() throws JsonProcessingException {
    ObjectNode unknown = tree(plan);
    unknown.put("repeat", 1);
    assertThrows(JsonProcessingException.class, () -> parse(unknown, RoundPlan.class));
    ObjectNode nullPasses = tree(plan);
    nullPasses.putNull("passes");
    assertThrows(JsonProcessingException.class, () -> parse(nullPasses, RoundPlan.class));
    ObjectNode nullKind = tree(plan);
    nullKind.putNull("kind");
    assertThrows(JsonProcessingException.class, () -> parse(nullKind, RoundPlan.class));
  }

  @Test
  void aPlanOutOfRangeIsRefused() throws JsonProcessingException {
    for (String[] bad :
        List.of(
            new String[] {"passes", "0"},
            new String[] {"untimedPasses", "7"},
            new String[] {"untimedPasses", "-1"},
            new String[] {"scale", "0"},
            new String[] {"fillNanos", "-1"},
            new String[] {"timeEvery", "0"},
            new String[] {"output", null})) {
      ObjectNode json = tree(plan);
      if (bad[1] == null) {
        json.putNull(bad[0]);
      } else {
        json.put(bad[0], Long.parseLong(bad[1]));
      }
      assertThrows(
          JsonProcessingException.class,
          () -> parse(json, RoundPlan.class),
          bad[0] + " = " + bad[1]);
    }
  }

  /** The worker answers a line it cannot take for a plan with an error, and runs nothing. */
  @Test
  void theWorkerAnswersAnIncompletePlanWithAnError() throws JsonProcessingException {
    ObjectNode json = tree(plan);
    json.remove("untimedPasses");
    WorkerMessages.RoundReply reply =
        Worker.answer(Map.of(technique.id(), technique), workload, JSON.writeValueAsString(json));
    assertTrue(reply.error().startsWith("unreadable round plan: "), reply.error());
    assertTrue(reply.error().contains("untimedPasses"), reply.error());
    assertEquals(0, reply.calls());
  }

  /** A worker runs only the techniques it was set up with: a plan for another is an error. */
  @Test
  void theWorkerAnswersAPlanForAnotherTechniqueWithAnError() throws JsonProcessingException {
    WorkerMessages.RoundReply reply =
        Worker.answer(
            Map.of("mmap/8", Catalogue.byId("mmap/8").orElseThrow()),
            workload,
            RecordLines.write(plan));
    assertEquals("round plan for mmap-data, not one of [mmap/8]", reply.error(), "nothing was run");
    assertEquals(0, reply.calls());
  }

  /** Reads {@code json} as the worker and the runner read a line. */
  private static <T extends Record> T parse(ObjectNode json, Class<T> type)
      throws JsonProcessingException {
    return RecordLines.read(JSON.writeValueAsString(json), type);
  }

  private static <T extends Record> T roundTrip(T value, Class<T> type)
      throws JsonProcessingException {
    return RecordLines.read(RecordLines.write(value), type);
  }

  /** {@code value} as the runner sends it, as a tree to alter. */
  private static ObjectNode tree(Record value) throws JsonProcessingException {
    return (ObjectNode) JSON.readTree(RecordLines.write(value));
  }
}
