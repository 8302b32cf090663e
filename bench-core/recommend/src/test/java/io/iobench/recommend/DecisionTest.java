package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.stats.Speedup;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Technique;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DecisionTest {
  private static Technique technique(String id) {
    return Catalogue.byId(id).orElseThrow();
  }

  private static final double[] BASELINE = {100, 104, 97, 101, 99, 103, 98};

  /** The decision over 128-byte FileInputStream reads of one file, timed in BASELINE's rounds. */
  private static Decision decide(String before, List<Decision.Alternative> alternatives) {
    return new Recommender()
        .decide(
            "/data/a",
            technique("fis/128"),
            BASELINE,
            before,
            new Observed(null, 1_000, 0, null),
            alternatives);
  }

  /** The baseline's rounds divided by {@code speedup}, with a round-to-round wobble. */
  private static double[] faster(double speedup, double wobble) {
    double[] rounds = new double[BASELINE.length];
    for (int i = 0; i < rounds.length; i++) {
      rounds[i] = BASELINE[i] / speedup * (1 + (i % 2 == 0 ? wobble : -wobble));
    }
    return rounds;
  }

  @Test
  void eachIntervalHoldsForAllAlternativesAtOnce() {
    List<Decision.Alternative> alternatives = new ArrayList<>();
    for (String id : List.of("fis/8k", "fis/64k", "buffered-stream/8k", "raf/8k", "mmap/64k")) {
      alternatives.add(new Decision.Alternative(technique(id), faster(1.3, 0.08), "", List.of()));
    }
    Decision d = decide("before", alternatives);
    assertEquals(Speedup.simultaneousConfidence(5), d.confidence(), 1e-12);
    Speedup decided = d.interval("fis/8k").orElseThrow();
    Speedup alone = Speedup.paired(BASELINE, faster(1.3, 0.08));
    assertEquals(
        Speedup.paired(BASELINE, faster(1.3, 0.08), d.confidence()).low(), decided.low(), 1e-12);
    assertTrue(decided.low() < alone.low() && decided.high() > alone.high(), decided + " " + alone);
    assertFalse(d.interval("fis/128").isPresent(), "the baseline is not decided on");
  }

  /**
   * An alternative 1.2x faster with noisy rounds clears 1.10 at 95 % on its own but not once the
   * interval has to hold for twenty alternatives: no recommendation by luck.
   */
  @Test
  void aGainInsideTheSimultaneousNoiseIsNoRecommendation() {
    double[] rounds = faster(1.2, 0.06);
    assertTrue(Speedup.paired(BASELINE, rounds).whollyAbove(1.10), "qualifies alone");
    List<Decision.Alternative> alternatives = new ArrayList<>();
    alternatives.add(new Decision.Alternative(technique("fis/8k"), rounds, "", List.of()));
    for (int size = 9000; alternatives.size() < 20; size += 1000) {
      alternatives.add(
          new Decision.Alternative(technique("raf/" + size), BASELINE.clone(), "", List.of()));
    }
    Decision d = decide("", alternatives);
    assertTrue(d.verdict().nearBest(), d.verdict().summary());
  }

  @Test
  void howBigAChangeIsCountsFromTheAppsTechnique() {
    // Record-sized calls made bigger means gathering records, a new way of calling.
    assertChange(Invasiveness.NEW_API, "fis/128", "fis/8k");
    assertChange(Invasiveness.BUFFER_SIZE, "fis/8k", "fis/64k");
    // A bigger array of another API is another API.
    assertChange(Invasiveness.NEW_API, "channel-heap/8k", "fis/64k");
    assertChange(Invasiveness.WRAPPER, "fis/128", "buffered-stream/8k");
  }

  private static void assertChange(Invasiveness expected, String from, String to) {
    assertEquals(
        expected, Recommender.invasiveness(technique(from), technique(to)), from + " -> " + to);
  }
}
