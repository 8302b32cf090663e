package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The sizes of one family share a worker JVM; other families, and the app's own technique, never
 * do; a thorough replay gives each technique its own.
 */
class WorkerGroupsTest {
  private static final List<Technique> TECHNIQUES =
      List.of("fos/64", "fos/8k", "buffered-out/8k", "fos/64k", "buffered-out/64k", "mmap-write/8k")
          .stream()
          .map(id -> Catalogue.byId(id).orElseThrow())
          .toList();

  @Test
  void theSizesOfOneFamilyShareAJvmAndTheBaselineHasItsOwn() {
    assertEquals(
        List.of(List.of(0), List.of(1, 3), List.of(2, 4), List.of(5)),
        WorkerGroups.of(TECHNIQUES, false));
  }

  @Test
  void aThoroughReplayGivesEveryTechniqueItsOwnJvm() {
    assertEquals(
        List.of(List.of(0), List.of(1), List.of(2), List.of(3), List.of(4), List.of(5)),
        WorkerGroups.of(TECHNIQUES, true));
  }
}
