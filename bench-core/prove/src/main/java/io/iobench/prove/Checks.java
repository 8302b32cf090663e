package io.iobench.prove;

import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.Standing;
import io.iobench.text.Units;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rules of {@code iobench check}: a change worth making that the replay found in the profile,
 * and a regression of calls or I/O time against a baseline profile. A rule that finds nothing
 * passes, so a check is never an empty test suite.
 */
public final class Checks {
  private Checks() {}

  /**
   * Each first recommendation of a workload that the replay ranks a change to make ({@link
   * Standing#CHANGE}: it saves a meaningful share of the run) fails; none is one passed rule.
   */
  public static List<CheckFinding> advice(ReplayResults results) {
    List<CheckFinding> found = new ArrayList<>();
    for (RecommendationResult r : results.recommendations) {
      if (r.rank != 1 || r.standing != Standing.CHANGE) {
        continue;
      }
      found.add(
          new CheckFinding(
              CheckFinding.Rule.ADVICE,
              r.label() + ": " + title(r.currentTitle, r.current),
              String.format(
                  Locale.ROOT,
                  "%s: %s instead of %s, %sx faster, would save %s",
                  r.label(),
                  title(r.recommendedTitle, r.recommended),
                  title(r.currentTitle, r.current),
                  Units.factor(r.speedup),
                  Units.duration(r.savedNanos)),
              r.change,
              true));
    }
    if (found.isEmpty()) {
      found.add(
          new CheckFinding(
              CheckFinding.Rule.ADVICE, "advice", "no change worth making was found", null, false));
    }
    return found;
  }

  /** Each key of the comparison whose calls or time grew past the thresholds fails. */
  public static List<CheckFinding> regressions(Comparison c, CheckThresholds limits) {
    List<CheckFinding> found = new ArrayList<>();
    for (OpChange op : c.ops()) {
      boolean calls = limits.callsRegressed(op.before(), op.after());
      boolean time = limits.timeRegressed(op.before(), op.after());
      if (!calls && !time) {
        continue;
      }
      String what = op.key().path() + ": " + op.key().operation();
      found.add(
          new CheckFinding(
              CheckFinding.Rule.REGRESSION,
              what + (op.key().entryFrame() == null ? "" : " from " + op.key().entryFrame()),
              String.format(
                  Locale.ROOT,
                  "%s%s: %d calls and %s of I/O against the baseline's %d and %s",
                  what,
                  calls && time
                      ? " made more calls and took longer"
                      : calls ? " made more calls" : " took longer",
                  op.after().calls(),
                  Units.duration(Math.round(op.after().ioNanos())),
                  op.before().calls(),
                  Units.duration(Math.round(op.before().ioNanos()))),
              null,
              true));
    }
    if (found.isEmpty()) {
      found.add(
          new CheckFinding(
              CheckFinding.Rule.REGRESSION,
              "regression",
              "no file operation made more calls or took longer than the baseline's allows",
              null,
              false));
    }
    return found;
  }

  private static String title(String title, String id) {
    return title != null ? title : id;
  }
}
