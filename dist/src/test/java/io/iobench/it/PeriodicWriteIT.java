package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The profile is rewritten every interval, atomically, so a kill -9 leaves the last complete one.
 */
class PeriodicWriteIT {
  @Test
  void profileAppearsEveryIntervalAndSurvivesKillNine() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("periodic", jdk);
    Path out = dir.resolve("profile.json");
    Files.deleteIfExists(out);
    Path written = dir.resolve("written.bin");
    Process p =
        JavaRun.on(jdk)
            .withAgent("out=" + out + ",interval=200ms")
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
      // Read again and again while the agent keeps rewriting: never half a file.
      for (int i = 0; i < 20; i++) {
        ProfileReader.read(out);
        Thread.sleep(50);
      }
    } finally {
      p.destroyForcibly();
      p.waitFor(30, TimeUnit.SECONDS);
    }
    Profile last = ProfileReader.read(out);
    assertEquals(
        100,
        last.file(written.toString())
            .orElseThrow()
            .op("FileOutputStream", "write")
            .orElseThrow()
            .calls);
  }
}
