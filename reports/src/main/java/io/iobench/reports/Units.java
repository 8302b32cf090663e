package io.iobench.reports;

import java.util.Locale;

/** Human-readable durations and sizes. */
public final class Units {
  private Units() {}

  public static String duration(double nanos) {
    if (nanos < 1_000) {
      return String.format(Locale.ROOT, "%.0f ns", nanos);
    }
    if (nanos < 1_000_000) {
      return String.format(Locale.ROOT, "%.1f us", nanos / 1e3);
    }
    if (nanos < 1_000_000_000) {
      return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }
    return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }
}
