package io.iobench.reports.html;

import io.iobench.analysis.Access;
import io.iobench.analysis.Finding;
import io.iobench.text.ByteSize;
import io.iobench.text.Units;
import java.util.Locale;

/**
 * An operation's finding in words: "sequential 128-byte reads, 2.10 M calls, 14.0 s"; for one
 * recorded as the reads its method made, "sequential 43-byte readLine(), 101 calls making 4,301
 * reads of the file, 2.90 ms". The pattern is the finding's, the one the replay replays.
 */
final class AccessPatterns {
  private AccessPatterns() {}

  static String words(Finding f) {
    StringBuilder s = new StringBuilder();
    String kind = kind(f.access());
    if (!kind.isEmpty()) {
      s.append(kind).append(' ');
    }
    long size = f.sizes().typical();
    if (size > 0) {
      s.append(size < 1024 ? size + "-byte " : ByteSize.human(size) + " ");
    }
    s.append(noun(f.op().op))
        .append(", ")
        .append(count(f.methodCalls()))
        .append(f.methodCalls() == 1 ? " call" : " calls");
    if (f.methodCalls() != f.calls()) {
      s.append(" making ").append(count(f.calls())).append(" reads of the file");
    }
    if (f.op().latencyNanos != null) {
      s.append(", ").append(Units.duration(f.ioNanos()));
    }
    return s.toString();
  }

  /** The pattern's word; "" when the profile has no pattern counters for the operation. */
  static String kind(Access access) {
    return switch (access.kind()) {
      case SEQUENTIAL -> "sequential";
      case STRIDED -> "strided (+" + ByteSize.human(access.stride()) + ")";
      case FORWARD_SKIPPING -> "forward-skipping";
      case RANDOM -> "random";
      case SINGLE -> "single";
      case UNKNOWN -> "";
    };
  }

  private static String noun(String op) {
    String lower = op == null ? "" : op.toLowerCase(Locale.ROOT);
    if (lower.equals("read") || lower.equals("write")) {
      return lower + "s";
    }
    return op + "()";
  }

  /** 950, 9,999, 12.3 k, 2.10 M, 1.00 G: exact below 10,000, else three significant digits. */
  static String count(long n) {
    if (n < 10_000) {
      return String.format(Locale.ROOT, "%,d", n);
    }
    String[] units = {"k", "M", "G", "T"};
    double v = n;
    int u = -1;
    while (v >= 999.5 && u < units.length - 1) {
      v /= 1000;
      u++;
    }
    String digits =
        v >= 99.95
            ? String.format(Locale.ROOT, "%.0f", v)
            : v >= 9.995
                ? String.format(Locale.ROOT, "%.1f", v)
                : String.format(Locale.ROOT, "%.2f", v);
    return digits + " " + units[u];
  }
}
