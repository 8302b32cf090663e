package io.iobench.reports.html;

import io.iobench.profile.OpProfile;
import io.iobench.text.ByteSize;
import io.iobench.text.Units;
import java.util.Locale;

/** An operation's access pattern in words: "sequential 128-byte reads, 2.10 M calls, 14.0 s". */
final class AccessPatterns {
  /** Share of the calls that must follow a pattern for it to name the whole operation. */
  static final double MOST = 0.9;

  private AccessPatterns() {}

  static String words(OpProfile op, long ioNanos) {
    StringBuilder s = new StringBuilder();
    String kind = kind(op);
    if (!kind.isEmpty()) {
      s.append(kind).append(' ');
    }
    long size = typicalSize(op);
    if (size >= 0) {
      s.append(size < 1024 ? size + "-byte " : ByteSize.human(size) + " ");
    }
    s.append(noun(op.op))
        .append(", ")
        .append(count(op.calls))
        .append(op.calls == 1 ? " call" : " calls");
    if (op.latencyNanos != null) {
      s.append(", ").append(Units.duration(ioNanos));
    }
    return s.toString();
  }

  /**
   * The most common exact call size from the pattern counters, else the size histogram's median
   * (HdrHistogram's, so approximate above 2048 bytes), else -1.
   */
  static long typicalSize(OpProfile op) {
    long size =
        op.pattern == null || op.pattern.mostCommonSize() <= 0 ? -1 : op.pattern.mostCommonSize();
    if (size < 0 && op.sizeBytes != null && op.sizeBytes.count > 0) {
      size = op.sizeBytes.p50;
    }
    return size;
  }

  /**
   * sequential, strided, forward-skipping, backward, random, single, or "" without pattern
   * counters.
   */
  static String kind(OpProfile op) {
    OpProfile.Pattern p = op.pattern;
    if (p == null) {
      return "";
    }
    long followers = p.sequential + p.backward;
    if (followers == 0) {
      return op.calls == 1 ? "single" : "";
    }
    if (p.consecutive >= MOST * followers) {
      return "sequential";
    }
    if (p.sequential >= MOST * followers) {
      long stride = p.commonStride(followers);
      return stride > 0 ? "strided (+" + ByteSize.human(stride) + ")" : "forward-skipping";
    }
    if (p.backward >= MOST * followers) {
      return "backward";
    }
    return "random";
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
