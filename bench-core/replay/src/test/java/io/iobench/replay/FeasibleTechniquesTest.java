package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.layer.AppLayer;
import io.iobench.layer.Layer;
import io.iobench.layer.LayerCatalogue;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Which alternatives a workload that goes through a layer is replayed with by default. */
class FeasibleTechniquesTest {
  private static final Workload LOG_WRITES =
      Workload.sequential("app.log", Operation.WRITE, 1 << 20, 64);

  private static AppLayer at(String layerId) {
    Layer layer = LayerCatalogue.byId(layerId).orElseThrow();
    return new AppLayer(layer, "", layer.changesFor(""), "com.acme.App.run(App.java:1)", 1.0);
  }

  @Test
  void atALoggerOnlyTheFamiliesItsChangesAreReplayedByAreLeftBesideTheBaseline() {
    Technique current = Catalogue.byId("fos/64").orElseThrow();
    List<Technique> all = Catalogue.alternatives(LOG_WRITES, current);
    List<Technique> feasible = ReplayPlans.feasible(all, at("logback-file-appender"));
    assertEquals(current, feasible.get(0), "the baseline stays first");
    assertTrue(feasible.size() > 1, feasible.toString());
    assertTrue(feasible.size() < all.size(), feasible.toString());
    feasible.stream().skip(1).forEach(t -> assertEquals("buffered-out", t.family(), t.id()));
    assertEquals(
        all.stream().skip(1).filter(t -> t.family().equals("buffered-out")).count(),
        feasible.size() - 1,
        "every size of the family the change is replayed by");
  }

  /**
   * Lines read by RandomAccessFile.readLine: every alternative gives lines, with the technique list
   * of the catalogue and at the layer alike; none reads the file's bytes alone.
   */
  @Test
  void linesReadByReadLineHaveOnlyAlternativesThatGiveLines() {
    Workload lines = Workload.sequential("in.txt", Operation.READ, 1 << 20, 1).asText();
    Technique current = Catalogue.byId("raf-lines").orElseThrow();
    List<Technique> all = Catalogue.alternatives(lines, current);
    assertEquals(current, all.get(0));
    assertEquals(
        Set.of("raf-lines", "reader-lines", "files-lines", "read-all-lines"),
        all.stream().map(Technique::family).collect(Collectors.toSet()),
        "--all-techniques replays these: " + all);
    List<Technique> feasible = ReplayPlans.feasible(all, at("random-access-file-read-line"));
    assertEquals(
        Set.of("raf-lines", "reader-lines", "files-lines", "read-all-lines"),
        feasible.stream().map(Technique::family).collect(Collectors.toSet()));
    assertEquals(all.size(), feasible.size(), "each is a change at readLine");
  }

  @Test
  void insideAnEngineTheAppDoesNotOwnTheBaselineIsLeftAlone() {
    Technique current = Catalogue.byId("fos/64").orElseThrow();
    List<Technique> all = Catalogue.alternatives(LOG_WRITES, current);
    assertEquals(List.of(current), ReplayPlans.feasible(all, at("h2")));
  }
}
