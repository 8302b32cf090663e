package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The profile is rewritten every interval, atomically, so a kill -9 leaves the last complete one,
 * and nothing else: no file of the agent's in the temporary directory, while the app runs or after
 * the kill.
 */
class PeriodicWriteIT {
  @Test
  void profileAppearsEveryIntervalAndSurvivesKillNine() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("periodic", jdk);
    Path out = dir.resolve("profile.json");
    Files.deleteIfExists(out);
    Path written = dir.resolve("written.bin");
    Path tmp = BootClassPathIT.emptyTempFolder(dir);
    Process p =
        JavaRun.on(jdk)
            .withAgent("out=" + out + ",interval=200ms")
            .jvmArg("-Djava.io.tmpdir=" + tmp)
            .start("io.iobench.itapps.Sleeper", written.toString(), "600");
    try {
      Profile profile =
          await(out, q -> q.file(written.toString()).isPresent(), "an interim profile appeared");
      assertFalse(profile.complete, "an interim profile is not marked complete");
      assertEquals(List.of(), BootClassPathIT.temporaryFiles(tmp), "while the app runs");
      // Read again and again while the agent keeps rewriting: never half a file.
      for (int i = 0; i < 20; i++) {
        ProfileReader.read(out);
        Thread.sleep(50);
      }
      // The first profile to name the file can have been written while the app was still writing
      // it: the kill comes once a rewrite has all of its writes, however long a busy machine
      // keeps the agent's thread waiting.
      await(out, q -> writes(q, written) == 100, "a profile with the app's 100 writes appeared");
    } finally {
      p.destroyForcibly();
      p.waitFor(30, TimeUnit.SECONDS);
    }
    assertEquals(List.of(), BootClassPathIT.temporaryFiles(tmp), "after kill -9");
    Profile last = ProfileReader.read(out);
    assertEquals(
        100,
        last.file(written.toString())
            .orElseThrow()
            .op("FileOutputStream", "write")
            .orElseThrow()
            .calls);
  }

  /**
   * Reads {@code out} until a profile there passes {@code check}, for at most {@link
   * JavaRun#TIMEOUT_SECONDS} (the JVM with the agent can take tens of seconds to start on a busy
   * machine); fails with {@code what} otherwise.
   */
  private static Profile await(Path out, Predicate<Profile> check, String what) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(JavaRun.TIMEOUT_SECONDS);
    while (System.nanoTime() < deadline) {
      if (Files.exists(out)) {
        Profile profile = ProfileReader.read(out);
        if (check.test(profile)) {
          return profile;
        }
      }
      Thread.sleep(100);
    }
    throw new AssertionError(what + ": none in " + JavaRun.TIMEOUT_SECONDS + " s");
  }

  private static long writes(Profile profile, Path file) {
    return profile
        .file(file.toString())
        .flatMap(f -> f.op("FileOutputStream", "write"))
        .map(o -> o.calls)
        .orElse(0L);
  }
}
