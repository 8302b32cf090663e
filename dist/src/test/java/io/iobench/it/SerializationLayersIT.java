package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.iobench.layer.Change;
import io.iobench.layer.Frames;
import io.iobench.layer.Layer;
import io.iobench.layer.LayerCatalogue;
import io.iobench.technique.Catalogue;
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
    // Every call timed: a busy machine's pause in one of a few sampled reads would otherwise count
    // for many calls, and could rank a read of a few dozen calls above the files asserted here.
    AppReplay run =
        AppReplay.comparing("serialization-layers", ",latency=all", 5, TOP, APP, RECORDS);
    for (List<String> entry : ENTRIES) {
      String file = entry.get(0);
      String via = " via " + entry.get(1);
      JsonNode rankOne = run.rankOneVia(file, via);
      assertTrue(rankOne != null, "no first recommendation for " + file + via + ":\n" + run.replay);
      System.out.printf(
          "[SerializationLayersIT] %s%s: %s, %s%n",
          file, via, AppReplay.speedup(rankOne), rankOne.get("standing").asText());
      AppReplay.assertLayerChange(rankOne, entry.get(2), entry.get(3));
      assertEquals(
          change(entry.get(2), entry.get(1), rankOne.get("recommended").asText()).code(),
          rankOne.get("after").asText(),
          "the change of the row, for the way in, that the recommended technique replays");
      AppReplay.assertAtTheAppsLine(rankOne, APP);
    }
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
