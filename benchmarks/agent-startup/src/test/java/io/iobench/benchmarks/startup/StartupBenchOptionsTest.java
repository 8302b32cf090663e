package io.iobench.benchmarks.startup;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A mistyped observer stops the benchmark before its first build, not after an hour of rounds. */
class StartupBenchOptionsTest {
  @Test
  void anUnknownObserverIsRefusedBeforeAnythingRuns(@TempDir Path dir) {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                StartupBench.main(
                    new String[] {
                      "--repo", dir.toString(),
                      "--work", dir.resolve("work").toString(),
                      "--iobench", dir.resolve("iobench.jar").toString(),
                      "--workloads", "hello",
                      "--observers", "iobench,jrf"
                    }));
    assertTrue(e.getMessage().contains("unknown observer jrf"), e.getMessage());
    assertTrue(e.getMessage().contains("async-profiler"), "names the ones it knows: " + e);
    assertTrue(e.getMessage().contains("iobench-no-files"), "and iobench's parts: " + e);
    assertTrue(e.getMessage().contains("iobench-c2"), "the c2=on part too: " + e);
  }
}
