package io.iobench.reports;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.Standing;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The console's list of changes: changes to make apart from options that save little or own code.
 */
class ReplayTableTest {
  private static RecommendationResult rec(String path, int rank, Standing standing) {
    RecommendationResult r = new RecommendationResult();
    r.path = path;
    r.current = "fos/13";
    r.rank = rank;
    r.recommended = "buffered-out/8k";
    r.recommendedTitle = "BufferedOutputStream (8 KiB)";
    r.speedup = 3;
    r.speedupLow = 2;
    r.speedupHigh = 4;
    r.change = "change for " + path;
    r.standing = standing;
    return r;
  }

  private static String print(List<RecommendationResult> recs) {
    ReplayResults results = new ReplayResults();
    results.recommendations = recs;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new ReplayTable().print(results, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void changesToMakeComeApartFromSmallGainsAndOwnCodeOnlyChanges() {
    String out =
        print(
            List.of(
                rec("/big", 1, Standing.CHANGE),
                rec("/big", 2, Standing.CHANGE),
                rec("/small", 1, Standing.SMALL_GAIN),
                rec("/engine", 1, Standing.OWN_CODE_ONLY)));
    int changes = out.indexOf("Recommended changes:");
    int small = out.indexOf("Options that would save little");
    int own = out.indexOf("Only for whoever owns the code that does the I/O");
    assertTrue(changes >= 0 && small > changes && own > small, out);
    assertTrue(out.indexOf("change for /big") > changes && out.indexOf("change for /big") < small);
    assertTrue(
        out.indexOf("option 2: BufferedOutputStream") < small, "an option stays with its change");
    assertTrue(out.indexOf("change for /small") > small && out.indexOf("change for /small") < own);
    assertTrue(out.indexOf("change for /engine") > own, out);
  }

  @Test
  void withOnlySmallGainsThereIsNoRecommendedChange() {
    String out = print(List.of(rec("/small", 1, Standing.SMALL_GAIN)));
    assertFalse(out.contains("Recommended changes:"), out);
    assertTrue(out.contains("Options that would save little"), out);
  }
}
