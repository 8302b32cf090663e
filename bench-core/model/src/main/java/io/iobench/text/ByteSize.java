package io.iobench.text;

import java.util.Locale;

/**
 * Byte sizes as people write them: {@code 4096}, {@code 64k}, {@code 256m}, {@code 1g} (binary
 * units).
 */
public final class ByteSize {
  /** The unit letters in order, each 1024 times the one before: {@code k} is 2^10 bytes. */
  private static final String UNITS = "kmgt";

  private ByteSize() {}

  /**
   * @throws IllegalArgumentException with a message that shows the accepted forms
   */
  public static long parse(String text) {
    String s = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
    if (s.endsWith("ib")) {
      s = s.substring(0, s.length() - 2);
    } else if (s.endsWith("b")) {
      s = s.substring(0, s.length() - 1);
    }
    // 0 for plain bytes (no unit letter), 1 for k, ...
    int power = s.isEmpty() ? 0 : UNITS.indexOf(s.charAt(s.length() - 1)) + 1;
    long unit = 1L << (10 * power);
    String digits = power == 0 ? s : s.substring(0, s.length() - 1);
    try {
      long value = Long.parseLong(digits);
      if (value <= 0 || value > Long.MAX_VALUE / unit) {
        throw new NumberFormatException();
      }
      return value * unit;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "'" + text + "' is not a size (use e.g. 4096, 64k, 256m, 1g)");
    }
  }

  /** Short exact form: {@code 1m}, {@code 64k}, or plain bytes when not a whole number of KiB. */
  public static String compact(long bytes) {
    // The largest unit is g: a whole number of TiB reads as so many g.
    for (int power = UNITS.indexOf('g') + 1; power >= 1; power--) {
      int shift = 10 * power;
      if (bytes >= 1L << shift && bytes % (1L << shift) == 0) {
        return (bytes >> shift) + UNITS.substring(power - 1, power);
      }
    }
    return Long.toString(bytes);
  }

  /** Readable form: {@code 64.0 MiB}, {@code 8 KiB}, {@code 1 byte}. */
  public static String human(long bytes) {
    if (bytes == 1) {
      return "1 byte";
    }
    if (bytes < 1024) {
      return bytes + " bytes";
    }
    String[] units = {"KiB", "MiB", "GiB", "TiB"};
    double value = bytes;
    int i = -1;
    while (value >= 1024 && i < units.length - 1) {
      value /= 1024;
      i++;
    }
    return value == Math.rint(value)
        ? String.format(Locale.ROOT, "%.0f %s", value, units[i])
        : String.format(Locale.ROOT, "%.1f %s", value, units[i]);
  }
}
