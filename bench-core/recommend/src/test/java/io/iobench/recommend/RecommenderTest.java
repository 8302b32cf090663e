package io.iobench.recommend;

import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.technique.Invasiveness.MAPPING;
import static io.iobench.technique.Invasiveness.NEW_API;
import static io.iobench.technique.Invasiveness.WRAPPER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.results.ExtraRoundsStop;
import io.iobench.stats.Speedup;
import io.iobench.technique.Invasiveness;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RecommenderTest {
  private final Recommender recommender = new Recommender();

  static Candidate candidate(
      String id, Invasiveness invasiveness, double low, double estimate, double high) {
    return new Candidate(
        id,
        "Title of " + id,
        invasiveness,
        8192,
        new Speedup(estimate, low, high, 10),
        "code of " + id,
        List.of("caveat of " + id),
        0);
  }

  private Verdict recommend(Candidate... candidates) {
    return recommender.recommend(
        "/data/x",
        "stream/1",
        "FileInputStream.read()",
        "in.read()",
        "com.acme.X.load(X.java:1)",
        1_000_000_000L,
        List.of(candidates));
  }

  private static List<String> ids(Verdict v) {
    return v.recommendations().stream().map(Recommendation::recommendedId).toList();
  }

  @Test
  void aGainWhoseIntervalReachesBelowTheThresholdIsNotRecommended() {
    Candidate c = candidate("buffered/8k", WRAPPER, 1.05, 1.17, 1.30);
    Verdict v = recommend(c);
    assertTrue(v.nearBest());
    assertSame(c, v.best());
    assertEquals(1.17, v.bestSpeedup().estimate());
    assertTrue(v.summary().contains("already near the best"), v.summary());
  }

  @Test
  void aGainWhollyAboveTheThresholdIsRecommended() {
    Verdict v = recommend(candidate("buffered/8k", WRAPPER, 1.12, 1.20, 1.30));
    assertFalse(v.nearBest());
    assertEquals(List.of("buffered/8k"), ids(v));
    Recommendation r = v.recommendations().get(0);
    assertEquals("/data/x", r.path());
    assertEquals("stream/1", r.currentId());
    assertEquals("FileInputStream.read()", r.currentTitle());
    assertEquals("Title of buffered/8k", r.recommendedTitle());
    assertEquals(WRAPPER, r.invasiveness());
    assertEquals(1.20, r.speedup());
    assertEquals(1.12, r.speedupLow());
    assertEquals(1.30, r.speedupHigh());
    assertEquals("in.read()", r.before());
    assertEquals("code of buffered/8k", r.after());
    assertEquals("com.acme.X.load(X.java:1)", r.callSite());
    assertEquals(List.of("caveat of buffered/8k"), r.caveats());
  }

  @Test
  void theSmallestBufferOfTheChosenFamilyThatCannotBeToldApartComesFirst() {
    Candidate big = sized("buffered/256k", 262144, 30, 40, 50);
    Candidate small = sized("buffered/8k", 8192, 25, 35, 45);
    Candidate clearlyWorse = sized("buffered/4k", 4096, 10, 12, 14);
    assertEquals(
        List.of("buffered/8k", "buffered/256k", "buffered/4k"),
        ids(recommend(big, small, clearlyWorse)));
  }

  private static Candidate sized(
      String id, int bufferSize, double low, double estimate, double high) {
    return new Candidate(
        id,
        "Title of " + id,
        WRAPPER,
        bufferSize,
        new Speedup(estimate, low, high, 10),
        "",
        List.of(),
        0);
  }

  @Test
  void theThresholdIsConfigurable() {
    Candidate c = candidate("buffered/8k", WRAPPER, 1.12, 1.20, 1.30);
    Verdict strict = new Recommender(1.15).recommend("/f", "a", "A", "", null, 0, List.of(c));
    assertTrue(strict.nearBest());
    assertEquals(1.15, strict.threshold());
    assertThrows(IllegalArgumentException.class, () -> new Recommender(0.9));
    assertThrows(IllegalArgumentException.class, () -> new Recommender(Double.NaN));
  }

  @Test
  void aLessInvasiveChangeGoesFirstWhenTheTopCannotBeToldApartFromIt() {
    Verdict v =
        recommend(
            candidate("channel/64k", NEW_API, 2.0, 2.3, 2.6),
            candidate("stream/64k", BUFFER_SIZE, 1.8, 2.0, 2.2));
    assertEquals(List.of("stream/64k", "channel/64k"), ids(v));
    // The fastest measured stays the fastest, even though it is not the first recommendation.
    assertEquals("channel/64k", v.best().techniqueId());
  }

  @Test
  void aClearlyFasterBiggerChangeStaysFirst() {
    Verdict v =
        recommend(
            candidate("channel/64k", NEW_API, 2.5, 2.7, 3.0),
            candidate("stream/64k", BUFFER_SIZE, 1.8, 2.0, 2.2));
    assertEquals(List.of("channel/64k", "stream/64k"), ids(v));
  }

  @Test
  void amongSeveralSmallerChangesTheLeastInvasiveThenTheFastestGoesFirst() {
    Verdict v =
        recommend(
            candidate("mmap", MAPPING, 2.2, 2.6, 3.0),
            candidate("channel/64k", NEW_API, 2.1, 2.5, 2.9),
            candidate("buffered/64k", WRAPPER, 1.9, 2.3, 2.7),
            candidate("stream/64k", BUFFER_SIZE, 1.5, 1.9, 2.3),
            candidate("stream/256k", BUFFER_SIZE, 1.6, 2.0, 2.4),
            candidate("stream/8k", BUFFER_SIZE, 1.2, 1.4, 1.6));
    // stream/8k does not overlap the top [2.2, 3.0]; of the BUFFER_SIZE ones that do, 256k is
    // faster.
    assertEquals(
        List.of("stream/256k", "mmap", "channel/64k", "buffered/64k", "stream/64k", "stream/8k"),
        ids(v));
  }

  /**
   * One-byte reads: a buffered stream 600 times faster saves 99.83 % of the time, a channel 1 600
   * times faster 99.94 %. Which of such two measures faster moves from one JVM to the next; the
   * smaller change is the advice, though the intervals are far apart.
   */
  @Test
  void theSmallestChangeThatSavesAsMuchAsTheTopGoesFirst() {
    Verdict v =
        recommend(
            candidate("channel/8k", NEW_API, 1500, 1600, 1700),
            sized("buffered/64k", 65536, 580, 620, 660),
            sized("buffered/8k", 8192, 560, 600, 640),
            candidate("mmap", MAPPING, 1400, 1500, 1600));
    assertEquals(List.of("buffered/8k", "channel/8k", "mmap", "buffered/64k"), ids(v));
    assertEquals("channel/8k", v.best().techniqueId());
  }

  /** 10 and 40 times faster save 90 % and 97.5 %: the faster one is the better change. */
  @Test
  void aChangeThatSavesClearlyLessStaysBehindTheTop() {
    Verdict v =
        recommend(
            candidate("channel/64k", NEW_API, 38, 40, 42), sized("buffered/8k", 8192, 9, 10, 11));
    assertEquals(List.of("channel/64k", "buffered/8k"), ids(v));
  }

  /**
   * Of the least invasive changes as good as the top, the fastest family; of its sizes, the
   * smallest buffer as good.
   */
  @Test
  void ofTheSmallestChangesTheFastestFamilyThenItsSmallestBufferGoesFirst() {
    Verdict v =
        recommend(
            candidate("channel/8k", NEW_API, 1500, 1600, 1700),
            new Candidate(
                "read-all-bytes",
                "all",
                WRAPPER,
                0,
                new Speedup(900, 850, 950, 10),
                "",
                List.of(),
                0),
            sized("buffered/64k", 65536, 580, 620, 660),
            sized("buffered/8k", 8192, 560, 600, 640));
    assertEquals(List.of("read-all-bytes", "channel/8k", "buffered/64k", "buffered/8k"), ids(v));
  }

  /**
   * 64-byte writes: an 8 KiB buffer 14 times faster saves 92.9 % of the time, under 95 % of what a
   * RandomAccessFile 60 times faster saves (98.3 %), but as much as its family's 64 KiB size (95
   * %): the buffer size is weighed against the family's fastest. A 4 KiB buffer 5 times faster (80
   * %) is not as good as that.
   */
  @Test
  void aSmallerBufferIsWeighedAgainstItsFamilysFastestNotAnotherApisTop() {
    Verdict v =
        recommend(
            candidate("raf-write/64k", NEW_API, 55, 60, 65),
            sized("buffered/64k", 65536, 19, 20, 21),
            sized("buffered/8k", 8192, 13.5, 14, 14.5),
            sized("buffered/4k", 4096, 4.8, 5, 5.2));
    assertEquals(List.of("buffered/8k", "raf-write/64k", "buffered/64k", "buffered/4k"), ids(v));
  }

  @Test
  void onlyQualifyingCandidatesCanBePromoted() {
    // The BUFFER_SIZE interval overlaps the top but reaches below the threshold.
    Verdict v =
        recommend(
            candidate("channel/64k", NEW_API, 1.2, 1.4, 1.6),
            candidate("stream/64k", BUFFER_SIZE, 1.05, 1.3, 1.55));
    assertEquals(List.of("channel/64k"), ids(v));
  }

  @Test
  void tiesAreOrderedTheSameWhateverTheInputOrder() {
    List<Candidate> candidates =
        new ArrayList<>(
            List.of(
                candidate("b", NEW_API, 1.5, 2.0, 2.5),
                candidate("a", NEW_API, 1.5, 2.0, 2.5),
                candidate("c", NEW_API, 1.8, 2.0, 2.2),
                candidate("d", MAPPING, 1.5, 2.0, 2.5)));
    List<String> expected = List.of("c", "a", "b", "d");
    Random random = new Random(3);
    for (int i = 0; i < 20; i++) {
      Collections.shuffle(candidates, random);
      Verdict v = recommender.recommend("/f", "x", "X", "", null, 0, candidates);
      assertEquals(expected, ids(v), candidates.toString());
      assertEquals("c", v.best().techniqueId());
    }
  }

  @Test
  void savedTimeIsTheShareOfTheObservedTimeTheSpeedupRemoves() {
    Verdict v = recommend(candidate("buffered/8k", WRAPPER, 1.8, 2.0, 2.2));
    assertEquals(500_000_000L, v.recommendations().get(0).savedNanos());
  }

  /**
   * 64-byte writes whose every call the app made 100 ns slower than the replay: a
   * BufferedOutputStream keeps the app's calls and that shift with them, a channel with an 8 KiB
   * buffer does not. By their speed-ups alone the buffer saves 95 % of what the channel saves and
   * goes first; by the time each saves of the app's run, the recommendation's own figures, it saves
   * half.
   */
  @Test
  void theSmallestChangeGoesFirstOnlyWhereItSavesAsMuchAsTheRecommendationsSay() {
    Candidate channel =
        new Candidate(
            "channel-direct-write/8k",
            "channel",
            NEW_API,
            8192,
            new Speedup(20, 19.5, 20.5, 10),
            "",
            null,
            800);
    Candidate buffer =
        new Candidate(
            "buffered-out/8k",
            "buffer",
            WRAPPER,
            8192,
            new Speedup(10.5, 10, 11, 10),
            "",
            null,
            100_000);
    Observed app =
        new Observed(
            "com.acme.Log.write(Log.java:9)",
            20_000_000L,
            0,
            null,
            100_000,
            64,
            null,
            io.iobench.analysis.LibraryCalls.NONE,
            false);
    Saving.Replayed replayed = new Saving.Replayed(10_000_000, 100_000, 100);

    Verdict bySpeedups =
        recommender.recommend("/f", "fos/64", "fos", "", app, List.of(channel, buffer));
    assertEquals(List.of("buffered-out/8k", "channel-direct-write/8k"), ids(bySpeedups));

    Verdict bySavings =
        recommender.recommend("/f", "fos/64", "fos", "", app, List.of(channel, buffer), replayed);
    assertEquals(List.of("channel-direct-write/8k", "buffered-out/8k"), ids(bySavings));
    assertTrue(
        bySavings.recommendations().get(0).savedNanos()
            > bySavings.recommendations().get(1).savedNanos(),
        "the first saves the most");
  }

  @Test
  void withTheReplayedBaselineEachCandidatesSavingCountsTheCallsItAvoids() {
    Candidate fewerCalls =
        new Candidate(
            "fis/8k", "8 KiB reads", WRAPPER, 8192, new Speedup(2.0, 1.8, 2.2, 10), "", null, 10);
    Observed app =
        new Observed(
            "com.acme.X.load(X.java:1)",
            1_200_000_000L,
            0,
            null,
            1000,
            1,
            null,
            io.iobench.analysis.LibraryCalls.NONE,
            false);
    Saving.Replayed replayed = new Saving.Replayed(1e9, 1000, 1_000_000);
    Verdict v =
        recommender.recommend(
            "/data/x", "stream/1", "read()", "in.read()", app, List.of(fewerCalls), replayed);
    assertEquals(
        Saving.savedNanos(1_200_000_000L, 1000, replayed, 2.0, 10),
        v.recommendations().get(0).savedNanos());
    assertEquals(
        Math.round(500_000_000 + 200_000_000 * 0.99), v.recommendations().get(0).savedNanos());
  }

  /** Without a measured alternative the verdict claims nothing about the best, and says why. */
  @Test
  void noCandidatesMeansNoRecommendationAndNoClaim() {
    Verdict v = recommend();
    assertTrue(v.nearBest());
    assertFalse(v.undecided());
    assertNull(v.best());
    assertNull(v.bestSpeedup());
    assertEquals(
        "/data/x: no alternative was measured: no technique of the catalogue fits this workload,"
            + " or none that ran moved its bytes",
        v.summary());
    assertFalse(v.summary().contains("near the best"), v.summary());
  }

  /** An interval from under the threshold to a large gain cannot be called "near the best". */
  @Test
  void anIntervalTooWideToDecideIsUndecidedNotNearTheBest() {
    Verdict v = recommend(candidate("buffered/8k", WRAPPER, 0.733, 7.74, 81.7));
    assertTrue(v.undecided());
    assertEquals(
        "/data/x: undecided: the fastest alternative, Title of buffered/8k, 7.74x"
            + " [0.733-81.7], an interval too wide to tell no gain from a large one (more rounds"
            + " narrow it)",
        v.summary());
    Verdict narrow = recommend(candidate("buffered/8k", WRAPPER, 0.98, 1.20, 1.45));
    assertFalse(narrow.undecided());
    assertTrue(narrow.summary().contains("already near the best"), narrow.summary());
  }

  /**
   * A slower alternative whose interval reaches a large gain leaves the workload undecided, though
   * the fastest one's interval stays under it: the verdict names the one too wide to decide.
   */
  @Test
  void anyAlternativeTooWideToDecideLeavesTheWorkloadUndecided() {
    Verdict v =
        recommend(
            candidate("buffered/8k", WRAPPER, 1.0, 1.3, 1.45),
            candidate("mmap/8k", MAPPING, 0.4, 1.2, 3.6));
    assertTrue(v.undecided());
    assertEquals("buffered/8k", v.best().techniqueId());
    assertEquals("mmap/8k", v.tooWide().techniqueId());
    assertEquals(
        "/data/x: undecided: Title of mmap/8k, 1.20x [0.400-3.60], an interval too wide to tell"
            + " no gain from a large one (more rounds narrow it)",
        v.summary());
  }

  /** Once an alternative is recommended, another's interval too wide to decide leaves no doubt. */
  @Test
  void aRecommendationDecidesTheWorkloadWhateverTheOthersIntervals() {
    Verdict v =
        recommend(
            candidate("buffered/8k", WRAPPER, 1.8, 2.0, 2.2),
            candidate("mmap/8k", MAPPING, 0.7, 7.7, 81.7));
    assertFalse(v.undecided());
    assertNull(v.tooWide());
    assertEquals("buffered/8k", v.recommendations().get(0).recommendedId());
  }

  /** An undecided verdict says how many extra rounds the workload made, and why they stopped. */
  @Test
  void anUndecidedVerdictSaysWhatItsExtraRoundsDid() {
    Verdict v = recommend(candidate("buffered/8k", WRAPPER, 0.733, 7.74, 81.7));
    String wide =
        "/data/x: undecided: the fastest alternative, Title of buffered/8k, 7.74x [0.733-81.7], an"
            + " interval too wide to tell no gain from a large one";
    assertEquals(
        wide + " even after 10 extra rounds (the most --extra-rounds allows)",
        v.afterExtraRounds(10, ExtraRoundsStop.ROUND_CAP).summary());
    assertEquals(
        wide + " even after 1 extra round (all that fit in the time --extra-time allows)",
        v.afterExtraRounds(1, ExtraRoundsStop.TIME_CAP).summary());
    assertEquals(
        wide + " (no extra round fit in the time --extra-time allows)",
        v.afterExtraRounds(0, ExtraRoundsStop.TIME_CAP).summary());
    Verdict near = recommend(candidate("buffered/8k", WRAPPER, 0.98, 1.20, 1.45));
    assertEquals(
        near.summary(),
        near.afterExtraRounds(4, ExtraRoundsStop.DECIDED).summary(),
        "a workload its extra rounds decided has the verdict of its intervals");
  }

  @Test
  void theBaselineAmongTheCandidatesIsIgnored() {
    Verdict v = recommend(candidate("stream/1", BUFFER_SIZE, 0.9, 1.0, 1.1));
    assertTrue(v.nearBest());
    assertNull(v.best());
  }

  @Test
  void aTechniqueTwiceIsACallerBug() {
    Candidate c = candidate("buffered/8k", WRAPPER, 1.8, 2.0, 2.2);
    assertThrows(IllegalArgumentException.class, () -> recommend(c, c));
  }

  @Test
  void summariesNameTheChangeAndItsNumbers() {
    Verdict change =
        recommend(
            candidate("buffered/8k", WRAPPER, 11.8, 12.3, 12.9),
            candidate("channel/8k", NEW_API, 5, 6, 7));
    assertEquals(
        "/data/x: use Title of buffered/8k instead of FileInputStream.read(): 12.3x faster"
            + " [11.8-12.9], would have saved 919 ms (1 more option)",
        change.summary());

    Verdict near = recommend(candidate("buffered/8k", WRAPPER, 0.98, 1.05, 1.12));
    assertEquals(
        "/data/x: FileInputStream.read() is already near the best measured here (fastest"
            + " alternative: Title of buffered/8k, 1.05x [0.980-1.12], not wholly above 1.10x)",
        near.summary());
  }
}
