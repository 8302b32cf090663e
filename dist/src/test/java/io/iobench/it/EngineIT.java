package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.layer.AppLayer;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real engines from Maven Central, H2 and Lucene, with their settings as they come: their file
 * calls are the engine's own, on the app's thread or on the engine's, and the advice is "inside the
 * engine: nothing to change in your code", never a change to the engine's code.
 */
class EngineIT {
  /** Per engine: EngineIo's argument, rows, the layer the catalogue finds and its title. */
  private static final List<List<String>> ENGINES =
      List.of(
          List.of("h2", "20000", "h2", "H2 Database (MVStore)"),
          List.of("lucene", "20000", "lucene", "Apache Lucene"));

  static Stream<Arguments> enginesOnEveryJdk() {
    return JdkMatrix.all()
        .flatMap(jdk -> ENGINES.stream().map(e -> Arguments.of(jdk, e.get(0), e.get(1), e.get(2))));
  }

  static Stream<Arguments> engines() {
    return ENGINES.stream().map(e -> Arguments.of(e.get(0), e.get(1), e.get(2), e.get(3)));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("enginesOnEveryJdk")
  void everyFileCallOfTheEngineIsAttributedToTheEngine(
      Jdk jdk, String engine, String rows, String layer) throws Exception {
    Path dir = AgentMatrixIT.work("engine-" + engine, jdk);
    Path profileFile = dir.resolve("profile.json");
    JavaRun.Result plain =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .run("io.iobench.itapps.EngineIo", dir.resolve("plain").toString(), rows, engine);
    assertEquals(0, plain.exitCode, plain.toString());
    JavaRun.Result agent = profiledEngine(jdk, dir, rows, engine);
    assertEquals(
        plain.stdout, agent.stdout, "the engine's results must not change under the agent");
    assertEquals(
        withoutLogTimes(plain.stderrWithoutCdsWarning()),
        withoutLogTimes(agent.stderrWithoutCdsWarning()),
        "the agent printed on stderr");

    Profile profile = ProfileReader.read(profileFile);
    String data = dir.resolve("data").toAbsolutePath().normalize().toString();
    long calls = 0;
    long withBytes = 0;
    for (FileProfile f : profile.files) {
      if (!f.path.startsWith(data + File.separator)) {
        continue;
      }
      for (OpProfile o : f.ops) {
        calls += o.calls;
        withBytes += o.bytes > 0 ? 1 : 0;
        if (o.dominantPath().isEmpty()) {
          // Never walked (the thread past its share of walks): then whose code made the calls is
          // unknown, and the analysis places no change in the app's code.
          assertTrue(o.callerUnknown(), jdk + ": no path for " + f.path + " " + o.op);
          continue;
        }
        OpProfile.CallPath path = o.dominantPath().get();
        // A path walked only a short way (the thread past its share of walks) is the engine's
        // by the engine's frames nearest the call.
        String where = jdk + " " + f.path + " " + o.api + "." + o.op + ": " + path.frames;
        AppLayer at = AppLayer.of(o).orElseThrow(() -> new AssertionError("no layer: " + where));
        assertEquals(layer, at.layer().id(), where);
        assertFalse(at.appCanChange(), "inside an engine the app changes no code: " + f.path);
      }
    }
    assertTrue(calls > 0 && withBytes > 0, jdk + ": no calls recorded in " + data);
  }

  /** EngineIo with {@code rows} rows in {@code engine}, under the agent: dir/profile.json. */
  private static JavaRun.Result profiledEngine(Jdk jdk, Path dir, String rows, String engine)
      throws Exception {
    return JavaRun.on(jdk)
        .classPath(JavaRun.IT_APPS_AND_LIBS)
        .profiled(
            dir.resolve("profile.json"),
            "io.iobench.itapps.EngineIo",
            dir.resolve("data").toString(),
            rows,
            engine);
  }

  /** The engine's own warnings (Lucene's, through java.util.logging) without their times. */
  private static String withoutLogTimes(String stderr) {
    return stderr.replaceAll("(?m)^\\w{3} \\d{1,2}, \\d{4} \\d{1,2}:\\d{2}:\\d{2} [AP]M ", "");
  }

  /** The replay of the engine's hottest files names the engine and no change to make. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void theAdviceIsNothingToChangeInYourCode(String engine, String rows, String layer, String title)
      throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("engine-replay-" + engine, jdk);
    Path profile = dir.resolve("profile.json");
    profiledEngine(jdk, dir, rows, engine);
    Path results = dir.resolve("replay.json");
    JavaRun.Result r = QuickReplay.run(profile, 2, dir);
    assertTrue(
        r.stdout.contains(": inside " + title + ": nothing to change in your code"), r.stdout);
    JsonNode json = new ObjectMapper().readTree(results.toFile());
    java.util.Set<String> engineFiles = new java.util.HashSet<>();
    for (JsonNode w : json.get("workloads")) {
      if (layer.equals(w.at("/observed/layer").asText())) {
        engineFiles.add(w.get("path").asText());
        assertTrue(
            w.get("verdict").asText().contains("nothing to change in your code"), w.toString());
        assertFalse(w.get("recommended").asBoolean(), w.toString());
      }
    }
    int engineWorkloads = engineFiles.size();
    assertTrue(engineWorkloads > 0, "no workload attributed to " + title + ": " + json);
    // No change of the app's at the engine: by default its alternatives are not replayed at all.
    for (JsonNode w : json.get("workloads")) {
      if (engineFiles.contains(w.get("path").asText())) {
        assertEquals(1, w.get("techniques").size(), "the baseline alone: " + w);
      }
    }
    for (JsonNode rec : json.get("recommendations")) {
      assertFalse(engineFiles.contains(rec.get("path").asText()), rec.toString());
    }
    assertTrue(
        json.at("/settings/notes").toString().contains("--all-techniques replays them"),
        json.at("/settings").toString());
  }
}
