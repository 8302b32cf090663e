package io.iobench.reports.compare;

import io.iobench.prove.OpChange;
import io.iobench.prove.RealizedSaving;
import io.iobench.text.Units;
import java.util.Locale;

/** The words and numbers the console table and the HTML page both write of a comparison. */
final class ComparisonWords {
  /** The tolerance a realized saving is "as predicted" within. */
  static final double TOLERANCE = 0.25;

  private ComparisonWords() {}

  /** A count of units of work: whole where it is whole. */
  static String number(double n) {
    return n == Math.rint(n) ? Long.toString((long) n) : Double.toString(n);
  }

  static String time(double nanos) {
    return Units.duration(Math.round(nanos));
  }

  /** A saving: its time, or "-" and the time where the after run spent more. */
  static String saving(double nanos) {
    return nanos < 0 ? "-" + time(-nanos) : time(nanos);
  }

  /** A signed time: "-12 ms" less, "+3 ms" more. */
  static String timeChange(double nanos) {
    long n = Math.round(nanos);
    return (n > 0 ? "+" : n < 0 ? "-" : "±") + Units.duration(Math.abs(n));
  }

  /** The change as a share of the before value: "-87 %", "new", "gone". */
  static String share(double before, double after) {
    if (before == 0) {
      return after == 0 ? "" : "new";
    }
    if (after == 0) {
      return "gone";
    }
    return String.format(Locale.ROOT, "%+.0f %%", 100 * (after - before) / before);
  }

  static String operation(OpChange c) {
    return c.key().operation()
        + (c.key().entryFrame() == null ? "" : " from " + c.key().entryFrame());
  }

  static String change(RealizedSaving s) {
    String recommended =
        s.recommendation().currentTitle != null && s.recommendation().recommendedTitle != null
            ? s.recommendation().currentTitle + " → " + s.recommendation().recommendedTitle
            : s.recommendation().current + " → " + s.recommendation().recommended;
    if (!s.madeAnotherChange()) {
      return recommended;
    }
    return recommended
        + "; made instead: "
        + s.applied()
        + " (the replay predicted "
        + time(s.predictedNanos())
        + " for the recommended change, "
        + time(s.appliedPredictedNanos())
        + " for this one)";
  }

  /** "as predicted", "less than predicted" or "more than predicted", at ±25 %. */
  static String verdict(RealizedSaving s) {
    double share = s.realizedShare();
    if (Double.isNaN(share)) {
      return "no saving predicted";
    }
    if (s.asPredicted(TOLERANCE)) {
      return "as predicted";
    }
    return share < 1 ? "less than predicted" : "more than predicted";
  }

  static String realizedShare(RealizedSaving s) {
    double share = s.realizedShare();
    return Double.isNaN(share) ? "" : String.format(Locale.ROOT, "%.0f %%", 100 * share);
  }
}
