package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * End to end, profile to advice: an app that reaches its file through a layer gets the change at
 * that layer as its rank-1 recommendation, worded as the layer's change with its code or
 * configuration, not a change of the JDK call the layer makes. (The same file's other workloads,
 * the log read back whole, the objects written, have advice of their own.)
 */
class LayerAdviceIT {
  static Stream<Arguments> layeredApps() {
    return Stream.of(
        // logback's FileAppender as it comes: a flush, so a write of the file, per event
        Arguments.of(
            "logback",
            List.of("io.iobench.itapps.LoggedIo", "20000", "logback"),
            "app.log",
            "via ch.qos.logback.classic.Logger.info",
            "logback-file-appender",
            "<immediateFlush>false</immediateFlush>"),
        // an ObjectInputStream straight over a FileInputStream: a read of the file per field
        Arguments.of(
            "object-stream",
            List.of("io.iobench.itapps.LayeredIo"),
            "objects.bin",
            "via java.io.ObjectInputStream.readObject",
            "object-input-stream",
            "ObjectInputStream"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("layeredApps")
  void theRankOneChangeIsAtTheLayerTheAppCalled(
      String name, List<String> app, String file, String via, String layer, String code)
      throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("layer-advice-" + name, jdk);
    Path profile = dir.resolve("profile.json");
    Path data = dir.resolve("data");
    String[] args = new String[app.size()];
    args[0] = data.toString();
    for (int i = 1; i < app.size(); i++) {
      args[i] = app.get(i);
    }
    JavaRun.Result run =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .withAgent("out=" + profile)
            .run(app.get(0), args);
    assertEquals(0, run.exitCode, run.toString());
    Path results = dir.resolve("replay.json");
    // The layered app's read of objects.bin and its write of ints.bin take about the same time
    // (1.8 ms each, in 900 and 1000 calls), so which of them is third hottest changes from run to
    // run: the five hottest hold it either way.
    JavaRun.Result replay = QuickReplay.run(profile, 5, dir);
    String path = data.resolve(file).toAbsolutePath().normalize().toString();
    JsonNode json = new ObjectMapper().readTree(results.toFile());
    JsonNode rankOne = null;
    for (JsonNode rec : json.get("recommendations")) {
      if (rec.get("path").asText().equals(path)
          && rec.get("rank").asInt() == 1
          && rec.get("callSite").asText().contains(via)) {
        rankOne = rec;
      }
    }
    assertTrue(rankOne != null, "no recommendation for " + path + " " + via + ": " + replay.stdout);
    assertEquals(layer, rankOne.path("layer").asText(), rankOne.toString());
    assertTrue(rankOne.get("layerChange").asText().length() > 0, rankOne.toString());
    assertTrue(rankOne.get("after").asText().contains(code), rankOne.toString());
    assertTrue(
        rankOne.get("change").asText().contains("through it:"),
        "the change says what went through the layer: " + rankOne);
  }
}
