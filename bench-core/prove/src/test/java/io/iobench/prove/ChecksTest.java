package io.iobench.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.analysis.FindingKey;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.Standing;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChecksTest {

  @Test
  void aFirstRecommendationThatIsAChangeToMakeFailsNotASmallGainOrAnAlternative() {
    ReplayResults results = new ReplayResults();
    results.recommendations.add(recommendation("/data/a.log", 1, Standing.CHANGE));
    results.recommendations.add(recommendation("/data/a.log", 2, Standing.CHANGE));
    results.recommendations.add(recommendation("/data/b.log", 1, Standing.SMALL_GAIN));
    results.recommendations.add(recommendation("/data/c.log", 1, Standing.OWN_CODE_ONLY));

    List<CheckFinding> found = Checks.advice(results);

    assertEquals(1, found.size(), found.toString());
    CheckFinding f = found.get(0);
    assertTrue(f.failed());
    assertEquals(CheckFinding.Rule.ADVICE, f.rule());
    assertEquals(
        "/data/a.log: BufferedOutputStream (8 KiB) instead of FileOutputStream (64 bytes), 16.4x"
            + " faster, would save 43.4 ms",
        f.message());
    assertEquals("At com.acme.Log.append(Log.java:42): wrap the stream", f.detail());
  }

  @Test
  void withoutAChangeToMakeTheAdviceRulePasses() {
    ReplayResults results = new ReplayResults();
    results.recommendations.add(recommendation("/data/b.log", 1, Standing.SMALL_GAIN));

    List<CheckFinding> found = Checks.advice(results);

    assertEquals(1, found.size());
    assertFalse(found.get(0).failed());
  }

  @Test
  void aKeyFailsOnlyPastBothTheShareAndTheAmount() {
    CheckThresholds limits = new CheckThresholds(0.20, 1_000, 0.20, 10_000_000);
    Comparison c =
        comparison(
            // +50 % calls but only 500 more: not a regression.
            op("/d/small", 1_000, 1_500, 1_000_000, 1_000_000),
            // 2 000 more calls but only +2 % of 100 000: not one either.
            op("/d/big", 100_000, 102_000, 50_000_000, 50_000_000),
            // +5 000 calls, +50 %: fails on calls.
            op("/d/calls", 10_000, 15_000, 1_000_000, 1_000_000),
            // +30 ms, +60 %: fails on time.
            op("/d/time", 100, 100, 50_000_000, 80_000_000));

    List<CheckFinding> found = Checks.regressions(c, limits);

    assertEquals(2, found.size(), found.toString());
    assertEquals(
        "/d/calls: FileInputStream.read made more calls: 15000 calls and 1.00 ms of I/O against"
            + " the baseline's 10000 and 1.00 ms",
        found.get(0).message());
    assertEquals(
        "/d/time: FileInputStream.read took longer: 100 calls and 80.0 ms of I/O against the"
            + " baseline's 100 and 50.0 ms",
        found.get(1).message());
    assertTrue(found.stream().allMatch(CheckFinding::failed));
  }

  @Test
  void withinTheDefaultsTheRegressionRulePassesAForceThatWaitedTwiceAsLong() {
    // The same 16 forces, 17 ms in the baseline and 39 ms now: the disk, not the code.
    List<CheckFinding> found =
        Checks.regressions(
            comparison(op("/d/journal", 16, 16, 17_400_000, 39_200_000)), CheckThresholds.DEFAULTS);
    assertEquals(1, found.size());
    assertFalse(found.get(0).failed());
  }

  @Test
  void thresholdsAreRefusedOutsideTheirRange() {
    assertThrows(IllegalArgumentException.class, () -> new CheckThresholds(-0.1, 0, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new CheckThresholds(0, 0, Double.NaN, 0));
    assertThrows(IllegalArgumentException.class, () -> new CheckThresholds(0.2, -1, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new CheckThresholds(0.2, 0, 0, -1));
  }

  private static OpChange op(
      String path, long callsBefore, long callsAfter, double nsBefore, double nsAfter) {
    return new OpChange(
        new FindingKey(path, "FileInputStream.read", null),
        new OpTotals(callsBefore, callsBefore, nsBefore),
        new OpTotals(callsAfter, callsAfter, nsAfter));
  }

  private static Comparison comparison(OpChange... ops) {
    return new Comparison(
        "b", "a", null, List.of(), List.of(ops), OpTotals.NONE, OpTotals.NONE, List.of());
  }

  private static RecommendationResult recommendation(String path, int rank, Standing standing) {
    RecommendationResult r = new RecommendationResult();
    r.path = path;
    r.rank = rank;
    r.standing = standing;
    r.currentTitle = "FileOutputStream (64 bytes)";
    r.recommendedTitle = "BufferedOutputStream (8 KiB)";
    r.speedup = 16.4;
    r.savedNanos = 43_400_000;
    r.change = "At com.acme.Log.append(Log.java:42): wrap the stream";
    return r;
  }
}
