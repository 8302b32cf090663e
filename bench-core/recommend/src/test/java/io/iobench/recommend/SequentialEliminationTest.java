package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.replay.RoundJudge;
import io.iobench.stats.Speedup;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class SequentialEliminationTest {
  /** The app's technique: reads of 4 KiB through FileInputStream. */
  private static final Technique CURRENT = Catalogue.byId("fis/4k").orElseThrow();

  private static final Technique SLOW = Catalogue.byId("fis/128").orElseThrow();
  private static final Technique SAME = Catalogue.byId("fis/8k").orElseThrow();
  private static final Technique FAST = Catalogue.byId("raf/64k").orElseThrow();
  private static final Technique FASTER = Catalogue.byId("raf/256k").orElseThrow();

  private final SequentialElimination rule = new SequentialElimination(1.10, 5);

  /** Rounds of a technique {@code speedup} times faster than a baseline of 100 ms, ± 2 %. */
  private static double[] rounds(double speedup, int n, long seed) {
    Random noise = new Random(seed);
    double[] r = new double[n];
    for (int i = 0; i < n; i++) {
      r[i] = 100e6 / speedup * (1 + 0.02 * (noise.nextDouble() - 0.5));
    }
    return r;
  }

  /**
   * Three rounds of each alternative in the race, at its speed-up, and of the current technique at
   * the baseline's speed; every series draws its noise from its own seed, in the order given.
   */
  private final class Race {
    private final Map<Technique, double[]> alive = new LinkedHashMap<>();

    Race with(Technique alternative, double speedup) {
      alive.put(alternative, rounds(speedup, 3, alive.size() + 1));
      return this;
    }

    /** The rule's look, with every alternative in the race counted as compared. */
    RoundJudge.Look lookFrom(Technique current) {
      return rule.look(current, rounds(1.0, 3, alive.size() + 1), alive, alive.size());
    }
  }

  @Test
  void aClearlySlowerAndAnEqualAlternativeLeaveTheRaceAfterTheThirdRound() {
    Race race = new Race().with(SLOW, 0.5).with(SAME, 1.0).with(FAST, 2.0).with(FASTER, 2.1);
    RoundJudge.Look look = race.lookFrom(CURRENT);
    assertEquals(Set.of(SLOW, SAME), look.outOfTheRace());
    assertFalse(look.decided(), "two alternatives within each other's reach are still in");
  }

  /**
   * From one-byte reads, a BufferedInputStream 500 times faster saves 99.8 % of the time, as much
   * as a RandomAccessFile 1 500 times faster (99.9 %): a smaller change as good as the best, which
   * may still be put first, so it stays in the race; a mapping as slow, a bigger change, does not.
   */
  @Test
  void aSmallerChangeThatSavesAsMuchAsTheBestStaysInTheRace() {
    Technique byteReads = Catalogue.byId("fis-byte").orElseThrow();
    Technique buffered = Catalogue.byId("buffered-stream/8k").orElseThrow();
    Technique mapped = Catalogue.byId("mmap/8k").orElseThrow();
    RoundJudge.Look look =
        new Race().with(buffered, 500).with(mapped, 500).with(FASTER, 1500).lookFrom(byteReads);
    assertEquals(Set.of(mapped), look.outOfTheRace());
    assertFalse(look.decided());
  }

  /**
   * 64-byte writes: a RandomAccessFile with a 64 KiB array is 60 times faster, a
   * BufferedOutputStream of 64 KiB 20 times, one of 8 KiB 12 times. The 8 KiB buffer saves less
   * than 95 % of what the best saves, but as much as its family's 64 KiB size, which may be put
   * first as the smaller change: it stays in the race. The RandomAccessFile's own 8 KiB size,
   * weighed against the best itself, does not.
   */
  @Test
  void aSmallerBufferAsGoodAsItsFamilysFastestStaysInTheRace() {
    Technique records = Catalogue.byId("fos/64").orElseThrow();
    Technique raf = Catalogue.byId("raf-write/64k").orElseThrow();
    Technique rafSmall = Catalogue.byId("raf-write/8k").orElseThrow();
    Technique buffered = Catalogue.byId("buffered-out/64k").orElseThrow();
    Technique bufferedSmall = Catalogue.byId("buffered-out/8k").orElseThrow();
    RoundJudge.Look look =
        new Race()
            .with(raf, 60)
            .with(rafSmall, 12)
            .with(buffered, 20)
            .with(bufferedSmall, 12)
            .lookFrom(records);
    assertEquals(Set.of(rafSmall), look.outOfTheRace());
    assertFalse(look.decided());
  }

  @Test
  void theWorkloadIsDecidedWhenOneAlternativeIsLeftWhollyAboveTheThreshold() {
    RoundJudge.Look look = new Race().with(SLOW, 0.9).with(FAST, 3.0).lookFrom(CURRENT);
    assertEquals(Set.of(SLOW), look.outOfTheRace());
    assertTrue(look.decided());
  }

  @Test
  void theWorkloadIsDecidedNearBestWhenEveryAlternativeIsBelowTheThreshold() {
    RoundJudge.Look look = new Race().with(SLOW, 0.5).with(SAME, 0.98).lookFrom(CURRENT);
    assertEquals(Set.of(SLOW, SAME), look.outOfTheRace());
    assertTrue(look.decided());
  }

  @Test
  void roundsTooFarApartForAFiniteIntervalDecideNothing() {
    Map<Technique, double[]> alive = Map.of(FAST, new double[] {1e-300, 1e300, 1});
    assertEquals(
        RoundJudge.Look.GO_ON, rule.look(CURRENT, new double[] {1e300, 1e-300, 1}, alive, 1));
  }

  @Test
  void aGainAtTheThresholdsEdgeStaysInTheRace() {
    RoundJudge.Look look = new Race().with(FAST, 1.10).lookFrom(CURRENT);
    assertEquals(Set.of(), look.outOfTheRace());
    assertFalse(look.decided());
  }

  @Test
  void noLookBeforeThreeRoundsNorAtTheLastWhichIsTheFinalDecisions() {
    Map<Technique, double[]> two = Map.of(SLOW, rounds(0.5, 2, 1));
    assertEquals(RoundJudge.Look.GO_ON, rule.look(CURRENT, rounds(1.0, 2, 2), two, 1));
    Map<Technique, double[]> five = Map.of(SLOW, rounds(0.5, 5, 1));
    assertEquals(RoundJudge.Look.GO_ON, rule.look(CURRENT, rounds(1.0, 5, 2), five, 1));
  }

  @Test
  void theLooksAndTheFinalDecisionShareTheFivePercentBudget() {
    int m = 4;
    int measured = 5;
    double looks = (measured - 3) * m * (1 - rule.lookConfidence(m));
    double last = m * (1 - SequentialElimination.finalConfidence(m, measured, true));
    assertEquals(0.05, looks + last, 1e-12);
    assertEquals(
        Speedup.simultaneousConfidence(m),
        SequentialElimination.finalConfidence(m, measured, false),
        0);
  }

  /**
   * With no real difference an alternative leaves the race only when some look's interval misses
   * the true speed-up of 1, which the looks' half of the budget bounds at 2.5 % of replays: 4 000
   * replays of 4 alternatives equal to the baseline, 3 % noise, against a threshold of 1.
   */
  @Test
  void equalAlternativesLeaveTheRaceByLuckNoMoreOftenThanTheLooksBudget() {
    SequentialElimination strict = new SequentialElimination(1.0, 5);
    Random seeds = new Random(7);
    int replays = 4000;
    int wrong = 0;
    for (int replay = 0; replay < replays; replay++) {
      double[] base = noisy(seeds.nextLong(), 5);
      Map<Technique, double[]> all = new LinkedHashMap<>();
      for (Technique t : new Technique[] {SLOW, SAME, FAST, FASTER}) {
        all.put(t, noisy(seeds.nextLong(), 5));
      }
      for (int n = 3; n < 5; n++) {
        Map<Technique, double[]> sofar = new LinkedHashMap<>();
        for (Map.Entry<Technique, double[]> e : all.entrySet()) {
          sofar.put(e.getKey(), Arrays.copyOf(e.getValue(), n));
        }
        if (!strict.look(CURRENT, Arrays.copyOf(base, n), sofar, 4).outOfTheRace().isEmpty()) {
          wrong++;
          break;
        }
      }
    }
    // 2.5 % of 4 000 is 100; three standard deviations of a count near it are 30 more.
    assertTrue(wrong <= 130, wrong + " of " + replays + " replays dropped an equal alternative");
    assertTrue(wrong > 0, "the looks never erred: the test would not see a wrong budget either");
  }

  /**
   * The elimination keeps in the race every alternative the recommendation could put first on the
   * same rounds: for thousands of generated replays (alternatives of every kind of change and
   * several sizes of a family, speed-ups near each other or far apart, little or much noise), the
   * recommendation's first, decided on the intervals of a look, never left the race at that look. A
   * copy of the smallest-change rule in either that drifted from the other would fail here.
   */
  @Test
  void theRaceKeepsEveryAlternativeTheRecommendationWouldPutFirst() {
    List<Technique> pool =
        Stream.of(
                "fis/8k",
                "fis/64k",
                "fis/256k",
                "buffered-stream/8k",
                "buffered-stream/64k",
                "buffered-stream/256k",
                "raf/8k",
                "raf/64k",
                "raf/256k",
                "channel-direct/8k",
                "channel-direct/64k",
                "mmap/64k",
                "mmap-byte",
                "read-all-bytes")
            .map(id -> Catalogue.byId(id).orElseThrow())
            .toList();
    List<Technique> currents =
        Stream.of("fis/4k", "fis/64", "fis-byte")
            .map(id -> Catalogue.byId(id).orElseThrow())
            .toList();
    SequentialElimination race = new SequentialElimination(1.10, 6);
    Recommender recommender = new Recommender(1.10);
    Random random = new Random(11);
    int keptByTheRule = 0;
    for (int replay = 0; replay < 3_000; replay++) {
      Technique current = currents.get(random.nextInt(currents.size()));
      List<Technique> shuffled = new ArrayList<>(pool);
      Collections.shuffle(shuffled, random);
      List<Technique> techniques = shuffled.subList(0, 2 + random.nextInt(7));
      int n = 3 + random.nextInt(3);
      double noise = List.of(0.005, 0.03, 0.15).get(random.nextInt(3));
      // Speed-ups around a common level, so that several are as good as the best.
      double level = Math.exp(random.nextDouble() * 7);
      double spread = random.nextDouble() * 0.6;
      double[] baseline = rounds(1, n, noise, random);
      Map<Technique, double[]> alive = new LinkedHashMap<>();
      List<Decision.Alternative> alternatives = new ArrayList<>();
      for (Technique t : techniques) {
        double[] r = rounds(level * Math.exp(spread * random.nextGaussian()), n, noise, random);
        alive.put(t, r);
        alternatives.add(new Decision.Alternative(t, r, "", List.of()));
      }
      int m = techniques.size();
      RoundJudge.Look look = race.look(current, baseline, alive, m);
      Verdict verdict =
          recommender
              .decide(
                  "f",
                  current,
                  baseline,
                  "",
                  Observed.NOTHING,
                  alternatives,
                  race.lookConfidence(m),
                  Saving.Replayed.NOT_COMPARABLE)
              .verdict();
      if (verdict.recommendations().isEmpty()) {
        continue;
      }
      Recommendation first = verdict.recommendations().get(0);
      assertTrue(
          look.outOfTheRace().stream().noneMatch(t -> t.id().equals(first.recommendedId())),
          () -> first.recommendedId() + " would be put first but left the race: " + alive(verdict));
      if (first.speedupHigh() < verdict.bestSpeedup().low()) {
        keptByTheRule++;
      }
    }
    // Only the rule keeps an alternative wholly below the best: it must have had to, often.
    assertTrue(keptByTheRule > 100, keptByTheRule + " replays kept the first by the rule");
  }

  /** A workload its planned rounds decide, either way, makes no extra round. */
  @Test
  void aWorkloadItsPlannedRoundsDecideIsNotTooWide() {
    Random random = new Random(3);
    Map<Technique, double[]> gain = new LinkedHashMap<>();
    gain.put(FAST, rounds(2.0, 5, 0.02, random));
    gain.put(SAME, rounds(1.0, 5, 0.8, random));
    assertEquals(
        Set.of(),
        rule.tooWide(CURRENT, rounds(1, 5, 0.02, random), gain, 2, 10),
        "a gain wholly above the threshold decides it, whatever another's interval");
    Map<Technique, double[]> near = new LinkedHashMap<>();
    near.put(SAME, rounds(1.0, 5, 0.02, random));
    near.put(SLOW, rounds(0.5, 5, 0.02, random));
    assertEquals(Set.of(), rule.tooWide(CURRENT, rounds(1, 5, 0.02, random), near, 2, 10));
  }

  /**
   * An alternative whose interval reaches from no gain to a large one after the planned rounds
   * makes extra rounds; one near the baseline does not. Not before the planned rounds are over, nor
   * when the replay makes no extra rounds.
   */
  @Test
  void anAlternativeTooWideAfterThePlannedRoundsMakesExtraRounds() {
    Random random = new Random(5);
    double[] baseline = rounds(1, 5, 0.02, random);
    Map<Technique, double[]> alive = new LinkedHashMap<>();
    alive.put(SAME, rounds(1.0, 5, 0.02, random));
    alive.put(FAST, rounds(2.0, 5, 0.9, random));
    assertEquals(Set.of(FAST), rule.tooWide(CURRENT, baseline, alive, 2, 10));
    Map<Technique, double[]> four = new LinkedHashMap<>();
    alive.forEach((t, r) -> four.put(t, Arrays.copyOf(r, 4)));
    assertEquals(Set.of(), rule.tooWide(CURRENT, Arrays.copyOf(baseline, 4), four, 2, 10));
    assertEquals(Set.of(), rule.tooWide(CURRENT, baseline, alive, 2, 0));
  }

  /**
   * After an extra round the intervals are at the extra rounds' level, not the final decision's: a
   * gain wholly above the threshold at the one but not at the other is still too wide to decide.
   */
  @Test
  void theLooksAfterExtraRoundsAreAtTheirOwnLevel() {
    int m = 2;
    int extra = 10;
    double[] baseline = new double[6];
    double[] fast = new double[6];
    for (int i = 0; i < 6; i++) {
      baseline[i] = 100e6;
      // 1.73x, its log ratio 0.2 up or down round by round.
      fast[i] = 100e6 / Math.exp(0.55 + (i % 2 == 0 ? 0.2 : -0.2));
    }
    Speedup atTheDecision =
        Speedup.paired(baseline, fast, SequentialElimination.finalConfidence(m, 5, true));
    Speedup atTheExtraLooks =
        Speedup.paired(baseline, fast, SequentialElimination.extraConfidence(m, extra));
    assertTrue(atTheDecision.whollyAbove(1.10), atTheDecision.toString());
    assertTrue(Undecided.spans(atTheExtraLooks, 1.10), atTheExtraLooks.toString());
    Map<Technique, double[]> alive = Map.of(FAST, fast);
    assertEquals(Set.of(FAST), rule.tooWide(CURRENT, baseline, alive, m, extra));
  }

  /**
   * The extra rounds have a budget of their own, as large as the final decision's, shared by the
   * alternatives and the extra rounds' looks.
   */
  @Test
  void theExtraLooksShareABudgetAsLargeAsTheFinalDecisions() {
    int m = 4;
    double extraLooks = 10 * m * (1 - SequentialElimination.extraConfidence(m, 10));
    double last = m * (1 - SequentialElimination.finalConfidence(m, 5, true));
    assertEquals(last, extraLooks, 1e-12);
  }

  /**
   * The judge gives a workload extra rounds exactly when the verdict on its planned rounds would be
   * "undecided": thousands of generated replays, some decided, some near the best, some too wide.
   */
  @Test
  void aWorkloadGetsExtraRoundsExactlyWhenItsVerdictWouldBeUndecided() {
    List<Technique> pool =
        Stream.of(
                "fis/8k", "fis/64k", "buffered-stream/8k", "raf/64k", "mmap/64k", "read-all-bytes")
            .map(id -> Catalogue.byId(id).orElseThrow())
            .toList();
    Recommender recommender = new Recommender(1.10);
    Random random = new Random(13);
    int undecided = 0;
    int replays = 1_000;
    for (int replay = 0; replay < replays; replay++) {
      List<Technique> shuffled = new ArrayList<>(pool);
      Collections.shuffle(shuffled, random);
      List<Technique> techniques = shuffled.subList(0, 1 + random.nextInt(pool.size()));
      double noise = List.of(0.01, 0.1, 0.4, 0.9).get(random.nextInt(4));
      double[] baseline = rounds(1, 5, noise, random);
      Map<Technique, double[]> alive = new LinkedHashMap<>();
      List<Decision.Alternative> alternatives = new ArrayList<>();
      for (Technique t : techniques) {
        double[] r = rounds(Math.exp(random.nextGaussian() * 0.7), 5, noise, random);
        alive.put(t, r);
        alternatives.add(new Decision.Alternative(t, r, "", List.of()));
      }
      int m = techniques.size();
      boolean extra = !rule.tooWide(CURRENT, baseline, alive, m, 10).isEmpty();
      Verdict verdict =
          recommender
              .decide(
                  "f",
                  CURRENT,
                  baseline,
                  "",
                  Observed.NOTHING,
                  alternatives,
                  SequentialElimination.finalConfidence(m, 5, true),
                  Saving.Replayed.NOT_COMPARABLE)
              .verdict();
      assertEquals(verdict.undecided(), extra, verdict.summary());
      if (extra) {
        undecided++;
      }
    }
    assertTrue(undecided > 50 && undecided < replays - 50, undecided + " undecided");
  }

  private static List<String> alive(Verdict v) {
    return v.recommendations().stream()
        .map(r -> r.recommendedId() + " " + r.speedupLow() + "-" + r.speedupHigh())
        .toList();
  }

  /** {@code n} rounds of a technique {@code speedup} times faster than 100 ms, with noise. */
  private static double[] rounds(double speedup, int n, double noise, Random random) {
    double[] r = new double[n];
    for (int i = 0; i < n; i++) {
      r[i] = 100e6 / speedup * Math.exp(noise * random.nextGaussian());
    }
    return r;
  }

  private static double[] noisy(long seed, int n) {
    Random noise = new Random(seed);
    double[] r = new double[n];
    for (int i = 0; i < n; i++) {
      r[i] = 100e6 * (1 + 0.03 * noise.nextGaussian());
    }
    return r;
  }
}
