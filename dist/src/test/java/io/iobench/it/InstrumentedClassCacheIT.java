package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The agent keeps the bytes Byte Buddy made of the JDK's file classes ({@code cache=}), so that a
 * JVM after the first on a JDK starts without Byte Buddy: it must record exactly what the first
 * recorded, and a cache file it cannot use must cost nothing but the time to make the bytes again.
 */
class InstrumentedClassCacheIT {
  private static final String BYTE_BUDDY = "io.iobench.shaded.net.bytebuddy.";

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void aJvmThatFindsItsJdkInTheCacheLoadsNoByteBuddyAndRecordsTheSameCalls(Jdk jdk)
      throws Exception {
    Path dir = AgentMatrixIT.work("class-cache", jdk);
    Path cache = dir.resolve("cache");
    AgentMatrixIT.deleteTree(cache);

    Run first = run(jdk, dir, cache, "first");
    assertTrue(first.loadedByteBuddy, "the first JVM on a JDK makes the bytes with Byte Buddy");
    Path file = theCacheFile(cache);

    Run second = run(jdk, dir, cache, "second");
    if (hasClassDataSharingArchive(jdk)) {
      assertFalse(second.loadedByteBuddy, "a JVM the cache knows loads no class of Byte Buddy's");
    } else {
      // The classes loaded before the agent come back to it rebuilt, their methods in an order
      // that differs from one JVM to the next: those miss (InstrumentedClassCache).
      System.out.println(jdk + " has no class data sharing archive: the cache may miss");
    }
    assertEquals(first.calls, second.calls, "the same calls, bytes and errors per file and op");

    // Half a file: read as nothing, made again, and written whole for the next JVM.
    byte[] whole = Files.readAllBytes(file);
    Files.write(file, java.util.Arrays.copyOf(whole, whole.length / 2));
    Run truncated = run(jdk, dir, cache, "truncated");
    assertTrue(truncated.loadedByteBuddy, "a truncated cache file is a miss");
    assertEquals(first.calls, truncated.calls);
    assertTrue(
        Files.size(theCacheFile(cache)) > whole.length / 2, "the file is written again whole");

    // A file others may write is not read: its bytes would go into java.base unverified.
    if (Files.getFileStore(file).supportsFileAttributeView("posix")) {
      Files.setPosixFilePermissions(
          file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-rw-"));
      Run shared = run(jdk, dir, cache, "shared");
      assertTrue(shared.loadedByteBuddy, "a cache file others can write is not used");
      assertEquals(first.calls, shared.calls);
    }

    Run off = runWith(jdk, dir, "cache=off", "off");
    assertTrue(off.loadedByteBuddy);
    assertEquals(first.calls, off.calls);
  }

  private static boolean hasClassDataSharingArchive(Jdk jdk) throws IOException {
    try (Stream<Path> files = Files.walk(jdk.home.resolve("lib"))) {
      return files.anyMatch(f -> f.getFileName().toString().endsWith(".jsa"));
    }
  }

  private static Path theCacheFile(Path cache) throws IOException {
    try (Stream<Path> files = Files.list(cache)) {
      List<Path> all =
          files
              .filter(f -> f.getFileName().toString().startsWith("jdk-classes-"))
              .collect(Collectors.toList());
      assertEquals(1, all.size(), "one file for the JDK: " + all);
      return all.get(0);
    }
  }

  private static Run run(Jdk jdk, Path dir, Path cache, String name) throws Exception {
    return runWith(jdk, dir, "cache=" + cache, name);
  }

  private static Run runWith(Jdk jdk, Path dir, String cacheOption, String name) throws Exception {
    Path data = dir.resolve(name);
    AgentMatrixIT.deleteTree(data);
    Path profile = dir.resolve(name + ".json");
    Path classes = dir.resolve(name + "-classes.log");
    JavaRun.Result r =
        JavaRun.on(jdk)
            .withAgent(cacheOption + ",out=" + profile + ",latency=all")
            .jvmArg("-Xlog:class+load=info:file=" + classes)
            .run("io.iobench.itapps.ExactIo", data.toString());
    assertEquals(0, r.exitCode, r.toString());
    assertEquals("", r.stderrWithoutCdsWarning(), "the agent printed on stderr");
    String loaded = Files.readString(classes);
    return new Run(loaded.contains(BYTE_BUDDY), calls(ProfileReader.read(profile), data));
  }

  /** Per file (relative to the run's data) and operation: calls, bytes, errors and EOFs. */
  private static Map<String, String> calls(Profile profile, Path data) {
    String root = data.toAbsolutePath().normalize().toString();
    Map<String, String> calls = new TreeMap<>();
    for (FileProfile f : profile.files) {
      if (!f.path.startsWith(root)) {
        continue;
      }
      for (OpProfile o : f.ops) {
        calls.put(
            f.path.substring(root.length()) + " " + o.api + "." + o.op,
            o.calls + " calls " + o.bytes + " bytes " + o.errors + " errors " + o.eofs + " eofs");
      }
    }
    assertTrue(calls.size() > 20, "the run's files were recorded: " + calls);
    return calls;
  }

  private static final class Run {
    final boolean loadedByteBuddy;
    final Map<String, String> calls;

    Run(boolean loadedByteBuddy, Map<String, String> calls) {
      this.loadedByteBuddy = loadedByteBuddy;
      this.calls = calls;
    }
  }
}
