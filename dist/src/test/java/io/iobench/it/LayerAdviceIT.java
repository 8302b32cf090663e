package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
        // interval's line through a PrintStream of its own, which writes the file on every print
        // but never flushes it: the change is at the app's call into the library, a buffered
        // stream handed to it
        Arguments.of(
            "library-without-row",
            List.of("io.iobench.itapps.LibraryIo", "20000", "0"),
            "latency.hlog",
            "via org.HdrHistogram.HistogramLogWriter.outputIntervalHistogram (org.hdrhistogram:HdrHistogram:",
            "library-without-row",
            "new BufferedOutputStream(new FileOutputStream(file), 65536)"),
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
    // Every workload of the app's is replayed, whichever is hottest (on a busy machine a call that
    // waits for a core can make a file of a thousand calls look hotter than one of sixty
    // thousand): the object-stream app writes and reads objects.bin, the logback one writes its
    // log, reads it back and reads the JDK's time-zone data.
    AppReplay run =
        AppReplay.profiled(
            "layer-advice-" + name,
            "",
            5,
            app.get(0),
            app.subList(1, app.size()).toArray(new String[0]));
    String path = run.path(file);
    JsonNode json = run.results;
    JsonNode rankOne = run.rankOneVia(file, via);
    assertTrue(
        rankOne != null, "no recommendation for " + path + " " + via + ": " + run.replay.stdout);
    System.out.printf(
        "[LayerAdviceIT] %s: %s, threshold %s%n",
        name, AppReplay.speedup(rankOne), json.at("/settings/threshold").asText());
    AppReplay.assertLayerChange(rankOne, layer, code);
    assertTrue(
        rankOne.get("change").asText().contains("through it:"),
        "the change says what went through the layer: " + rankOne);

    // The replayed baseline's median call is the app's: its calls are what the replay replayed.
    JsonNode workload = run.workload(file, w -> w.get("key").equals(rankOne.get("key")));
    assertTrue(workload != null, "no workload of " + path + " with key " + rankOne.get("key"));
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
}
