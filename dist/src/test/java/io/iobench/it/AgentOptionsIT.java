package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bad options and unwritable outputs cost one line on stderr; the app runs normally, unprofiled.
 */
class AgentOptionsIT {
  private static Jdk jdk;
  private static Path dir;
  private static JavaRun.Result plain;

  @BeforeAll
  static void plainRun() throws Exception {
    jdk = JdkMatrix.current();
    dir = AgentMatrixIT.work("options", jdk);
    plain =
        JavaRun.on(jdk).run("io.iobench.itapps.ConcurrentIo", dir.resolve("data").toString(), "2");
    assertEquals(0, plain.exitCode, plain.toString());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "colour=blue                    | unknown option 'colour'",
        "interval=soon                  | invalid value 'soon' for option interval",
        "interval=5ms                   | invalid value '5ms' for option interval",
        "latency=sometimes              | invalid value 'sometimes' for option latency",
        "sample=0                       | invalid value '0' for option sample",
        "maxfiles=many                  | invalid value 'many' for option maxfiles",
        "callsites=maybe                | invalid value 'maybe' for option callsites",
        "verbose                        | malformed option 'verbose'",
        "include=[a                     | invalid value '[a' for option include",
        "out=app-%q.json                | unknown placeholder '%q' in out='app-%q.json'",
      })
  void badOptionGivesOneLineAndTheAppRunsUnprofiled(String options, String message)
      throws Exception {
    Path out = dir.resolve("bad-" + Integer.toHexString(options.hashCode()) + ".json");
    JavaRun.Result r =
        JavaRun.on(jdk)
            .withAgent(options + ",out=" + out)
            .run("io.iobench.itapps.ConcurrentIo", dir.resolve("data").toString(), "2");
    assertEquals(0, r.exitCode, r.toString());
    assertEquals(plain.stdout, r.stdout);
    String stderr = r.stderrWithoutCdsWarning();
    assertEquals(1, stderr.lines().count(), "exactly one line: " + stderr);
    assertTrue(stderr.startsWith("iobench: ") && stderr.contains(message), stderr);
    assertTrue(stderr.contains("the app runs without profiling"), stderr);
    assertFalse(Files.exists(out), "no profile when the options are wrong");
  }

  @Test
  void unwritableOutputGivesOneLineAndTheAppRunsUnprofiled() throws Exception {
    Path regularFile = Files.writeString(dir.resolve("not-a-directory"), "x");
    for (String out :
        new String[] {
          regularFile.resolve("profile.json").toString(),
          dir.resolve("missing-dir").resolve("profile.json").toString(),
          dir.toString()
        }) {
      JavaRun.Result r =
          JavaRun.on(jdk)
              .withAgent("out=" + out)
              .run("io.iobench.itapps.ConcurrentIo", dir.resolve("data").toString(), "2");
      assertEquals(0, r.exitCode, r.toString());
      assertEquals(plain.stdout, r.stdout);
      String stderr = r.stderrWithoutCdsWarning();
      assertEquals(1, stderr.lines().count(), "exactly one line: " + stderr);
      assertTrue(stderr.startsWith("iobench: cannot write the profile to "), stderr);
    }
  }

  @Test
  void defaultOutputIsNamedAfterThePidInTheWorkingDirectory() throws Exception {
    Path cwd = dir.resolve("cwd");
    Files.createDirectories(cwd);
    try (var old = Files.list(cwd)) {
      for (Path p : (Iterable<Path>) old::iterator) {
        Files.delete(p);
      }
    }
    JavaRun.Result r =
        JavaRun.on(jdk)
            .withAgent("")
            .in(cwd)
            .run("io.iobench.itapps.ConcurrentIo", dir.resolve("data").toString(), "2");
    assertEquals(0, r.exitCode, r.toString());
    try (var files = Files.list(cwd)) {
      Path profile =
          files
              .filter(p -> p.getFileName().toString().matches("iobench-\\d+\\.json"))
              .findFirst()
              .orElseThrow(
                  () -> new AssertionError("no iobench-<pid>.json in the working directory"));
      Profile p = ProfileReader.read(profile);
      assertEquals(profile.getFileName().toString(), "iobench-" + p.pid + ".json");
    }
  }

  @Test
  void outPlaceholdersNameTheProfileAfterTheHostPidAndStartTime() throws Exception {
    Path profiles = dir.resolve("by-host");
    AgentMatrixIT.deleteTree(profiles);
    Files.createDirectories(profiles);
    JavaRun.Result r =
        JavaRun.on(jdk)
            .withAgent("out=" + profiles.resolve("%h-%p-%t-100%%.json"))
            .run("io.iobench.itapps.ConcurrentIo", dir.resolve("data").toString(), "2");
    assertEquals(0, r.exitCode, r.toString());
    try (var files = Files.list(profiles)) {
      List<Path> written = files.toList();
      assertEquals(1, written.size(), written.toString());
      Profile p = ProfileReader.read(written.get(0));
      String host = p.host.replaceAll("[^A-Za-z0-9._-]", "_");
      String name = written.get(0).getFileName().toString();
      assertTrue(
          name.matches(
              Pattern.quote(host + "-" + p.pid + "-")
                  + "\\d{4}_\\d{2}_\\d{2}_\\d{2}_\\d{2}_\\d{2}-100%\\.json"),
          name);
    }
  }

  @Test
  void includeAndExcludeGlobsSelectFiles() throws Exception {
    Path out = dir.resolve("filtered.json");
    Path data = dir.resolve("filtered-data");
    JavaRun.Result r =
        JavaRun.on(jdk)
            .withAgent("out=" + out + ",include=**/fis-read-*.bin,exclude=**/fis-read-byte.bin")
            .run("io.iobench.itapps.ExactIo", data.toString());
    assertEquals(0, r.exitCode, r.toString());
    Profile p = ProfileReader.read(out);
    assertTrue(p.file(data.resolve("fis-read-array.bin").toString()).isPresent(), "included file");
    assertFalse(p.file(data.resolve("fis-read-byte.bin").toString()).isPresent(), "excluded file");
    assertFalse(p.file(data.resolve("fos-write-byte.bin").toString()).isPresent(), "not included");
    assertFalse(
        p.file("<stdout>").isPresent(),
        "with include=, only matching names are recorded, labels too");
  }
}
