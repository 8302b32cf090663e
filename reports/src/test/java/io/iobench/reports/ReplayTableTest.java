package io.iobench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.Standing;
import io.iobench.results.WorkloadKey;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The console's list of changes: changes to make apart from options that save little or own code.
 */
class ReplayTableTest {
  private static RecommendationResult rec(String path, int rank, Standing standing) {
    return rec(path, null, rank, standing);
  }

  /** A recommendation for the writes of {@code path} from the app's call site {@code site}. */
  private static RecommendationResult rec(String path, String site, int rank, Standing standing) {
    RecommendationResult r = new RecommendationResult();
    r.path = path;
    r.callSite = site;
    r.key = WorkloadKey.of(path, null, "WRITE", site);
    r.current = "fos/13";
    r.rank = rank;
    r.recommended = "buffered-out/8k";
    r.recommendedTitle = "BufferedOutputStream (8 KiB)";
    r.speedup = 3;
    r.speedupLow = 2;
    r.speedupHigh = 4;
    r.change = "change for " + path + (site == null ? "" : " at " + site);
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
  void forcedWritesReplayedWhereForceWaitsForNoDeviceAreListedApartFromChanges() {
    String out =
        print(
            List.of(
                rec("/journal", 1, Standing.FORCE_NOT_MEASURED), rec("/big", 1, Standing.CHANGE)));
    int changes = out.indexOf("Recommended changes:");
    int forced =
        out.indexOf(
            "Not changes to make: forced writes replayed where force() waits for no device:");
    assertTrue(changes >= 0 && forced > changes, out);
    assertTrue(out.indexOf("change for /journal") > forced, out);
    assertTrue(out.indexOf("change for /big") < forced, out);
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

  /**
   * Two call sites of one file, the same technique at both, are two workloads: each rank-1 change
   * is listed with its own standing and its own options.
   */
  @Test
  void twoCallSitesOfOneFileKeepTheirOwnChangesAndOptions() {
    String a = "com.acme.A.load(A.java:3)";
    String b = "com.acme.B.save(B.java:9)";
    List<RecommendationResult> recs = new ArrayList<>();
    for (int rank = 1; rank <= 6; rank++) {
      recs.add(rec("/data/f", a, rank, Standing.CHANGE));
    }
    for (int rank = 1; rank <= 5; rank++) {
      recs.add(rec("/data/f", b, rank, Standing.SMALL_GAIN));
    }
    String out = print(recs);
    int small = out.indexOf("Options that would save little");
    assertTrue(small > 0, out);
    String changes = out.substring(0, small);
    String smallGains = out.substring(small);
    assertTrue(changes.contains("change for /data/f at " + a), out);
    assertFalse(changes.contains("change for /data/f at " + b), out);
    assertTrue(changes.contains("... and 2 more options in the results file"), out);
    assertEquals(3, count(changes, "    option "), "options 2 to 4 of the first call site");
    assertTrue(smallGains.contains("change for /data/f at " + b), out);
    assertFalse(smallGains.contains("change for /data/f at " + a), out);
    assertTrue(smallGains.contains("... and 1 more options in the results file"), out);
    assertEquals(3, count(smallGains, "    option "), "options 2 to 4 of the second call site");
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      n++;
    }
    return n;
  }

  @Test
  void withOnlySmallGainsThereIsNoRecommendedChange() {
    String out = print(List.of(rec("/small", 1, Standing.SMALL_GAIN)));
    assertFalse(out.contains("Recommended changes:"), out);
    assertTrue(out.contains("Options that would save little"), out);
  }
}
