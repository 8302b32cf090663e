package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.technique.Invasiveness;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChangeTextTest {
  private static Recommendation recommendation(String callSite, long savedNanos) {
    return new Recommendation(
        "/data/index.bin",
        "stream/1",
        "FileInputStream.read() (1 byte per call)",
        "buffered/8k",
        "BufferedInputStream (8 KiB)",
        Invasiveness.WRAPPER,
        12.3,
        11.8,
        12.9,
        savedNanos,
        "try (InputStream in = new FileInputStream(file)) {\n  int b;\n  while ((b = in.read()) != -1) { }\n}\n",
        "try (InputStream in = new BufferedInputStream(new FileInputStream(file), 8192)) {\r\n  ...\r\n}",
        callSite,
        List.of("Buffers 8 KiB per open stream."),
        null,
        io.iobench.results.Standing.CHANGE);
  }

  @Test
  void rendersTheHeadlineCodeAndCaveats() {
    String text =
        ChangeText.render(recommendation("com.acme.Indexer.load(Indexer.java:42)", 1_420_000_000L));
    assertEquals(
        """
        At com.acme.Indexer.load(Indexer.java:42): replace FileInputStream.read() (1 byte per call) \
        with BufferedInputStream (8 KiB): 12.3x faster [11.8-12.9], would have saved 1.42 s
          before:
            try (InputStream in = new FileInputStream(file)) {
              int b;
              while ((b = in.read()) != -1) { }
            }
          after:
            try (InputStream in = new BufferedInputStream(new FileInputStream(file), 8192)) {
              ...
            }
          caveats:
            - Buffers 8 KiB per open stream.
        """,
        text);
  }

  @Test
  void withoutACallSiteItNamesTheFileAndLeavesOutAnUnknownSaving() {
    String text = ChangeText.render(recommendation(null, 0));
    String headline = text.lines().findFirst().orElseThrow();
    assertEquals(
        "In /data/index.bin: replace FileInputStream.read() (1 byte per call) with"
            + " BufferedInputStream (8 KiB): 12.3x faster [11.8-12.9]",
        headline);
  }

  @Test
  void aVerdictIsItsSummaryThenEachChange() {
    Verdict v =
        new Recommender()
            .recommend(
                "/data/index.bin",
                "stream/1",
                "FileInputStream.read()",
                "in.read()",
                null,
                2_000_000L,
                List.of(
                    RecommenderTest.candidate("buffered/8k", Invasiveness.WRAPPER, 1.8, 2.0, 2.2)));
    String text = ChangeText.render(v);
    assertTrue(text.startsWith(v.summary() + "\n\nIn /data/index.bin: replace"), text);
    assertTrue(text.contains("2.00x faster [1.80-2.20], would have saved 1.00 ms"), text);
  }
}
