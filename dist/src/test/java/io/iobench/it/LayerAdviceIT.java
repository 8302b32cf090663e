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
        // an ObjectInputStream straight over a FileInputStream: a read of the file per field, of
        // 20 000 records (60 000 reads of a few bytes, which a buffer or a whole-file read makes
        // hundreds of times faster; 300 records, 4 KB in 900 reads, took a millisecond, too little
        // to decide on a busy machine, where the interval reached below 1x)
        Arguments.of(
            "object-stream",
            List.of("io.iobench.itapps.LayeredIo", "objects", "20000"),
            "objects.bin",
            "via java.io.ObjectInputStream.readObject",
            "object-input-stream",
            "ObjectInputStream"),
        // HdrHistogram's log writer, a library the catalogue has no row for, writing each
        // interval's line through a PrintStream that flushes on its way to the file: the change
        // is at the app's call into the library, fewer, larger calls, not a buffer under it
        Arguments.of(
            "library-without-row",
            List.of("io.iobench.itapps.LibraryIo", "20000", "0"),
            "latency.hlog",
            "via org.HdrHistogram.HistogramLogWriter.outputIntervalHistogram (org.hdrhistogram:HdrHistogram:",
            "library-without-row",
            "library.write(values, out)"));
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
    JavaRun.on(jdk).classPath(JavaRun.IT_APPS_AND_LIBS).profiled(profile, app.get(0), args);
    Path results = dir.resolve("replay.json");
    // Every workload of the app's is replayed, whichever is hottest (on a busy machine a call that
    // waits for a core can make a file of a thousand calls look hotter than one of sixty
    // thousand): the object-stream app writes and reads objects.bin, the logback one writes its
    // log, reads it back and reads the JDK's time-zone data.
    JavaRun.Result replay = QuickReplay.deciding(profile, 5, dir);
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
    System.out.printf(
        "[LayerAdviceIT] %s: %s %.1fx [%.3g-%.3g], threshold %s%n",
        name,
        rankOne.get("recommended").asText(),
        rankOne.get("speedup").asDouble(),
        rankOne.get("speedupLow").asDouble(),
        rankOne.get("speedupHigh").asDouble(),
        json.at("/settings/threshold").asText());
    assertEquals(layer, rankOne.path("layer").asText(), rankOne.toString());
    assertTrue(rankOne.get("layerChange").asText().length() > 0, rankOne.toString());
    assertTrue(rankOne.get("after").asText().contains(code), rankOne.toString());
    assertTrue(
        rankOne.get("change").asText().contains("through it:"),
        "the change says what went through the layer: " + rankOne);
  }
}
