package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;

/**
 * An it-app profiled under the agent on the current JDK, its data files in {@code data} of the
 * test's directory, and one deciding replay of its hottest workloads ({@link
 * QuickReplay#deciding}): what the tests of layer advice read from it, the rank-1 recommendation
 * and the workload per file.
 */
final class AppReplay {
  final Path dir;
  final Path data;
  final JavaRun.Result replay;
  final JsonNode results;

  private AppReplay(Path dir, JavaRun.Result replay) throws Exception {
    this.dir = dir;
    this.data = dir.resolve("data");
    this.replay = replay;
    this.results = new ObjectMapper().readTree(dir.resolve("replay.json").toFile());
  }

  /**
   * Runs {@code app} with the data directory and {@code args} under the agent (its options {@code
   * out=} the profile, then {@code agentOptions}), in the test directory {@code name}, and replays
   * its {@code top} hottest workloads.
   */
  static AppReplay profiled(String name, String agentOptions, int top, String app, String... args)
      throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work(name, jdk);
    agentRun(jdk, dir, agentOptions, app, args);
    return new AppReplay(dir, QuickReplay.deciding(dir.resolve("profile.json"), top, dir));
  }

  /**
   * As {@link #profiled}, after a run of the app without the agent (its data elsewhere): the app
   * must print the same {@code lines} lines under the agent as without.
   */
  static AppReplay comparing(
      String name, String agentOptions, int lines, int top, String app, String... args)
      throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work(name, jdk);
    JavaRun.Result plain =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .run(app, withDir(dir.resolve("plain"), args));
    assertEquals(0, plain.exitCode, plain.toString());
    JavaRun.Result agent = agentRun(jdk, dir, agentOptions, app, args);
    assertEquals(plain.stdout, agent.stdout, "the app's output must not change under the agent");
    assertEquals(lines, plain.stdout.lines().count(), plain.stdout);
    return new AppReplay(dir, QuickReplay.deciding(dir.resolve("profile.json"), top, dir));
  }

  private static JavaRun.Result agentRun(
      Jdk jdk, Path dir, String agentOptions, String app, String... args) throws Exception {
    JavaRun.Result r =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .withAgent("out=" + dir.resolve("profile.json") + agentOptions)
            .run(app, withDir(dir.resolve("data"), args));
    assertEquals(0, r.exitCode, r.toString());
    return r;
  }

  private static String[] withDir(Path dir, String... args) {
    String[] all = new String[args.length + 1];
    all[0] = dir.toString();
    System.arraycopy(args, 0, all, 1, args.length);
    return all;
  }

  /** The replay's name for {@code file} of the data directory. */
  String path(String file) {
    return data.resolve(file).toAbsolutePath().normalize().toString();
  }

  /** The rank-1 recommendation for {@code file} that {@code which} accepts, or null. */
  JsonNode rankOne(String file, Predicate<JsonNode> which) {
    return first("recommendations", file, rec -> rec.get("rank").asInt() == 1 && which.test(rec));
  }

  /** The rank-1 recommendation for {@code file} whose call site holds {@code via}, or null. */
  JsonNode rankOneVia(String file, String via) {
    return rankOne(file, rec -> rec.get("callSite").asText().contains(via));
  }

  /** The last workload of {@code file} that {@code which} accepts, or null. */
  JsonNode workload(String file, Predicate<JsonNode> which) {
    JsonNode found = null;
    for (JsonNode w : results.get("workloads")) {
      if (w.get("path").asText().equals(path(file)) && which.test(w)) {
        found = w;
      }
    }
    return found;
  }

  private JsonNode first(String list, String file, Predicate<JsonNode> which) {
    for (JsonNode node : results.get(list)) {
      if (node.get("path").asText().equals(path(file)) && which.test(node)) {
        return node;
      }
    }
    return null;
  }

  /** The recommended technique, its speedup and the speedup's interval, as the tests print them. */
  static String speedup(JsonNode rec) {
    return String.format(
        "%s %.1fx [%.3g-%.3g]",
        rec.get("recommended").asText(),
        rec.get("speedup").asDouble(),
        rec.get("speedupLow").asDouble(),
        rec.get("speedupHigh").asDouble());
  }

  /**
   * A recommendation of the change at {@code layer}, whose code holds one of {@code code}'s
   * alternatives (separated by {@code |}).
   */
  static void assertLayerChange(JsonNode rec, String layer, String code) {
    assertEquals(layer, rec.path("layer").asText(), rec.toString());
    assertFalse(rec.path("layerChange").asText().isEmpty(), rec.toString());
    String after = rec.get("after").asText();
    assertTrue(List.of(code.split("\\|")).stream().anyMatch(after::contains), code + " in " + rec);
  }

  /** A recommendation placed at a line of {@code app}'s own. */
  static void assertAtTheAppsLine(JsonNode rec, String app) {
    assertTrue(
        rec.get("callSite").asText().startsWith(app + "."), "placed at the app's own line: " + rec);
  }
}
