package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;

/**
 * A profile's replay as the integration tests run it: the {@code top} hottest workloads, files
 * scaled to 1 MiB, no warm-up rounds (one where the test asserts the decision), scratch files in
 * the test's own directory.
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
    return run(profile, top, dir, env, 0, 5);
  }

  /**
   * As {@link #run(Path, int, Path)}, for a test that asserts what the replay decides: one warm-up
   * round and ten measured rounds. Without a warm-up round a technique's rounds are sized from its
   * run 0, a JIT-cold pass that checks every byte, and a fast technique's rounds are then a single
   * pass of a fraction of a millisecond, which a pause of a busy machine makes many times as long
   * (Files.readAllBytes of 290 KB: 0.23 ms in four rounds, 12.7 ms in the fifth, on a CI machine
   * running other builds); of five rounds, one so slowed widens the interval to several powers of
   * ten. The warm-up round sizes the rounds from a warm pass, and of ten rounds a slowed one is a
   * tenth.
   */
  static JavaRun.Result deciding(Path profile, int top, Path dir) throws Exception {
    return run(profile, top, dir, Map.of(), 1, 10);
  }

  private static JavaRun.Result run(
      Path profile, int top, Path dir, Map<String, String> env, int warmup, int rounds)
      throws Exception {
    JavaRun replay = JavaRun.cli();
    env.forEach(replay::env);
    JavaRun.Result r =
        replay.run(
            JavaRun.CLI,
            "replay",
            profile.toString(),
            "-o",
            dir.resolve("replay.json").toString(),
            "--top",
            Integer.toString(top),
            "--max-size",
            "1m",
            "--warmup",
            Integer.toString(warmup),
            "--rounds",
            Integer.toString(rounds),
            "--work-dir",
            dir.toString());
    assertEquals(0, r.exitCode, r.toString());
    return r;
  }
}
