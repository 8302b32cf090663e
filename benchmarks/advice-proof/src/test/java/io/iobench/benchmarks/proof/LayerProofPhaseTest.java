package io.iobench.benchmarks.proof;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.benchmarks.proof.LayerProof.Phase;
import io.iobench.results.RecommendationResult;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What a proof's phase accepts as advice at its layer and at the app's line. */
class LayerProofPhaseTest {
  private static final Phase LIBRARY =
      new Phase(
          "opencsv",
          "/opencsv.csv",
          "WRITE",
          Set.of("library-without-row", "reopened-file"),
          "io.iobench.benchmarks.library.OpenCsvPhase",
          "com.opencsv:opencsv");

  private static RecommendationResult advice(String layer, String title, String callSite) {
    RecommendationResult r = new RecommendationResult();
    r.layer = layer;
    r.layerTitle = title;
    r.callSite = callSite;
    return r;
  }

  @Test
  void aLibraryRowMustNameTheLibrary() {
    String site = "io.iobench.benchmarks.library.OpenCsvPhase.run(OpenCsvPhase.java:27)";
    assertTrue(
        LIBRARY.atLayer(
            advice(
                "library-without-row",
                "com.opencsv.CSVWriter (com.opencsv:opencsv:5.12.0)",
                site)));
    assertTrue(
        LIBRARY.atLayer(
            advice(
                "reopened-file",
                "A file opened again for every few writes",
                site + " via com.opencsv.CSVWriter.flush (com.opencsv:opencsv:5.12.0)")));
    assertFalse(
        LIBRARY.atLayer(
            advice(
                "reopened-file",
                "A file opened again for every few writes",
                site + " via java.io.FileWriter.<init>")));
    assertFalse(LIBRARY.atLayer(advice(null, null, site)));
    assertFalse(LIBRARY.atLayer(null));
  }

  @Test
  void theAdviceMustBeAtALineOfThePhasesClass() {
    assertTrue(
        LIBRARY.placed(
            advice(
                null,
                null,
                "io.iobench.benchmarks.library.OpenCsvPhase.run(OpenCsvPhase.java:27)")));
    assertFalse(
        LIBRARY.placed(
            advice(null, null, "io.iobench.benchmarks.library.OpenCsvPhaseHelper.run(X.java:1)")));
    assertFalse(LIBRARY.placed(advice(null, null, "com.opencsv.CSVWriter.flush")));
    assertFalse(LIBRARY.placed(null));
  }

  @Test
  void aLayeredPhaseIsAtItsLayerAnywhere() {
    Phase journal = Phase.layered("journal", "/journal.txt", "WRITE", "buffered-writer");
    assertTrue(journal.atLayer(advice("buffered-writer", "BufferedWriter", null)));
    assertTrue(journal.placed(advice("buffered-writer", "BufferedWriter", null)));
    assertFalse(journal.atLayer(advice("print-writer", "PrintWriter", null)));
    assertTrue(Phase.layered("logback-buffered", "/l.log", "WRITE", null).alreadyRight());
  }
}
