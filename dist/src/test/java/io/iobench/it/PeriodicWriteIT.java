package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The profile is rewritten every interval, atomically, so a kill -9 leaves the last complete one,
 * and nothing else: the bootstrap jar the agent unpacks into the temporary directory is gone once
 * the agent has started, not only at an exit the JVM gets to run.
 */
class PeriodicWriteIT {
  @Test
  void profileAppearsEveryIntervalAndSurvivesKillNine() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("periodic", jdk);
    Path out = dir.resolve("profile.json");
    Files.deleteIfExists(out);
    Path written = dir.resolve("written.bin");
    Path tmp = dir.resolve("tmp");
    Files.createDirectories(tmp);
    for (String leftover : bootstrapJars(tmp)) {
      Files.delete(tmp.resolve(leftover));
    }
    Process p =
        JavaRun.on(jdk)
            .withAgent("out=" + out + ",interval=200ms")
            .jvmArg("-Djava.io.tmpdir=" + tmp)
            .start("io.iobench.itapps.Sleeper", written.toString(), "60");
    try {
      Profile profile = null;
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (System.nanoTime() < deadline) {
        if (Files.exists(out)) {
          profile = ProfileReader.read(out);
          if (profile.file(written.toString()).isPresent()) {
            break;
          }
        }
        Thread.sleep(100);
      }
      assertTrue(
          profile != null && profile.file(written.toString()).isPresent(),
          "an interim profile appeared");
      assertFalse(profile.complete, "an interim profile is not marked complete");
      assertEquals(List.of(), bootstrapJars(tmp), "while the app runs");
      // Read again and again while the agent keeps rewriting: never half a file.
      for (int i = 0; i < 20; i++) {
        ProfileReader.read(out);
        Thread.sleep(50);
      }
    } finally {
      p.destroyForcibly();
      p.waitFor(30, TimeUnit.SECONDS);
    }
    assertEquals(List.of(), bootstrapJars(tmp), "after kill -9");
    Profile last = ProfileReader.read(out);
    assertEquals(
        100,
        last.file(written.toString())
            .orElseThrow()
            .op("FileOutputStream", "write")
            .orElseThrow()
            .calls);
  }

  private static List<String> bootstrapJars(Path tmp) throws java.io.IOException {
    try (Stream<Path> files = Files.list(tmp)) {
      return files
          .map(f -> f.getFileName().toString())
          .filter(name -> name.startsWith("iobench-bootstrap"))
          .toList();
    }
  }
}
