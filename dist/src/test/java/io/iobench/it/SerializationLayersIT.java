package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.layer.Change;
import io.iobench.layer.Frames;
import io.iobench.layer.Layer;
import io.iobench.layer.LayerCatalogue;
import io.iobench.technique.Catalogue;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Five data-format libraries from Maven Central, called as apps often call them (it-apps'
 * SerializationIo: a write, or a flush, of the file per record), once under the agent and replayed
 * once: for each file the replay's first recommendation through the library is the change of the
 * library's row at the method the app entered it by, placed at the app's own line. The app prints
 * the same with and without the agent.
 */
class SerializationLayersIT {
  private static final String APP = "io.iobench.itapps.SerializationIo";

  /** Records per file: 20 000 writes or flushes of a few dozen bytes, some tens of milliseconds. */
  private static final String RECORDS = "20000";

  /**
   * The app's data files and the other files its libraries read (the JDK's time-zone data, class
   * initialization's logging.properties) number 14: the eight hottest hold the six asserted here,
   * with room for two of the others made slow by a busy machine.
   */
  private static final int TOP = 8;

  /**
   * Per workload: the file, the library method the app's path entered by (the first frame after the
   * app's), the layer, and what the change's code says (one of them).
   */
  private static final List<List<String>> ENTRIES =
      List.of(
          List.of(
              "orders-jackson.json",
              "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
              "jackson",
              "without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE)"),
          List.of(
              "orders-gson.json",
              "com.google.gson.stream.JsonWriter.flush",
              "gson",
              "json.flush(); // once"),
          List.of(
              "orders.kryo",
              "com.esotericsoftware.kryo.io.Output.flush",
              "kryo",
              "output.flush(); // once"),
          List.of(
              "orders.pb",
              "com.google.protobuf.AbstractMessageLite.writeDelimitedTo",
              "protobuf",
              "new BufferedOutputStream(new FileOutputStream(file), 65536)"),
          List.of(
              "orders.pb",
              "com.google.protobuf.Struct.parseDelimitedFrom",
              "protobuf",
              "new BufferedInputStream(new FileInputStream(file), 65536)|Files.readAllBytes(path)"),
          List.of(
              "orders.avro",
              "org.apache.avro.file.DataFileWriter.flush",
              "avro-data-file",
              "dataFileWriter.flush(); // once"));

  @Test
  void eachFilesFirstRecommendationIsItsLibrarysChangeAtTheAppsLine() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("serialization-layers", jdk);
    Path profile = dir.resolve("profile.json");
    Path data = dir.resolve("data");
    JavaRun.Result plain =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .run(APP, dir.resolve("plain").toString(), RECORDS);
    assertEquals(0, plain.exitCode, plain.toString());
    // Every call timed: a busy machine's pause in one of a few sampled reads would otherwise count
    // for many calls, and could rank a read of a few dozen calls above the files asserted here.
    JavaRun.Result agent =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .withAgent("out=" + profile + ",latency=all")
            .run(APP, data.toString(), RECORDS);
    assertEquals(0, agent.exitCode, agent.toString());
    assertEquals(plain.stdout, agent.stdout, "the app's output must not change under the agent");
    assertEquals(5, plain.stdout.lines().count(), plain.stdout);

    JavaRun.Result replay = QuickReplay.deciding(profile, TOP, dir);
    JsonNode results = new ObjectMapper().readTree(dir.resolve("replay.json").toFile());
    for (List<String> entry : ENTRIES) {
      String file = entry.get(0);
      String via = " via " + entry.get(1);
      JsonNode rankOne = rankOne(results, data.resolve(file), via);
      assertTrue(rankOne != null, "no first recommendation for " + file + via + ":\n" + replay);
      System.out.printf(
          "[SerializationLayersIT] %s%s: %s %.1fx [%.3g-%.3g], %s%n",
          file,
          via,
          rankOne.get("recommended").asText(),
          rankOne.get("speedup").asDouble(),
          rankOne.get("speedupLow").asDouble(),
          rankOne.get("speedupHigh").asDouble(),
          rankOne.get("standing").asText());
      assertEquals(entry.get(2), rankOne.path("layer").asText(), rankOne.toString());
      assertFalse(rankOne.path("layerChange").asText().isEmpty(), rankOne.toString());
      String after = rankOne.get("after").asText();
      assertTrue(
          List.of(entry.get(3).split("\\|")).stream().anyMatch(after::contains),
          entry.get(3) + " in " + after);
      assertEquals(
          change(entry.get(2), entry.get(1), rankOne.get("recommended").asText()).code(),
          after,
          "the change of the row, for the way in, that the recommended technique replays");
      assertTrue(
          rankOne.get("callSite").asText().startsWith(APP + "."),
          "placed at the app's own line: " + rankOne.get("callSite").asText());
    }
  }

  /** The rank-1 recommendation for {@code file} whose call site entered the library {@code via}. */
  private static JsonNode rankOne(JsonNode results, Path file, String via) {
    String path = file.toAbsolutePath().normalize().toString();
    for (JsonNode rec : results.get("recommendations")) {
      if (rec.get("path").asText().equals(path)
          && rec.get("rank").asInt() == 1
          && rec.get("callSite").asText().contains(via)) {
        return rec;
      }
    }
    return null;
  }

  /** The change of layer {@code id} for a path that entered by {@code frame}, for a technique. */
  private static Change change(String id, String frame, String technique) {
    Layer layer = LayerCatalogue.byId(id).orElseThrow();
    String family = Catalogue.familyOf(technique);
    return layer.changesFor(Frames.methodOf(frame)).stream()
        .filter(c -> c.techniques().contains(family))
        .findFirst()
        .orElseThrow(() -> new AssertionError(id + " has no change replayed by " + technique));
  }
}
