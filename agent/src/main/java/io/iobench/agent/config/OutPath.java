package io.iobench.agent.config;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.function.Supplier;

/**
 * The placeholders of {@code out=}, as JFR's {@code filename=} has them, so that one option line
 * serves every instance of an app: {@code %p} the pid, {@code %h} the host (made safe for a file
 * name), {@code %t} the start time ({@code yyyy_MM_dd_HH_mm_ss}, local time), {@code %%} a percent
 * sign. The host and the time are asked for only when the pattern uses them.
 */
public final class OutPath {
  static final String KNOWN = "%p the pid, %h the host, %t the start time, %% a percent sign";

  private static final DateTimeFormatter START_TIME =
      DateTimeFormatter.ofPattern("yyyy_MM_dd_HH_mm_ss");

  private OutPath() {}

  /**
   * @throws IllegalArgumentException for a {@code %} followed by anything else, or by nothing
   */
  public static String expand(
      String pattern, long pid, Supplier<String> host, Supplier<LocalDateTime> startTime) {
    if (pattern.indexOf('%') < 0) {
      return pattern;
    }
    StringBuilder out = new StringBuilder(pattern.length() + 16);
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c != '%') {
        out.append(c);
        continue;
      }
      if (i + 1 == pattern.length()) {
        throw new IllegalArgumentException(
            "a '%' at the end of out='" + pattern + "' (placeholders: " + KNOWN + ")");
      }
      char p = pattern.charAt(++i);
      switch (p) {
        case 'p':
          out.append(pid);
          break;
        case 'h':
          out.append(HostName.forFileName(host.get()));
          break;
        case 't':
          out.append(START_TIME.format(startTime.get()));
          break;
        case '%':
          out.append('%');
          break;
        default:
          throw new IllegalArgumentException(
              "unknown placeholder '%"
                  + p
                  + "' in out='"
                  + pattern
                  + "' (placeholders: "
                  + KNOWN
                  + ")");
      }
    }
    return out.toString();
  }
}
