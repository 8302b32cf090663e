package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
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
   * Per file, its write: the layer, and what the rank-1 change's code holds. Each is some thousands
   * of small calls that a buffer makes 3 to 100 times faster.
   */
  private static final List<List<String>> WRITES =
      List.of(
          List.of("records.csv", "commons-csv", "printer.flush(); // once"),
          List.of(
              "records.xml",
              "stax",
              "new BufferedOutputStream(new FileOutputStream(file), 65536), \"UTF-8\")"),
          List.of("records.yaml", "snakeyaml", "out.write(yaml.dump(record));"),
          List.of(
              "records.tar",
              "commons-compress",
              "new BufferedOutputStream(new FileOutputStream(file), 65536)"),
          List.of("noise.png", "image-io", "ImageIO.write(image, \"png\", out);"));

  /**
   * Per file, its read back: the layer, and what a rank-1 change's code holds. The tar and PNG
   * reads of 512 bytes a call gain 3 to 10 times from a buffer, but their passes over a cached file
   * take a millisecond or two, and on a loaded machine their interval can reach below the
   * threshold; the CSV parser, SnakeYAML's load and the StAX reader after its first bytes already
   * read 8 KiB a call. Each read is attributed to its layer, and a rank-1 change, where there is
   * one, is that layer's.
   */
  private static final List<List<String>> READS =
      List.of(
          List.of("records.csv", "commons-csv", "Files.readString(path)"),
          List.of(
              "records.xml", "stax", "new BufferedInputStream(new FileInputStream(file), 65536)"),
          List.of("records.yaml", "snakeyaml", "Files.readString(path)"),
          List.of(
              "records.tar",
              "commons-compress",
              "new BufferedInputStream(new FileInputStream(file), 65536)"),
          List.of("noise.png", "image-io", "image = ImageIO.read(in);"));

  @Test
  void eachLibrarysFileGetsTheChangeAtItsLayer() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("document-layers", jdk);
    Path data = dir.resolve("data");
    JavaRun.Result plain =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .run(APP, dir.resolve("plain").toString(), RECORDS);
    assertEquals(0, plain.exitCode, plain.toString());
    Path profile = dir.resolve("profile.json");
    JavaRun.Result agent =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .profiled(profile, APP, data.toString(), RECORDS);
    assertEquals(plain.stdout, agent.stdout, "the app's output must not change under the agent");
    assertEquals(5, plain.stdout.lines().count(), plain.stdout);

    // Every workload of the app's: five files written and read back.
    JavaRun.Result replay = QuickReplay.deciding(profile, 10, dir);
    JsonNode json = new ObjectMapper().readTree(dir.resolve("replay.json").toFile());
    for (List<String> w : WRITES) {
      JsonNode rankOne = rankOne(json, data.resolve(w.get(0)), "WRITE");
      assertTrue(rankOne != null, "no recommendation for " + w.get(0) + ": " + replay.stdout);
      assertChangeAtLayer(rankOne, w.get(1), w.get(2));
    }
    for (List<String> r : READS) {
      String path = data.resolve(r.get(0)).toAbsolutePath().normalize().toString();
      JsonNode read = null;
      for (JsonNode w : json.get("workloads")) {
        if (w.get("path").asText().equals(path) && w.get("operation").asText().equals("READ")) {
          read = w;
        }
      }
      assertTrue(read != null, "no read of " + path + " replayed: " + replay.stdout);
      assertEquals(r.get(1), read.at("/observed/layer").asText(), read.toString());
      assertTrue(read.at("/observed/callSite").asText().startsWith(APP + "."), read.toString());
      JsonNode rankOne = rankOne(json, data.resolve(r.get(0)), "READ");
      if (rankOne != null) {
        assertChangeAtLayer(rankOne, r.get(1), r.get(2));
      }
    }
  }

  /** The rank-1 recommendation for the file's {@code operation}, or null. */
  private static JsonNode rankOne(JsonNode json, Path file, String operation) {
    String path = file.toAbsolutePath().normalize().toString();
    for (JsonNode rec : json.get("recommendations")) {
      if (rec.get("path").asText().equals(path)
          && rec.get("rank").asInt() == 1
          && rec.at("/key/operation").asText().equals(operation)) {
        return rec;
      }
    }
    return null;
  }

  /** A change at {@code layer} whose code holds {@code code}, at the app's own line. */
  private static void assertChangeAtLayer(JsonNode rankOne, String layer, String code) {
    System.out.printf(
        "[DocumentLayersIT] %s %s (%s): %s %.1fx [%.3g-%.3g]%n",
        Path.of(rankOne.get("path").asText()).getFileName(),
        rankOne.at("/key/operation").asText(),
        rankOne.get("callSite").asText(),
        rankOne.get("recommended").asText(),
        rankOne.get("speedup").asDouble(),
        rankOne.get("speedupLow").asDouble(),
        rankOne.get("speedupHigh").asDouble());
    assertEquals(layer, rankOne.path("layer").asText(), rankOne.toString());
    assertTrue(rankOne.get("layerChange").asText().length() > 0, rankOne.toString());
    assertTrue(rankOne.get("after").asText().contains(code), rankOne.toString());
    assertTrue(rankOne.get("callSite").asText().startsWith(APP + "."), rankOne.toString());
  }
}
