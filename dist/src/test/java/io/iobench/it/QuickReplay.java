package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;

/**
 * A profile's replay as the integration tests run it: the {@code top} hottest workloads, files
 * scaled to 1 MiB, no warm-up rounds, scratch files in the test's own directory.
 */
final class QuickReplay {
  private QuickReplay() {}

  /** Replays {@code profile} into {@code dir/replay.json}; fails the test unless it exits 0. */
  static JavaRun.Result run(Path profile, int top, Path dir) throws Exception {
    return run(profile, top, dir, Map.of());
  }

  /** As {@link #run(Path, int, Path)}, with environment variables for the replay's JVM. */
  static JavaRun.Result run(Path profile, int top, Path dir, Map<String, String> env)
      throws Exception {
    JavaRun replay = JavaRun.on(JdkMatrix.current()).classPath(JavaRun.AGENT_JAR.toString());
    env.forEach(replay::env);
    JavaRun.Result r =
        replay.run(
            "io.iobench.cli.Main",
            "replay",
            profile.toString(),
            "-o",
            dir.resolve("replay.json").toString(),
            "--top",
            Integer.toString(top),
            "--max-size",
            "1m",
            "--warmup",
            "0",
            "--work-dir",
            dir.toString());
    assertEquals(0, r.exitCode, r.toString());
    return r;
  }
}
