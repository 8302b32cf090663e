package io.iobench.technique;

import java.util.Locale;

/** Buffer sizes as technique ids spell them ({@code 64k}) and as people read them ({@code 64 KiB}). */
public final class Sizes {
  private static final int KIB = 1 << 10;
  private static final int MIB = 1 << 20;

  private Sizes() {}

  /** {@code 1m}, {@code 64k}, or plain bytes ({@code 8188}) when not a whole number of KiB. */
  public static String label(int bytes) {
    if (bytes >= MIB && bytes % MIB == 0) {
      return bytes / MIB + "m";
    }
    if (bytes >= KIB && bytes % KIB == 0) {
      return bytes / KIB + "k";
    }
    return Integer.toString(bytes);
  }

  /** Reads a {@link #label}; also accepts upper case. Returns -1 for anything else. */
  public static int parse(String label) {
    String s = label.toLowerCase(Locale.ROOT);
    long unit = 1;
    if (s.endsWith("m")) {
      unit = MIB;
      s = s.substring(0, s.length() - 1);
    } else if (s.endsWith("k")) {
      unit = KIB;
      s = s.substring(0, s.length() - 1);
    }
    if (s.isEmpty() || s.length() > 10 || !s.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return -1;
    }
    long bytes = Long.parseLong(s) * unit;
    return bytes > Integer.MAX_VALUE ? -1 : (int) bytes;
  }

  /** {@code 1 MiB}, {@code 64 KiB}, {@code 8188 bytes}, {@code 1 byte}. */
  public static String human(long bytes) {
    if (bytes >= MIB && bytes % MIB == 0) {
      return bytes / MIB + " MiB";
    }
    if (bytes >= KIB && bytes % KIB == 0) {
      return bytes / KIB + " KiB";
    }
    return bytes == 1 ? "1 byte" : bytes + " bytes";
  }
}
