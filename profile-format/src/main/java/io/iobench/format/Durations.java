package io.iobench.format;

import java.util.Locale;

/**
 * Durations as users write them, the same for the agent's options and the tools': 500ms, 10s, 2m,
 * 1h, or a plain number of seconds.
 */
public final class Durations {
  private Durations() {}

  /**
   * The duration in milliseconds.
   *
   * @throws IllegalArgumentException when {@code text} is none of those forms, negative, or too
   *     long to count in milliseconds
   */
  public static long millis(String text) {
    String v = text.toLowerCase(Locale.ROOT);
    long unit;
    String digits;
    if (v.endsWith("ms")) {
      unit = 1;
      digits = v.substring(0, v.length() - 2);
    } else if (v.endsWith("s")) {
      unit = 1000;
      digits = v.substring(0, v.length() - 1);
    } else if (v.endsWith("m")) {
      unit = 60_000;
      digits = v.substring(0, v.length() - 1);
    } else if (v.endsWith("h")) {
      unit = 3_600_000;
      digits = v.substring(0, v.length() - 1);
    } else {
      unit = 1000;
      digits = v;
    }
    long n;
    try {
      n = Long.parseLong(digits.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a duration: " + text);
    }
    if (n < 0 || n > Long.MAX_VALUE / unit) {
      throw new IllegalArgumentException("not a duration: " + text);
    }
    return n * unit;
  }
}
