package io.iobench.text;

import java.util.Locale;

/**
 * Byte sizes as people write them: {@code 4096}, {@code 64k}, {@code 256m}, {@code 1g} (binary
 * units).
 */
public final class ByteSize {
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
    long unit = 1;
    if (!s.isEmpty()) {
      switch (s.charAt(s.length() - 1)) {
        case 'k':
          unit = 1L << 10;
          break;
        case 'm':
          unit = 1L << 20;
          break;
        case 'g':
          unit = 1L << 30;
          break;
        case 't':
          unit = 1L << 40;
          break;
        default:
          unit = 1;
      }
    }
    String digits = unit == 1 ? s : s.substring(0, s.length() - 1);
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
    if (bytes >= 1L << 30 && bytes % (1L << 30) == 0) {
      return (bytes >> 30) + "g";
    }
    if (bytes >= 1L << 20 && bytes % (1L << 20) == 0) {
      return (bytes >> 20) + "m";
    }
    if (bytes >= 1L << 10 && bytes % (1L << 10) == 0) {
      return (bytes >> 10) + "k";
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
