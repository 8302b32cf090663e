package io.iobench.demo;

import java.time.LocalDate;

/**
 * The text format of one event line: {@code 2026-11-22T10:00:00.123Z user=42 action=view item=1234
 * ms=17}.
 *
 * <p>Timestamps are formatted and parsed by hand (fixed-width UTC, millisecond precision) so that
 * the CPU cost stays small next to the I/O this demo is about.
 */
final class EventFormat {
  private EventFormat() {}

  static final String[] ACTIONS = {"view", "click", "search", "cart", "buy"};

  private static final long MILLIS_PER_DAY = 86_400_000L;
  private static final int TIMESTAMP_LENGTH = "2026-11-22T10:00:00.123Z".length();

  static String line(long epochMillis, int user, int action, int item, int ms) {
    StringBuilder sb = new StringBuilder(64);
    LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(epochMillis, MILLIS_PER_DAY));
    long inDay = Math.floorMod(epochMillis, MILLIS_PER_DAY);
    pad(sb, date.getYear(), 4).append('-');
    pad(sb, date.getMonthValue(), 2).append('-');
    pad(sb, date.getDayOfMonth(), 2).append('T');
    pad(sb, (int) (inDay / 3_600_000), 2).append(':');
    pad(sb, (int) (inDay / 60_000 % 60), 2).append(':');
    pad(sb, (int) (inDay / 1000 % 60), 2).append('.');
    pad(sb, (int) (inDay % 1000), 3).append('Z');
    sb.append(" user=").append(user);
    sb.append(" action=").append(ACTIONS[action]);
    sb.append(" item=").append(item);
    sb.append(" ms=").append(ms).append('\n');
    return sb.toString();
  }

  private static StringBuilder pad(StringBuilder sb, int value, int width) {
    String digits = Integer.toString(value);
    for (int i = digits.length(); i < width; i++) {
      sb.append('0');
    }
    return sb.append(digits);
  }

  /**
   * Parses one line (without its newline) from {@code buf[0, len)} and appends it to {@code table};
   * {@code offset} is the line's byte offset in the log.
   */
  static void parse(byte[] buf, int len, long offset, EventTable table) {
    try {
      parseFields(buf, len, offset, table);
    } catch (IndexOutOfBoundsException | java.time.DateTimeException | IllegalArgumentException e) {
      throw malformed(offset);
    }
  }

  private static void parseFields(byte[] buf, int len, long offset, EventTable table) {
    if (len < TIMESTAMP_LENGTH || buf[TIMESTAMP_LENGTH - 1] != 'Z') {
      throw malformed(offset);
    }
    long day = LocalDate.of(digits(buf, 0, 4), digits(buf, 5, 2), digits(buf, 8, 2)).toEpochDay();
    long millis =
        day * MILLIS_PER_DAY
            + digits(buf, 11, 2) * 3_600_000L
            + digits(buf, 14, 2) * 60_000L
            + digits(buf, 17, 2) * 1000L
            + digits(buf, 20, 3);
    int user = -1;
    int action = -1;
    int item = -1;
    int ms = -1;
    int pos = TIMESTAMP_LENGTH;
    while (pos < len) {
      if (buf[pos] != ' ') {
        throw malformed(offset);
      }
      int keyStart = pos + 1;
      int eq = keyStart;
      while (eq < len && buf[eq] != '=') {
        eq++;
      }
      int end = eq;
      while (end < len && buf[end] != ' ') {
        end++;
      }
      if (eq >= len) {
        throw malformed(offset);
      }
      switch (new String(
          buf, keyStart, eq - keyStart, java.nio.charset.StandardCharsets.US_ASCII)) {
        case "user":
          user = digits(buf, eq + 1, end - eq - 1);
          break;
        case "action":
          action = action(buf, eq + 1, end - eq - 1, offset);
          break;
        case "item":
          item = digits(buf, eq + 1, end - eq - 1);
          break;
        case "ms":
          ms = digits(buf, eq + 1, end - eq - 1);
          break;
        default:
          throw malformed(offset);
      }
      pos = end;
    }
    if (user < 0 || action < 0 || item < 0 || ms < 0) {
      throw malformed(offset);
    }
    table.add(offset, millis, user, action, item, ms);
  }

  private static int digits(byte[] buf, int from, int count) {
    if (count <= 0 || count > 9) {
      throw new IllegalArgumentException("bad number");
    }
    int value = 0;
    for (int i = from; i < from + count; i++) {
      int d = buf[i] - '0';
      if (d < 0 || d > 9) {
        throw new IllegalArgumentException("bad digit");
      }
      value = value * 10 + d;
    }
    return value;
  }

  private static int action(byte[] buf, int from, int count, long offset) {
    for (int a = 0; a < ACTIONS.length; a++) {
      String name = ACTIONS[a];
      if (name.length() == count) {
        boolean same = true;
        for (int i = 0; i < count && same; i++) {
          same = buf[from + i] == name.charAt(i);
        }
        if (same) {
          return a;
        }
      }
    }
    throw malformed(offset);
  }

  private static IllegalArgumentException malformed(long offset) {
    return new IllegalArgumentException("malformed event line at byte " + offset);
  }
}
