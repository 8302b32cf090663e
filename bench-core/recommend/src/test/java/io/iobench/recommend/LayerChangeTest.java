package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.analysis.LibraryCalls;
import io.iobench.analysis.LibraryEntry;
import io.iobench.analysis.LibraryWithoutRow;
import io.iobench.layer.AppLayer;
import io.iobench.technique.Invasiveness;
import java.util.List;
import org.junit.jupiter.api.Test;

class LayerChangeTest {
  private static final String SITE = "com.acme.Audit.log(Audit.java:9)";
  private static final LibraryEntry SINK =
      new LibraryEntry(
          "com.google.common.io.CharSink.write", "com.google.guava:guava:33.8.0-jre", false);
  private static final LibraryCalls PER_LINE =
      new LibraryCalls(
          SINK.method(),
          2_900,
          29_000_000,
          -1,
          List.of(
              new LibraryCalls.PerAppCall("open", 1, 0, 0),
              new LibraryCalls.PerAppCall("write", 1, 31, 0),
              new LibraryCalls.PerAppCall("close", 1, 0, 0)));

  @Test
  void saysWhatTheLibraryDidToTheFileAndPerCallOfTheApp() {
    AppLayer layer = LibraryWithoutRow.at(SINK, SITE, 1);
    LayerChange at = new LayerChange(layer, layer.changes().get(0), 3_000, 31, PER_LINE);

    assertEquals("3,000 calls of the file, mostly of 31 bytes", at.calledFile());
    assertEquals(
        "per call of the app into com.google.common.io.CharSink.write: 1 open, 1 write of 31"
            + " bytes, 1 close",
        at.perAppCall());
    assertEquals(
        "", new LayerChange(layer, layer.changes().get(0), 0, 31, LibraryCalls.NONE).perAppCall());
  }

  @Test
  void theRecommendationAtALibraryCarriesThemIntoItsText() {
    Verdict v =
        new Recommender()
            .recommend(
                "/data/audit.log",
                "fos/31",
                "FileOutputStream + byte[] (31 bytes)",
                "",
                new Observed(SITE, 50_000_000L, 0, null, 3_000, 31, SINK, PER_LINE, false),
                List.of(
                    RecommenderTest.candidate(
                        "buffered-out/8k", Invasiveness.WRAPPER, 18.0, 20.0, 22.0)));

    String text = ChangeText.render(v.recommendations().get(0));
    assertTrue(
        text.contains("\n  through it: 3,000 calls of the file, mostly of 31 bytes\n"), text);
    assertTrue(
        text.contains(
            "\n  per call of the app into com.google.common.io.CharSink.write: 1 open, 1 write of"
                + " 31 bytes, 1 close\n"),
        text);
  }
}
