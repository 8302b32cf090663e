package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
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
            "library.write(values, out)"),
        // lines read by RandomAccessFile.readLine, a read() of the file per byte: 10 000 lines of
        // about 50 bytes, half a million reads, which a reader that buffers makes in a few
        Arguments.of(
            "raf-read-line",
            List.of("io.iobench.itapps.LayeredIo", "raf-lines", "10000"),
            "lines-raf.txt",
            "io.iobench.itapps.LayeredIo.readLines(",
            "random-access-file-read-line",
            // a BufferedReader or Files.readAllLines, whichever measured first: both give lines,
            // the strings readLine gave
            "(path, StandardCharsets.ISO_8859_1)"));
  }

  /** The families that give lines, the only alternatives for lines read by readLine. */
  private static final Set<String> LINE_FAMILIES =
      Set.of("raf-lines", "reader-lines", "files-lines", "read-all-lines");

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

    // The replayed baseline's median call is the app's: its calls are what the replay replayed.
    JsonNode workload = workloadOf(json, path, rankOne.get("key"));
    double ratio = workload.at("/fidelity/ratio").asDouble(Double.NaN);
    System.out.printf(
        "[LayerAdviceIT] %s: fidelity %.2f (observed median call %s ns, replayed %s ns)%n",
        name,
        ratio,
        workload.at("/fidelity/observedP50Nanos").asText(),
        workload.at("/fidelity/replayP50Nanos").asText());
    assertTrue(ratio >= 1 / 3.0 && ratio <= 3, "fidelity within 3x: " + workload.get("fidelity"));
    if (layer.equals("random-access-file-read-line")) {
      assertEquals("raf-lines", workload.get("current").asText(), workload.toString());
      for (JsonNode t : workload.get("techniques")) {
        assertTrue(
            LINE_FAMILIES.contains(t.get("family").asText()),
            "only alternatives that give lines: " + t.get("id"));
      }
      for (JsonNode rec : json.get("recommendations")) {
        if (rec.get("key").equals(rankOne.get("key"))) {
          assertTrue(
              LINE_FAMILIES.contains(rec.get("recommended").asText().replaceAll("/.*", "")),
              "lines stay lines: " + rec);
        }
      }
    }
  }

  /** The workload the recommendation with {@code key} is for. */
  private static JsonNode workloadOf(JsonNode results, String path, JsonNode key) {
    for (JsonNode w : results.get("workloads")) {
      if (w.get("path").asText().equals(path) && w.get("key").equals(key)) {
        return w;
      }
    }
    throw new AssertionError("no workload of " + path + " with key " + key);
  }
}
