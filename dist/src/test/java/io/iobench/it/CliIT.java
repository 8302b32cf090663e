package io.iobench.it;

import static io.iobench.it.JavaRun.iobench;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code java -jar iobench.jar ...}: help, version, and clear errors on bad profiles. */
class CliIT {
  @Test
  void helpListsTheCommandsAndTheAgentUsage() throws Exception {
    JavaRun.Result r = iobench("--help");
    assertEquals(0, r.exitCode, r.toString());
    assertTrue(r.stdout.contains("summary"), r.stdout);
    assertTrue(r.stdout.contains("-javaagent:iobench.jar"), r.stdout);
  }

  @Test
  void versionNamesIobenchAndTheJdk() throws Exception {
    JavaRun.Result r = iobench("--version");
    assertEquals(0, r.exitCode, r.toString());
    assertTrue(r.stdout.startsWith("iobench 0."), r.stdout);
  }

  @Test
  void summaryOfAProfileAndErrorsOnBadOnes() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("cli", jdk);
    Path profile = dir.resolve("profile.json");
    JavaRun.on(jdk)
        .withAgent("out=" + profile)
        .run("io.iobench.itapps.ConcurrentIo", dir.resolve("data").toString(), "2");
    JavaRun.Result ok = iobench("summary", profile.toString());
    assertEquals(0, ok.exitCode, ok.toString());
    assertTrue(ok.stdout.contains("concurrent-read.bin"), ok.stdout);

    byte[] whole = Files.readAllBytes(profile);
    Path truncated =
        Files.write(
            dir.resolve("truncated.json"), java.util.Arrays.copyOf(whole, whole.length / 2));
    Path foreign =
        Files.writeString(dir.resolve("foreign.json"), "{\"format\": \"something-else\"}");
    Path newer =
        Files.writeString(
            dir.resolve("newer.json"), "{\"format\": \"iobench-profile\", \"version\": 99}");
    Path notJson = Files.writeString(dir.resolve("not-json.json"), "hello");
    String[][] cases = {
      {truncated.toString(), "truncated"},
      {foreign.toString(), "not an iobench profile"},
      {newer.toString(), "newer than this iobench reads"},
      {notJson.toString(), "not JSON"},
      {dir.resolve("missing.json").toString(), "no such file"},
    };
    for (String[] c : cases) {
      JavaRun.Result bad = iobench("summary", c[0]);
      assertEquals(2, bad.exitCode, bad.toString());
      assertEquals(1, bad.stderr.lines().count(), bad.stderr);
      assertTrue(
          bad.stderr.startsWith("iobench: " + c[0] + ": ") && bad.stderr.contains(c[1]),
          bad.stderr);
    }
  }
}
