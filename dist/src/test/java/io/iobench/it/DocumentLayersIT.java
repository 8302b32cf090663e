package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Document formats through their libraries as they come from Maven Central (Commons CSV, SnakeYAML,
 * Commons Compress) and the JDK's own (StAX, Image I/O): it-apps' DocumentIo writes a file through
 * each as apps often do, and reads it back, once under the agent on the current JDK; one replay of
 * its workloads. Every file's write has as its rank-1 recommendation the change at that library's
 * layer, placed at the app's own line; every read back is attributed to its layer, and its rank-1
 * change, where the replay decides on one, is that layer's. The app prints the same with the agent
 * as without.
 */
class DocumentLayersIT {
  private static final String APP = "io.iobench.itapps.DocumentIo";

  /** Records a file: some thousands of small calls each, a replay of about half a minute. */
  private static final String RECORDS = "5000";

  /**
   * Per file: the layer, what the rank-1 change of its write holds, and what a rank-1 change of its
   * read back holds. Each write is some thousands of small calls that a buffer makes 3 to 100 times
   * faster. The tar and PNG reads of 512 bytes a call gain 3 to 10 times from a buffer, but their
   * passes over a cached file take a millisecond or two, and on a loaded machine their interval can
   * reach below the threshold; the CSV parser, SnakeYAML's load and the StAX reader after its first
   * bytes already read 8 KiB a call. Each read is attributed to its layer, and a rank-1 change,
   * where there is one, is that layer's.
   */
  private static final List<List<String>> FILES =
      List.of(
          List.of(
              "records.csv", "commons-csv", "printer.flush(); // once", "Files.readString(path)"),
          List.of(
              "records.xml",
              "stax",
              "new BufferedOutputStream(new FileOutputStream(file), 65536), \"UTF-8\")",
              "new BufferedInputStream(new FileInputStream(file), 65536)"),
          List.of(
              "records.yaml",
              "snakeyaml",
              "out.write(yaml.dump(record));",
              "Files.readString(path)"),
          List.of(
              "records.tar",
              "commons-compress",
              "new BufferedOutputStream(new FileOutputStream(file), 65536)",
              "new BufferedInputStream(new FileInputStream(file), 65536)"),
          List.of(
              "noise.png",
              "image-io",
              "ImageIO.write(image, \"png\", out);",
              "image = ImageIO.read(in);"));

  @Test
  void eachLibrarysFileGetsTheChangeAtItsLayer() throws Exception {
    // Every workload of the app's, five files written and read back, and room for the JDK's own
    // reads on the way (java.security, read as SnakeYAML starts), which can outrank the XML read.
    AppReplay run = AppReplay.comparing("document-layers", "", 5, 12, APP, RECORDS);
    for (List<String> w : FILES) {
      JsonNode rankOne = run.rankOne(w.get(0), operation("WRITE"));
      assertTrue(rankOne != null, "no recommendation for " + w.get(0) + ": " + run.replay.stdout);
      assertChangeAtLayer(rankOne, w.get(1), w.get(2));
    }
    for (List<String> r : FILES) {
      JsonNode read = run.workload(r.get(0), w -> w.get("operation").asText().equals("READ"));
      assertTrue(
          read != null, "no read of " + run.path(r.get(0)) + " replayed: " + run.replay.stdout);
      assertEquals(r.get(1), read.at("/observed/layer").asText(), read.toString());
      assertTrue(read.at("/observed/callSite").asText().startsWith(APP + "."), read.toString());
      JsonNode rankOne = run.rankOne(r.get(0), operation("READ"));
      if (rankOne != null) {
        assertChangeAtLayer(rankOne, r.get(1), r.get(3));
      }
    }
  }

  /** Accepts a recommendation for the file's {@code operation}. */
  private static Predicate<JsonNode> operation(String operation) {
    return rec -> rec.at("/key/operation").asText().equals(operation);
  }

  /** A change at {@code layer} whose code holds {@code code}, at the app's own line. */
  private static void assertChangeAtLayer(JsonNode rankOne, String layer, String code) {
    System.out.printf(
        "[DocumentLayersIT] %s %s (%s): %s%n",
        Path.of(rankOne.get("path").asText()).getFileName(),
        rankOne.at("/key/operation").asText(),
        rankOne.get("callSite").asText(),
        AppReplay.speedup(rankOne));
    AppReplay.assertLayerChange(rankOne, layer, code);
    AppReplay.assertAtTheAppsLine(rankOne, APP);
  }
}
