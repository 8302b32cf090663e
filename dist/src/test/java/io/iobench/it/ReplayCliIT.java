package io.iobench.it;

import static io.iobench.it.JavaRun.iobench;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.results.ReplayResults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code replay} and {@code bench} from the shaded jar: a real profile end to end, and clear
 * errors.
 */
class ReplayCliIT {
  @Test
  void listShowsEveryScenarioWithItsSource() throws Exception {
    JavaRun.Result r = iobench("bench", "--list");
    assertEquals(0, r.exitCode, r.toString());
    for (String seed : new String[] {"seed-000", "seed-001", "seed-002", "seed-003", "seed-004"}) {
      assertTrue(r.stdout.contains(seed), r.stdout);
    }
    assertTrue(r.stdout.contains("application pattern"), r.stdout);
  }

  /**
   * The first replay leaves a class-data sharing archive of the workers' classes in the cache
   * directory, and the next one starts its workers from it rather than writing another.
   */
  @Test
  void replaysShareOneArchiveOfTheWorkersClassesInTheCacheDirectory() throws Exception {
    Path dir = AgentMatrixIT.work("worker-archive", JdkMatrix.current());
    Path profile = Profiles.concurrentIo(dir, 2);
    Path cache = dir.resolve("cache");
    Path archives = cache.resolve("iobench").resolve("worker-cds");
    List<Path> seen = new ArrayList<>();
    List<FileTime> written = new ArrayList<>();
    for (int replay = 0; replay < 2; replay++) {
      QuickReplay.run(profile, 1, dir, Map.of("XDG_CACHE_HOME", cache.toString()));
      try (Stream<Path> files = Files.list(archives)) {
        List<Path> now = files.toList();
        assertEquals(1, now.size(), "one archive, no temporary file left: " + now);
        assertTrue(Files.size(now.get(0)) > 100_000, "a real archive: " + now);
        seen.add(now.get(0));
        written.add(Files.getLastModifiedTime(now.get(0)));
      }
    }
    assertEquals(seen.get(0), seen.get(1));
    assertEquals(written.get(0), written.get(1), "the second replay used the archive as it was");
  }

  @Test
  void replayOfAProfiledAppWritesVerifiedResultsAndATable() throws Exception {
    Path dir = AgentMatrixIT.work("replay-cli", JdkMatrix.current());
    Path profile = Profiles.concurrentIo(dir, 2);
    Path results = dir.resolve("replay.json");
    // All three workloads: the setup's Files.write can outweigh the two threads' reads.
    JavaRun.Result r = QuickReplay.run(profile, 3, dir);
    assertTrue(r.stdout.contains("speed-up [95% CI]") && r.stdout.contains("(current)"), r.stdout);
    assertTrue(r.stdout.contains("verdict: "), r.stdout);
    assertTrue(r.stdout.contains("2 threads at once"), r.stdout);
    JsonNode json = new ObjectMapper().readTree(results.toFile());
    assertEquals("iobench-replay", json.get("format").asText());
    assertEquals(ReplayResults.VERSION, json.get("version").asInt());
    assertTrue(json.at("/environment/jdk").isTextual(), json.toString());
    JsonNode read = null;
    for (JsonNode w : json.get("workloads")) {
      if (w.get("operation").asText().equals("READ")) {
        read = w;
      }
    }
    assertTrue(read != null, json.toString());
    assertEquals(2, read.at("/workload/threads").asInt(), read.toString());
    JsonNode techniques = read.get("techniques");
    assertTrue(techniques.size() > 3, techniques.toString());
    // Extra rounds, where an interval was still too wide to decide: the baseline makes every one,
    // an alternative too wide those until it was no longer so, the others none.
    int extra = read.at("/extraRounds/rounds").asInt(0);
    java.util.Set<String> inExtra = new java.util.HashSet<>();
    read.at("/extraRounds/alternatives").forEach(id -> inExtra.add(id.asText()));
    for (JsonNode t : techniques) {
      assertFalse(t.has("error"), t.toString());
      assertEquals("ss", t.get("mode").asText());
      // Every round, or those it made before it left the race (from the third on).
      int rounds = t.at("/primaryMetric/rawData/0").size();
      assertEquals(rounds, t.get("measurementIterations").asInt(), t.toString());
      if (t.has("leftRaceAfterRounds")) {
        assertEquals(rounds, t.get("leftRaceAfterRounds").asInt(), t.toString());
        assertTrue(rounds >= 3 && rounds < 5, t.toString());
      } else if (t.path("baseline").asBoolean()) {
        assertEquals(5 + extra, rounds, t.toString());
      } else if (inExtra.contains(t.get("id").asText())) {
        assertTrue(
            rounds >= (extra > 0 ? 6 : 5) && rounds <= 5 + extra, extra + " extra rounds: " + t);
      } else {
        assertEquals(5, rounds, t.toString());
      }
    }
    try (var left = Files.list(dir)) {
      assertTrue(
          left.noneMatch(p -> p.getFileName().toString().startsWith("iobench-scratch-")),
          "scratch left");
    }
  }

  @Test
  void badArgumentsGiveOneClearLineAndExitTwo() throws Exception {
    Path dir = AgentMatrixIT.work("replay-cli-errors", JdkMatrix.current());
    Path foreign =
        Files.writeString(dir.resolve("foreign.json"), "{\"format\": \"something-else\"}");
    String[][] cases = {
      {"no scenario named 'nope'", "bench", "--scenario", "nope"},
      {"bench needs --list or --scenario", "bench"},
      {"is not a size", "bench", "--scenario", "seed-002-stream-vs-channel-copy", "--size", "lots"},
      {
        "--rounds must be at least 5",
        "bench",
        "--scenario",
        "seed-002-stream-vs-channel-copy",
        "--rounds",
        "3"
      },
      {
        "--cache must be warm or cold",
        "bench",
        "--scenario",
        "seed-002-stream-vs-channel-copy",
        "--cache",
        "hot"
      },
      {
        "does not exist",
        "bench",
        "--scenario",
        "seed-002-stream-vs-channel-copy",
        "-o",
        dir.resolve("missing/dir/results.json").toString()
      },
      {"not an iobench profile", "replay", foreign.toString()},
      {
        "not an iobench profile",
        "report",
        foreign.toString(),
        "-o",
        dir.resolve("r.html").toString()
      },
      {
        "--results and --no-replay exclude each other",
        "report",
        foreign.toString(),
        "--no-replay",
        "--results",
        foreign.toString()
      },
      {"no such file", "report", dir.resolve("missing.json").toString()},
    };
    for (String[] c : cases) {
      String[] args = java.util.Arrays.copyOfRange(c, 1, c.length);
      JavaRun.Result bad = iobench(args);
      assertEquals(2, bad.exitCode, bad.toString());
      assertEquals(1, bad.stderr.lines().count(), bad.stderr);
      assertTrue(bad.stderr.startsWith("iobench: ") && bad.stderr.contains(c[0]), bad.stderr);
    }
  }

  @Test
  void anInterruptedBenchLeavesNoScratchFilesAndNoWorkers() throws Exception {
    // A directory of its own every time: target/ may still hold an earlier run's.
    Path dir =
        Files.createTempDirectory(
            AgentMatrixIT.work("replay-cli-interrupt", JdkMatrix.current()), "run-");
    Process bench =
        JavaRun.cli()
            .start(
                JavaRun.CLI,
                "bench",
                "--scenario",
                "random-4k-reads",
                "--size",
                "64m",
                "--work-dir",
                dir.toString(),
                "-o",
                dir.resolve("results.json").toString());
    long deadline = System.nanoTime() + 60_000_000_000L;
    List<ProcessHandle> workers = List.of();
    while (workers.isEmpty() && System.nanoTime() < deadline) {
      Thread.sleep(200);
      workers = bench.descendants().collect(Collectors.toList());
    }
    assertFalse(workers.isEmpty(), "no worker JVM started");
    assertTrue(scratchDirs(dir) > 0, "no scratch directory while running");
    bench.destroy(); // SIGTERM, as Ctrl-C's SIGINT: the JVM runs its shutdown hooks
    assertTrue(bench.waitFor(30, TimeUnit.SECONDS), "bench did not stop");
    for (ProcessHandle worker : workers) {
      worker.onExit().get(30, TimeUnit.SECONDS);
    }
    assertEquals(0, scratchDirs(dir), "scratch directory left behind");
    assertFalse(
        Files.exists(dir.resolve("results.json")), "a results file from an interrupted run");
  }

  private static long scratchDirs(Path dir) throws Exception {
    try (var entries = Files.list(dir)) {
      return entries.filter(p -> p.getFileName().toString().startsWith("iobench-scratch-")).count();
    }
  }
}
