package io.iobench.recommend;

import io.iobench.text.Units;
import java.util.List;

/**
 * Recommendations as plain text for a console: one headline per change, then the code before and
 * after and the caveats, indented under it. Lines end with '\n' whatever the platform, so the text
 * is the same in tests, logs and reports.
 */
public final class ChangeText {
  private static final String INDENT = "  ";

  private ChangeText() {}

  /**
   * For example:
   *
   * <pre>
   * At com.acme.Indexer.load(Indexer.java:42): replace FileInputStream.read() (1 byte per call)
   * with BufferedInputStream (8 KiB): 12.3× faster [11.8–12.9], would have saved 1.42 s
   *   before:
   *     ...
   * </pre>
   *
   * (the headline is one line).
   */
  public static String render(Recommendation r) {
    StringBuilder text = new StringBuilder();
    if (r.ownCodeOnly()) {
      text.append("If you own the code that does the I/O: ");
    }
    text.append(hasText(r.callSite()) ? "At " + r.callSite() : "In " + r.path()).append(": ");
    if (r.layer() != null) {
      text.append(r.layer().where())
          .append(": ")
          .append(r.layer().change().phrase())
          .append(" (replayed as ")
          .append(r.recommendedTitle())
          .append(")");
    } else {
      text.append("replace ")
          .append(r.currentTitle())
          .append(" with ")
          .append(r.recommendedTitle());
    }
    text.append(": ")
        .append(Units.factor(r.speedup()))
        .append("x faster ")
        .append(Units.interval(r.speedupLow(), r.speedupHigh()));
    if (r.savedNanos() > 0) {
      text.append(", would have saved ").append(Units.duration(r.savedNanos()));
    }
    text.append('\n');
    if (r.layer() != null && !r.layer().calledFile().isEmpty()) {
      text.append(INDENT).append("through it: ").append(r.layer().calledFile()).append('\n');
    }
    if (r.layer() != null && !r.layer().perAppCall().isEmpty()) {
      text.append(INDENT).append(r.layer().perAppCall()).append('\n');
    }
    code(text, "before", r.before());
    code(text, "after", r.after());
    list(text, "caveats", r.caveats());
    return text.toString();
  }

  /** The verdict's summary line, then each recommendation, a blank line between them. */
  public static String render(Verdict v) {
    StringBuilder text = new StringBuilder(v.summary()).append('\n');
    for (Recommendation r : v.recommendations()) {
      text.append('\n').append(render(r));
    }
    return text.toString();
  }

  private static void code(StringBuilder text, String label, String code) {
    if (!hasText(code)) {
      return;
    }
    text.append(INDENT).append(label).append(":\n");
    for (String line : code.stripTrailing().split("\n", -1)) {
      text.append(INDENT).append(INDENT).append(line.stripTrailing()).append('\n');
    }
  }

  private static void list(StringBuilder text, String label, List<String> items) {
    if (items.isEmpty()) {
      return;
    }
    text.append(INDENT).append(label).append(":\n");
    for (String item : items) {
      text.append(INDENT).append(INDENT).append("- ").append(item).append('\n');
    }
  }

  private static boolean hasText(String s) {
    return s != null && !s.isBlank();
  }
}
