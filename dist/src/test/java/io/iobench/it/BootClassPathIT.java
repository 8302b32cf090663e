package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The agent's classes come from its own jar, which it puts on the boot class path: the dispatcher
 * that advice inlined into java.base calls, the recording and the agent's bundled libraries are all
 * the boot loader's, so the app's class loaders see the same classes, and the agent unpacks and
 * writes no file to start, whether it keeps a cache or not. Either way the profile is exact.
 */
class BootClassPathIT {
  private static final String APP = "io.iobench.itapps.ReopenedIo";
  private static final int LINES = 50;

  /** How the files the agent might leave in the temporary folder would be named. */
  private static final String TEMPORARY_PREFIX = "iobench";

  @Test
  void theAgentsClassesAreTheBootLoaders() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("boot-class-path", jdk);
    JavaRun.Result r =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .withAgent("out=" + dir.resolve("loaders.json"))
            .run(
                "io.iobench.itapps.ClassLoaders",
                "io.iobench.bootstrap.IoDispatch",
                "io.iobench.agent.AgentLifecycle",
                "io.iobench.agent.recording.Recording",
                "io.iobench.shaded.org.HdrHistogram.Histogram",
                "io.iobench.agent.IobenchAgent");
    assertEquals(0, r.exitCode, r.toString());
    assertEquals(
        List.of(
            "io.iobench.bootstrap.IoDispatch=boot",
            "io.iobench.agent.AgentLifecycle=boot",
            "io.iobench.agent.recording.Recording=boot",
            "io.iobench.shaded.org.HdrHistogram.Histogram=boot",
            // The one class the JVM loads itself, from the system class path, before the hand-over.
            "io.iobench.agent.IobenchAgent=app"),
        r.stdout.strip().lines().toList(),
        r.toString());
  }

  @Test
  void withACacheNothingIsWrittenButTheCache() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("boot-class-path-cache", jdk);
    Path cache = dir.resolve("cache");
    Path tmp = emptyTempFolder(dir);
    Profile first = run(jdk, dir, "cache=" + cache, tmp, "first");
    Profile second = run(jdk, dir, "cache=" + cache, tmp, "second");
    assertEquals(List.of(), temporaryFiles(tmp), "nothing in the temp folder");
    try (Stream<Path> files = Files.list(cache)) {
      assertEquals(
          List.of(),
          files
              .map(f -> f.getFileName().toString())
              .filter(f -> !f.startsWith("jdk-classes-") && !f.startsWith("library-entries-"))
              .toList(),
          "only the instrumented classes and the library entries kept");
    }
    for (Profile p : List.of(first, second)) {
      assertEquals(LINES, opens(p), "a FileWriter per line, each open counted");
    }
  }

  @Test
  void withoutACacheNothingIsWritten() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("boot-class-path-uncached", jdk);
    Path tmp = emptyTempFolder(dir);
    Profile p = run(jdk, dir, "cache=off", tmp, "uncached");
    assertEquals(List.of(), temporaryFiles(tmp));
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
   * {@code dir/tmp}, made if missing, without the files an earlier run left in it: the temporary
   * folder a test gives the JVM it watches.
   */
  static Path emptyTempFolder(Path dir) throws IOException {
    Path tmp = dir.resolve("tmp");
    Files.createDirectories(tmp);
    for (Path leftover : temporaryFiles(tmp)) {
      Files.delete(leftover);
    }
    return tmp;
  }

  /** The files of iobench's in the temporary folder {@code tmp}. */
  static List<Path> temporaryFiles(Path tmp) throws IOException {
    if (!Files.isDirectory(tmp)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(tmp)) {
      return files
          .filter(f -> f.getFileName().toString().startsWith(TEMPORARY_PREFIX))
          .sorted()
          .toList();
    }
  }
}
