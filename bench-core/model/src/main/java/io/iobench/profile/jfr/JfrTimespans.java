package io.iobench.profile.jfr;

import java.util.Locale;
import java.util.Map;

/** JFR's written timespans ({@code "20 ms"}, {@code "0 ns"}, {@code "1 s"}) in nanoseconds. */
final class JfrTimespans {
  private static final Map<String, Long> UNITS =
      Map.of(
          "ns", 1L,
          "us", 1_000L,
          "ms", 1_000_000L,
          "s", 1_000_000_000L,
          "m", 60_000_000_000L,
          "h", 3_600_000_000_000L,
          "d", 86_400_000_000_000L);

  private JfrTimespans() {}

  /** The timespan in nanoseconds, or -1 when it is not one ({@code "infinity"} is the largest). */
  static long nanos(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals("infinity")) {
      return Long.MAX_VALUE;
    }
    int unit = 0;
    while (unit < t.length() && (Character.isDigit(t.charAt(unit)) || t.charAt(unit) == '.')) {
      unit++;
    }
    Long factor = UNITS.get(t.substring(unit).trim());
    if (unit == 0 || factor == null) {
      return -1;
    }
    try {
      return Math.round(Double.parseDouble(t.substring(0, unit)) * factor);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
