package io.iobench.reports.compare;

import io.iobench.prove.Comparison;
import io.iobench.prove.OpChange;
import io.iobench.prove.RealizedSaving;
import io.iobench.text.ByteSize;
import java.util.List;

/**
 * A comparison as one self-contained HTML page in the report's style: no script, no request when
 * opened, readable in print, every text from the profiles escaped.
 */
public final class ComparisonHtml {
  private static final String STYLE =
      ":root{--bg:#fff;--fg:#1d2330;--muted:#5b6475;--border:#d6dbe4;--card:#f5f7fa;"
          + "--good:#1b7f3b;--bad:#b3261e;--warn:#8a5a00;color-scheme:light dark}"
          + "@media (prefers-color-scheme: dark){:root{--bg:#14171c;--fg:#e4e8ef;--muted:#9aa4b5;"
          + "--border:#323946;--card:#1c2028;--good:#6fd08c;--bad:#ff8a80;--warn:#f0c060}}"
          + "@media print{:root{--bg:#fff;--fg:#000;--muted:#444;--border:#bbb;--card:#fff;"
          + "color-scheme:light}body{max-width:none;padding:0;font-size:11pt}tr{break-inside:avoid}}"
          + "html{background:var(--bg);color:var(--fg)}"
          + "body{margin:0 auto;max-width:1100px;padding:1.5rem 1.25rem 4rem;"
          + "font:15px/1.5 system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif;"
          + "overflow-wrap:break-word}"
          + "h1{font-size:1.6rem;margin:0 0 .25rem}"
          + "h2{font-size:1.3rem;margin:2rem 0 .6rem;border-bottom:2px solid var(--border)}"
          + ".muted{color:var(--muted)}.card{background:var(--card);border:1px solid var(--border);"
          + "border-radius:8px;padding:.9rem 1rem;margin:.8rem 0}"
          + ".warn{border-left:5px solid var(--warn)}.gain{color:var(--good);font-weight:600}"
          + ".bad{color:var(--bad);font-weight:600}"
          + "table{border-collapse:collapse;width:100%;font-size:.92em}"
          + "th,td{border-bottom:1px solid var(--border);padding:.3rem .5rem;text-align:left;"
          + "vertical-align:top}td.n,th.n{text-align:right;white-space:nowrap}"
          + "td.path{word-break:break-all}";

  private ComparisonHtml() {}

  public static String render(Comparison c) {
    StringBuilder h = new StringBuilder(16 * 1024);
    h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        .append("<title>iobench comparison</title><style>")
        .append(STYLE)
        .append("</style></head><body>\n<h1>Before and after</h1>\n<p class=\"muted\">before: ")
        .append(esc(c.before()))
        .append("<br>after: ")
        .append(esc(c.after()))
        .append("</p>\n");
    if (c.units() != null) {
      h.append("<p class=\"muted\">Per unit of work: ")
          .append(esc(ComparisonWords.number(c.units().before())))
          .append(" before, ")
          .append(esc(ComparisonWords.number(c.units().after())))
          .append(" after; the after run's numbers are scaled to the before run's.</p>\n");
    }
    for (String w : c.warnings()) {
      h.append("<div class=\"card warn\">").append(esc(w)).append("</div>\n");
    }
    double saved = c.savedNanos();
    h.append("<div class=\"card\"><span class=\"")
        .append(saved >= 0 ? "gain" : "bad")
        .append("\">I/O time ")
        .append(esc(ComparisonWords.time(c.totalBefore().ioNanos())))
        .append(" → ")
        .append(esc(ComparisonWords.time(c.totalAfter().ioNanos())))
        .append(" (")
        .append(esc(ComparisonWords.share(c.totalBefore().ioNanos(), c.totalAfter().ioNanos())))
        .append(")</span>; calls ")
        .append(c.totalBefore().calls())
        .append(" → ")
        .append(c.totalAfter().calls())
        .append(".</div>\n");
    predictions(h, c.predictions());
    ops(h, c.ops());
    h.append("</body></html>\n");
    return h.toString();
  }

  private static void predictions(StringBuilder h, List<RealizedSaving> predictions) {
    if (predictions.isEmpty()) {
      return;
    }
    h.append("<h2>Predicted and realized</h2>\n<table><thead><tr><th class=\"n\">rank</th>")
        .append("<th>file</th><th>change</th><th class=\"n\">expected saving</th>")
        .append("<th class=\"n\">realized</th><th class=\"n\">share</th><th>verdict</th>")
        .append("</tr></thead><tbody>\n");
    for (RealizedSaving s : predictions) {
      h.append("<tr><td class=\"n\">")
          .append(s.recommendation().rank)
          .append("</td><td class=\"path\">")
          .append(esc(s.recommendation().label()))
          .append("</td><td>")
          .append(esc(ComparisonWords.change(s)))
          .append("</td><td class=\"n\">")
          .append(esc(ComparisonWords.time(s.expectedNanos())))
          .append("</td><td class=\"n\">")
          .append(esc(ComparisonWords.saving(s.realizedNanos())))
          .append("</td><td class=\"n\">")
          .append(esc(ComparisonWords.realizedShare(s)))
          .append("</td><td class=\"")
          .append(s.asPredicted(ComparisonWords.TOLERANCE) ? "gain" : "bad")
          .append("\">")
          .append(esc(ComparisonWords.verdict(s)))
          .append("</td></tr>\n");
    }
    h.append("</tbody></table>\n");
  }

  private static void ops(StringBuilder h, List<OpChange> ops) {
    h.append("<h2>Every file and operation</h2>\n<table><thead><tr><th>file</th>")
        .append("<th>operation</th><th class=\"n\">time before</th><th class=\"n\">time after</th>")
        .append("<th class=\"n\">change</th><th class=\"n\">calls before</th>")
        .append("<th class=\"n\">calls after</th><th class=\"n\">bytes before</th>")
        .append("<th class=\"n\">bytes after</th></tr></thead><tbody>\n");
    for (OpChange op : ops) {
      h.append("<tr><td class=\"path\">")
          .append(esc(op.key().path()))
          .append("</td><td>")
          .append(esc(ComparisonWords.operation(op)))
          .append("</td><td class=\"n\">")
          .append(esc(ComparisonWords.time(op.before().ioNanos())))
          .append("</td><td class=\"n\">")
          .append(esc(ComparisonWords.time(op.after().ioNanos())))
          .append("</td><td class=\"n\">")
          .append(esc(ComparisonWords.share(op.before().ioNanos(), op.after().ioNanos())))
          .append("</td><td class=\"n\">")
          .append(op.before().calls())
          .append("</td><td class=\"n\">")
          .append(op.after().calls())
          .append("</td><td class=\"n\">")
          .append(esc(ByteSize.human(op.before().bytes())))
          .append("</td><td class=\"n\">")
          .append(esc(ByteSize.human(op.after().bytes())))
          .append("</td></tr>\n");
    }
    h.append("</tbody></table>\n");
  }

  /** Text as HTML: every character markup or an attribute could read escaped. */
  static String esc(String s) {
    if (s == null) {
      return "";
    }
    StringBuilder b = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      switch (ch) {
        case '&' -> b.append("&amp;");
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '"' -> b.append("&quot;");
        case '\'' -> b.append("&#39;");
        default -> {
          if (ch < 0x20 && ch != '\n' && ch != '\t') {
            b.append("&#xFFFD;");
          } else {
            b.append(ch);
          }
        }
      }
    }
    return b.toString();
  }
}
