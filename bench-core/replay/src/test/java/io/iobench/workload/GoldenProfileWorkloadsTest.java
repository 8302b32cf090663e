package io.iobench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The profiles of the profile format's test-jar become the workloads they describe. */
class GoldenProfileWorkloadsTest {
  private static List<ObservedWorkload> derive(String name, int top) throws IOException {
    try (InputStream in = GoldenProfileWorkloadsTest.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new AssertionError(name + " is not on the test class path");
      }
      Profile profile = ProfileReader.parse(in.readAllBytes());
      return new WorkloadDeriver(64 << 20, 20_000).derive(profile, top);
    }
  }

  @Test
  void theGoldenProfileBecomesItsWritesWithTheirForceCadence() throws IOException {
    List<ObservedWorkload> derived = derive("/io/iobench/format/golden-profile-v1.json", 10);
    assertTrue(
        derived.stream()
            .anyMatch(w -> w.path().equals("/data/events.log") && w.currentFamily().equals("fos")),
        derived.toString());
    assertTrue(
        derived.stream()
            .anyMatch(
                w ->
                    w.path().equals("/data/journal.bin")
                        && w.currentFamily().equals("channel-direct-write")
                        && w.workload().forceEveryBytes() > 0),
        derived.toString());
  }

  /** A file without a size (an earlier agent's profile) replays the bytes the app read. */
  @Test
  void anEarlierAgentsProfileStillBecomesWorkloads() throws IOException {
    List<ObservedWorkload> derived =
        derive("/io/iobench/format/profile-v1-before-file-sizes.json", 3);
    ObservedWorkload read =
        derived.stream()
            .filter(w -> w.workload().operation() == Operation.READ)
            .findFirst()
            .orElseThrow(() -> new AssertionError(derived.toString()));
    assertEquals("/data/app/events.log", read.path());
    assertEquals("fis-byte", read.currentFamily());
    assertEquals(105_404, read.workload().fileSize());
  }
}
