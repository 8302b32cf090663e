package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The agent's heap stays bounded after the app touches 100 000 distinct files: the first maxfiles
 * files are kept apart, the rest counted under one labelled entry, and nothing else grows.
 */
class MemoryIT {
  private static final int FILES = 100_000;
  private static final long BUDGET = 64L << 20;

  @Test
  void heapStaysWithinBudgetAfterOneHundredThousandFiles() throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("memory", jdk);
    Path data = dir.resolve("data");
    String[] args = {data.toString(), String.valueOf(FILES)};
    // The first run creates the files, so every run after it only opens and reads them.
    JavaRun.on(jdk).jvmArg("-Xmx1g").run("io.iobench.itapps.ManyFiles", args);
    long plain =
        heapUsed(JavaRun.on(jdk).jvmArg("-Xmx1g").run("io.iobench.itapps.ManyFiles", args));
    Path small = dir.resolve("profile-1000.json");
    long withSmallTable =
        heapUsed(
            JavaRun.on(jdk)
                .jvmArg("-Xmx1g")
                .withAgent("out=" + small + ",maxfiles=1000")
                .run("io.iobench.itapps.ManyFiles", args));
    Path full = dir.resolve("profile-default.json");
    long withDefaults =
        heapUsed(
            JavaRun.on(jdk)
                .jvmArg("-Xmx1g")
                .withAgent("out=" + full)
                .run("io.iobench.itapps.ManyFiles", args));

    long agentHeap = withDefaults - plain;
    double perFile = (withDefaults - withSmallTable) / (double) (4096 - 1000);
    System.out.printf(
        "[MemoryIT] heap used after GC: no agent %.1f MiB, maxfiles=1000 %.1f MiB,"
            + " default maxfiles=4096 %.1f MiB; agent %.1f MiB; about %.0f bytes per recorded file%n",
        mib(plain), mib(withSmallTable), mib(withDefaults), mib(agentHeap), perFile);
    assertTrue(agentHeap <= BUDGET, "agent heap " + mib(agentHeap) + " MiB exceeds 64 MiB");

    Profile profile = ProfileReader.read(full);
    FileProfile overflow =
        profile.files.stream()
            .filter(f -> "overflow".equals(f.kind))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no overflow entry"));
    long counted =
        profile.files.stream()
            .filter(f -> f.path.startsWith(data.toString()) || f == overflow)
            .mapToLong(f -> f.op("FileInputStream", "read").map(o -> o.calls).orElse(0L))
            .sum();
    assertEquals(FILES, counted, "every read is counted, kept apart or in the overflow entry");
  }

  private static long heapUsed(JavaRun.Result r) {
    assertEquals(0, r.exitCode, r.toString());
    String[] words = r.stdout.trim().split(" ");
    return Long.parseLong(words[words.length - 1]);
  }

  private static double mib(long bytes) {
    return bytes / (1024.0 * 1024.0);
  }
}
