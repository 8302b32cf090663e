package io.iobench.technique;

import io.iobench.text.ByteSize;

/**
 * Buffer sizes as technique ids spell them ({@code 64k}) and as people read them ({@code 64 KiB}).
 */
public final class Sizes {
  private static final int KIB = 1 << 10;
  private static final int MIB = 1 << 20;

  private Sizes() {}

  /** {@code 1m}, {@code 64k}, or plain bytes ({@code 8188}) when not a whole number of KiB. */
  public static String label(int bytes) {
    return ByteSize.compact(bytes);
  }

  /** Reads a {@link #label}; also accepts upper case. Returns -1 for anything else. */
  public static int parse(String label) {
    try {
      long bytes = ByteSize.parse(label);
      return bytes > Integer.MAX_VALUE ? -1 : (int) bytes;
    } catch (IllegalArgumentException e) {
      return -1;
    }
  }

  /** Whether {@code bytes} is the size of a primitive: a byte, short, int or long. */
  public static boolean primitive(int bytes) {
    return bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8;
  }

  /** Exact, for titles: {@code 1 MiB}, {@code 64 KiB}, {@code 8188 bytes}, {@code 1 byte}. */
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
