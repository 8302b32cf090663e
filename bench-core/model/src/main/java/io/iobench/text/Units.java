package io.iobench.text;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Numbers for people: speed-up factors and durations to three significant digits. */
public final class Units {
  private static final MathContext THREE_DIGITS = new MathContext(3, RoundingMode.HALF_EVEN);
  private static final String[] TIME_UNITS = {"ns", "us", "ms", "s"};

  private Units() {}

  /**
   * A speed-up factor with three significant digits, trailing zeros kept so a column of factors
   * reads alike: 12.3, 1.15, 2.00, 150. No "×": the caller places it.
   */
  public static String factor(double value) {
    if (!Double.isFinite(value)) {
      return String.valueOf(value);
    }
    return threeDigits(value).toPlainString();
  }

  /** A 95 % interval of factors, e.g. {@code [11.8-12.9]}. */
  public static String interval(double low, double high) {
    return "[" + factor(low) + "-" + factor(high) + "]";
  }

  /**
   * A duration in the largest unit that keeps it at or above 1 (ns, us, ms, s), to three
   * significant digits: 850 ns, 12.3 us, 1.42 s, 125 s. Seconds are the last unit: minutes would
   * need a second number and runs that long are rare here.
   */
  public static String duration(long nanos) {
    // Through double, so even Long.MIN_VALUE has a magnitude.
    String sign = nanos < 0 ? "-" : "";
    double value = Math.abs((double) nanos);
    int unit = 0;
    BigDecimal rounded = threeDigits(value);
    // Decide on the rounded value, so 999.6 ns reads as 1.00 µs and not as 1000 ns.
    while (unit < TIME_UNITS.length - 1 && rounded.compareTo(BigDecimal.valueOf(1000)) >= 0) {
      value /= 1000;
      unit++;
      rounded = threeDigits(value);
    }
    String digits =
        unit == 0
            ? rounded.setScale(0, RoundingMode.HALF_EVEN).toPlainString()
            : rounded.toPlainString();
    return sign + digits + " " + TIME_UNITS[unit];
  }

  /** A share as a percentage, plain: 0.01 is {@code 1 %}, 0.005 is {@code 0.5 %}. */
  public static String percent(double share) {
    return new BigDecimal(share * 100).round(THREE_DIGITS).stripTrailingZeros().toPlainString()
        + " %";
  }

  /** Rounded to three significant digits, padded with zeros to show all three (1.5 → 1.50). */
  private static BigDecimal threeDigits(double value) {
    if (value == 0) {
      return BigDecimal.ZERO;
    }
    BigDecimal rounded = new BigDecimal(value).round(THREE_DIGITS);
    int integerDigits = rounded.precision() - rounded.scale();
    return rounded.setScale(Math.max(0, 3 - integerDigits), RoundingMode.UNNECESSARY);
  }
}
