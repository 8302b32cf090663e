package io.iobench.recommend;

import static io.iobench.recommend.RecommenderTest.candidate;
import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.technique.Invasiveness.WRAPPER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.analysis.LibraryCalls;
import io.iobench.analysis.LibraryEntry;
import io.iobench.analysis.LibraryWithoutRow;
import io.iobench.layer.AppLayer;
import io.iobench.layer.Control;
import io.iobench.layer.Layer;
import io.iobench.layer.engine.H2Layer;
import io.iobench.layer.engine.LuceneLayer;
import io.iobench.layer.stream.ObjectInputStreamLayer;
import io.iobench.layer.text.BufferedWriterLayer;
import io.iobench.results.Standing;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Recommendations for calls the app makes through a layer: the layer's changes come first. */
class LayerRecommendationTest {
  private static final String SITE = "com.acme.Orders.load(Orders.java:12)";

  private static AppLayer layer(Layer layer, String method) {
    return new AppLayer(layer, method, layer.changesFor(method), SITE, 0.95);
  }

  private static Verdict recommend(AppLayer layer, Candidate... candidates) {
    return new Recommender()
        .recommend(
            "/data/orders.bin",
            "fis-byte",
            "FileInputStream.read() (1 byte per call)",
            "in.read()",
            new Observed(
                SITE + " via java.io.ObjectInputStream.readObject",
                1_000_000_000L,
                0,
                layer,
                100_000,
                10,
                null,
                LibraryCalls.NONE,
                false),
            List.of(candidates));
  }

  /** A BufferedWriter the app flushes after every line, and one alternative to it. */
  private static Verdict flushingEveryLine(Candidate alternative) {
    return recommend(layer(BufferedWriterLayer.LAYER, "flush"), alternative);
  }

  @Test
  void theLayersChangesComeFirstEachAsTheChangeItReplaysAndRawApisAreForOwnCodeOnly() {
    Verdict v =
        recommend(
            layer(ObjectInputStreamLayer.LAYER, "readObject"),
            candidate("channel-heap/64k", NEW_API, 400, 500, 600),
            candidate("buffered-stream/8k", WRAPPER, 80, 100, 120),
            candidate("read-all-bytes", WRAPPER, 300, 350, 400));
    List<Recommendation> r = v.recommendations();
    assertEquals(List.of("read-all-bytes", "buffered-stream/8k", "channel-heap/64k"), ids(r));
    Recommendation first = r.get(0);
    assertEquals(
        "Read the whole file at once and deserialize from a ByteArrayInputStream.",
        first.layer().change().summary());
    assertTrue(first.after().contains("new ByteArrayInputStream(Files.readAllBytes(path))"));
    assertEquals(
        List.of("The whole file is in the heap while its objects are read."),
        first.caveats(),
        "at a layer the caveats are the change's, not the replayed technique's");
    assertEquals(
        "ObjectInputStream in = new ObjectInputStream(new FileInputStream(file));",
        r.get(1).before(),
        "the app's code at the layer as it is");
    assertEquals("caveat of channel-heap/64k", r.get(2).caveats().get(0));
    assertEquals(
        "Put a BufferedInputStream between the ObjectInputStream and the file.",
        r.get(1).layer().change().summary());
    assertFalse(first.ownCodeOnly());
    assertNull(r.get(2).layer());
    assertTrue(r.get(2).ownCodeOnly(), "a raw channel is no change at ObjectInputStream");
    assertTrue(v.changeToMake());
    assertTrue(
        v.summary()
            .startsWith(
                "/data/orders.bin: at ObjectInputStream, called by readObject(): Read the whole"
                    + " file at once"),
        v.summary());
    assertTrue(v.summary().contains("(1 more option)"), v.summary());
    String text = ChangeText.render(r.get(2));
    assertTrue(text.startsWith("If you own the code that does the I/O: At " + SITE), text);
  }

  @Test
  void aFlushPerLineIsAdvisedAsFlushingLessOften() {
    Verdict v = flushingEveryLine(candidate("buffered-out/8k", WRAPPER, 10, 14, 19));
    Recommendation first = v.recommendations().get(0);
    assertEquals(
        "Flush the BufferedWriter less often: every flush() is a write of the file.",
        first.layer().change().summary());
    assertTrue(first.caveats().get(0).startsWith("flush() is not a sync"), first.caveats().get(0));
    String text = ChangeText.render(first);
    assertTrue(
        text.contains("\n  through it: 100,000 calls of the file, mostly of 10 bytes\n"), text);
    assertTrue(
        text.startsWith(
            "At "
                + SITE
                + " via java.io.ObjectInputStream.readObject: BufferedWriter, called by flush():"
                + " Flush the BufferedWriter less often"),
        text);
  }

  @Test
  void whenNoneOfTheLayersChangesIsFasterThereIsNoChangeToMake() {
    Verdict v = flushingEveryLine(candidate("channel-direct-write/256k", NEW_API, 2, 3, 4));
    assertFalse(v.changeToMake());
    assertTrue(v.recommendations().get(0).ownCodeOnly());
    assertTrue(
        v.summary()
            .startsWith(
                "/data/orders.bin: no change at BufferedWriter, called by flush() measured faster"
                    + " (if you own the code that does the I/O: Title of channel-direct-write/256k"),
        v.summary());
  }

  @Test
  void insideAnEngineThereIsNothingToChangeInTheAppsCode() {
    Verdict v =
        recommend(
            layer(H2Layer.LAYER, "writeFully"), candidate("channel-direct/256k", NEW_API, 2, 3, 4));
    assertFalse(v.changeToMake());
    assertTrue(v.recommendations().stream().allMatch(Recommendation::ownCodeOnly));
    assertTrue(
        v.summary()
            .startsWith(
                "/data/orders.bin: inside H2 Database (MVStore): nothing to change in your code"),
        v.summary());
  }

  /** Engines' writes saving 1 ms of a 3.5 s run were read as false alarms: they are options. */
  @Test
  void aGainUnderTheMinimumShareOfTheRunIsAnOptionNotAChangeToMake() {
    Verdict v = twiceAsFast(2_000_000L, 3_500_000_000L);
    assertEquals(Standing.SMALL_GAIN, v.recommendations().get(0).standing());
    assertFalse(v.changeToMake());
    assertEquals(
        "/data/orders.bin: Title of buffered-out/8k instead of FileOutputStream would save only"
            + " 1.00 ms of the 3.50 s run, under 1 %: an option, not a change to make (2.00x faster"
            + " [1.80-2.20])",
        v.summary());
    assertTrue(twiceAsFast(200_000_000L, 3_500_000_000L).changeToMake(), "100 ms of 3.5 s");
    assertTrue(twiceAsFast(2_000_000L, 0).changeToMake(), "without the run's length, any gain");
  }

  private static Verdict twiceAsFast(long observedNanos, long runNanos) {
    return new Recommender(1.10, 0.01)
        .recommend(
            "/data/orders.bin",
            "fos",
            "FileOutputStream",
            "",
            new Observed(SITE, observedNanos, runNanos, null),
            List.of(candidate("buffered-out/8k", WRAPPER, 1.8, 2, 2.2)));
  }

  @Test
  void withoutALayerNothingChanges() {
    Verdict v = recommend(null, candidate("buffered-stream/8k", WRAPPER, 80, 100, 120));
    assertNull(v.recommendations().get(0).layer());
    assertFalse(v.recommendations().get(0).ownCodeOnly());
    assertTrue(v.summary().startsWith("/data/orders.bin: use Title of buffered-stream/8k"));
  }

  /**
   * Calls whose stack walks stopped before the app's frame, through no layer iobench names: a
   * faster technique is for whoever owns the code that makes them, never a change placed in the
   * app's, which the profile did not see make them.
   */
  @Test
  void callsOfAnUnknownCallerGetNoChangeInTheAppsCode() {
    Verdict v =
        ofAnUnknownCaller(
            "(app's frame unknown: the stack walk stopped before it) via"
                + " java.io.BufferedOutputStream.flush",
            null);
    assertFalse(v.changeToMake(), v.summary());
    assertEquals(Standing.OWN_CODE_ONLY, v.recommendations().get(0).standing());
    assertTrue(v.callerUnknown());
    assertEquals(
        "/data/segment_7.cfs: whose code makes these calls is unknown (the profile's stack walks of"
            + " them stopped before the app's frame): no change placed in your code (if you own the"
            + " code that does the I/O: Title of buffered-out/8k instead of FileOutputStream, 3.50x"
            + " faster [3.00-4.00])",
        v.summary());

    Verdict inEngine = ofAnUnknownCaller(null, layer(LuceneLayer.LAYER, "writeBytes"));
    assertFalse(inEngine.callerUnknown(), "the engine's frames say whose the calls are");
    assertTrue(
        inEngine.summary().startsWith("/data/segment_7.cfs: inside Apache Lucene: nothing to"),
        inEngine.summary());
  }

  /**
   * The verdict of a segment file's writes whose stack walks stopped before the app's frame, seen
   * at {@code callSite} through {@code layer}, and a buffered stream 3.5 times faster.
   */
  private static Verdict ofAnUnknownCaller(String callSite, AppLayer layer) {
    return new Recommender()
        .recommend(
            "/data/segment_7.cfs",
            "fos",
            "FileOutputStream",
            "",
            new Observed(
                callSite, 1_000_000_000L, 0, layer, 100_000, 64, null, LibraryCalls.NONE, true),
            List.of(candidate("buffered-out/8k", WRAPPER, 3.0, 3.5, 4.0)));
  }

  private static List<String> ids(List<Recommendation> r) {
    return r.stream().map(Recommendation::recommendedId).toList();
  }

  /** With no alternative measured at a layer, the verdict says that no change there is known. */
  @Test
  void noAlternativeAtALayerSaysNoChangeIsKnownThere() {
    Verdict v = recommend(layer(BufferedWriterLayer.LAYER, "flush"));
    assertTrue(v.recommendations().isEmpty());
    assertTrue(
        v.summary().contains(": no alternative was measured: iobench knows no change at "),
        v.summary());
    assertTrue(v.summary().contains("--all-techniques"), v.summary());
    assertFalse(v.summary().contains("near the best"), v.summary());
  }

  /**
   * Through a library with no row (OpenCSV's CSVWriter, whose flush() the app calls per record and
   * which flushes the writer under it): no change of the file calls, and no buffer under the
   * library, but the change of the app's call into it that gives the file fewer, larger calls, with
   * the replay's measure of that.
   */
  @Test
  void throughALibraryWithoutARowTheChangeIsAtTheAppsCallIntoIt() {
    LibraryEntry openCsv =
        new LibraryEntry("com.opencsv.CSVWriter.flush", "com.opencsv:opencsv:5.12.0", true);
    Verdict v =
        new Recommender()
            .recommend(
                "/data/orders.csv",
                "fos/30",
                "FileOutputStream + byte[] (30 bytes)",
                "out.write(buf, 0, n);",
                new Observed(
                    SITE, 1_000_000_000L, 0, null, 300_000, 30, openCsv, LibraryCalls.NONE, false),
                List.of(
                    candidate("buffered-out/8k", WRAPPER, 3.0, 3.5, 4.0),
                    candidate("mmap-write/64k", WRAPPER, 3.0, 3.5, 4.0)));
    assertTrue(v.changeToMake(), v.summary());
    Recommendation first = v.recommendations().get(0);
    assertEquals(Standing.CHANGE, first.standing());
    assertEquals(SITE, first.callSite(), "placed at the app's own line");
    assertEquals(LibraryWithoutRow.ID, first.layer().layer().layer().id());
    assertEquals(Control.FEWER_CALLS, first.layer().change().control());
    assertEquals(
        "/data/orders.csv: at com.opencsv.CSVWriter (com.opencsv:opencsv:5.12.0), called by"
            + " flush():"
            + " Make fewer, larger calls into it (the values of several calls in one, or its own"
            + " writer of many values), or turn off its flush per call where it has a setting: it"
            + " flushes the stream it writes to on every call, so a buffer put under it would be"
            + " flushed as often (replayed as Title of buffered-out/8k): 3.50x faster"
            + " [3.00-4.00], would have saved 714 ms",
        v.summary());
    assertTrue(
        first.caveats().get(0).contains("not what the library itself costs per call"),
        first.caveats().toString());
    // A mapping of the file replays no change of the app's calls into the library.
    assertEquals(Standing.OWN_CODE_ONLY, v.recommendations().get(1).standing());
  }

  /** A library that does not flush on its way to the file is handed a buffered stream. */
  @Test
  void throughALibraryThatDoesNotFlushTheChangeIsABufferedStream() {
    Verdict v =
        new Recommender()
            .recommend(
                "/data/table.bin",
                "fos/12",
                "FileOutputStream + byte[] (12 bytes)",
                "out.write(buf, 0, n);",
                new Observed(
                    SITE,
                    1_000_000_000L,
                    0,
                    null,
                    100_000,
                    12,
                    new LibraryEntry("org.example.Table.store", "org.example:table:1.0", false),
                    LibraryCalls.NONE,
                    false),
                List.of(candidate("buffered-out/8k", WRAPPER, 3.0, 3.5, 4.0)));
    Recommendation first = v.recommendations().get(0);
    assertEquals(Standing.CHANGE, first.standing());
    assertEquals(Control.WRAPPER, first.layer().change().control());
    assertTrue(first.after().contains("new BufferedOutputStream("), first.after());
    assertTrue(v.summary().contains("org.example.Table (org.example:table:1.0)"), v.summary());
  }

  /** Through a library, a gain under the minimum share of the run is said to be small. */
  @Test
  void throughALibraryASmallGainSaysHowSmall() {
    Verdict v =
        new Recommender()
            .recommend(
                "/data/latency.hlog",
                "fos/1",
                "FileOutputStream + byte[] (1 byte)",
                "out.write(buf, 0, n);",
                new Observed(
                    SITE,
                    7_000_000L,
                    4_000_000_000L,
                    null,
                    1_600,
                    18,
                    new LibraryEntry(
                        "org.HdrHistogram.HistogramLogWriter.outputIntervalHistogram", null, true),
                    LibraryCalls.NONE,
                    false),
                List.of(candidate("fos/64k", WRAPPER, 16, 30, 54)));
    assertTrue(
        v.summary().contains("at org.HdrHistogram.HistogramLogWriter (org.HdrHistogram)"),
        v.summary());
    assertTrue(
        v.summary()
            .endsWith(
                "would save only 6.77 ms of the 4.00 s run, under 1 %: an option, not a change to"
                    + " make (30.0x faster [16.0-54.0])"),
        v.summary());
  }
}
