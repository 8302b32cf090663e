package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Where the agent's bootstrap jar (its dispatcher, on the boot class path) lives: in the cache
 * folder, written by the first JVM and used as it is by every later one, so that a short-lived JVM
 * writes no file at its start; with {@code cache=off}, in a file of its own in the temporary
 * folder, gone once the agent has started. Either way the profile is exact.
 */
class BootstrapJarIT {
  private static final String APP = "io.iobench.itapps.ReopenedIo";
  private static final int LINES = 50;

  /** How the bootstrap jar of an agent without a cache is named in the temporary folder. */
  private static final String TEMPORARY_JAR_PREFIX = "iobench-bootstrap";

  /** How the bootstrap jar an agent keeps in its cache is named. */
  private static final String CACHED_JAR_PREFIX = "bootstrap-";

  @Test
  void laterJvmsUseTheJarTheFirstKeptInTheCache() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("bootstrap-jar-cache", jdk);
    Path cache = dir.resolve("cache");
    // An earlier run's agent, of another build, kept a jar of its own there.
    deleteBootstrapJars(cache, CACHED_JAR_PREFIX);
    Path tmp = emptyTempFolder(dir);
    Profile first = run(jdk, dir, "cache=" + cache, tmp, "first");
    List<Path> kept = bootstrapJars(cache, CACHED_JAR_PREFIX);
    assertEquals(1, kept.size(), "one jar kept: " + kept);
    FileTime written =
        FileTime.fromMillis(Files.getLastModifiedTime(kept.get(0)).toMillis() - 60_000);
    Files.setLastModifiedTime(kept.get(0), written);
    Profile second = run(jdk, dir, "cache=" + cache, tmp, "second");
    assertEquals(kept, bootstrapJars(cache, CACHED_JAR_PREFIX), "the same jar");
    assertEquals(written, Files.getLastModifiedTime(kept.get(0)), "used as it was, not rewritten");
    assertEquals(List.of(), temporaryJars(tmp), "nothing in the temp folder");
    for (Profile p : List.of(first, second)) {
      assertEquals(LINES, opens(p), "a FileWriter per line, each open counted");
    }
  }

  @Test
  void withoutACacheTheJarInTheTempFolderIsGoneOnceTheAgentStarted() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("bootstrap-jar-temp", jdk);
    Path tmp = emptyTempFolder(dir);
    Profile p = run(jdk, dir, "cache=off", tmp, "uncached");
    assertEquals(List.of(), temporaryJars(tmp));
    assertEquals(LINES, opens(p));
  }

  private static Profile run(Jdk jdk, Path dir, String options, Path tmp, String name)
      throws Exception {
    Path profile = dir.resolve(name + ".json");
    JavaRun.Result r =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .withAgent("out=" + profile + "," + options)
            .jvmArg("-Djava.io.tmpdir=" + tmp)
            .run(APP, dir.resolve("data-" + name).toString(), String.valueOf(LINES), "1");
    assertEquals(0, r.exitCode, r.toString());
    assertEquals("", r.stderrWithoutCdsWarning().strip(), "the agent said nothing: " + r);
    return ProfileReader.read(profile);
  }

  private static long opens(Profile p) {
    return p.files.stream()
        .filter(f -> f.path.endsWith("lines.log"))
        .findFirst()
        .orElseThrow()
        .op("FileOutputStream", "open")
        .orElseThrow()
        .calls;
  }

  /**
   * {@code dir/tmp}, made if missing, without the bootstrap jars an earlier run left in it: the
   * temporary folder a test gives the JVM it watches.
   */
  static Path emptyTempFolder(Path dir) throws IOException {
    Path tmp = dir.resolve("tmp");
    Files.createDirectories(tmp);
    deleteBootstrapJars(tmp, TEMPORARY_JAR_PREFIX);
    return tmp;
  }

  private static void deleteBootstrapJars(Path dir, String prefix) throws IOException {
    for (Path leftover : bootstrapJars(dir, prefix)) {
      Files.delete(leftover);
    }
  }

  /** The bootstrap jars an agent without a cache put in the temporary folder {@code tmp}. */
  static List<Path> temporaryJars(Path tmp) throws IOException {
    return bootstrapJars(tmp, TEMPORARY_JAR_PREFIX);
  }

  private static List<Path> bootstrapJars(Path dir, String prefix) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.getFileName().toString().startsWith(prefix)).sorted().toList();
    }
  }
}
