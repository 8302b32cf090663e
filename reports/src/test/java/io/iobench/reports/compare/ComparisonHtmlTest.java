package io.iobench.reports.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.analysis.FindingKey;
import io.iobench.prove.Comparison;
import io.iobench.prove.OpChange;
import io.iobench.prove.OpTotals;
import io.iobench.prove.RealizedSaving;
import io.iobench.prove.WorkUnits;
import io.iobench.results.RecommendationResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ComparisonHtmlTest {
  private static final String HOSTILE = "/tmp/<script>alert('x')</script>&\"q\".log";

  private static Comparison comparison() {
    OpChange write =
        new OpChange(
            new FindingKey(HOSTILE, "FileOutputStream.write", "com.acme.<init>"),
            new OpTotals(100_000, 4_000_000, 200_000_000),
            new OpTotals(489, 4_000_000, 9_780_000));
    RecommendationResult r = new RecommendationResult();
    r.rank = 1;
    r.path = HOSTILE;
    r.current = "fos";
    r.recommended = "buffered";
    r.currentTitle = "FileOutputStream <unbuffered>";
    r.recommendedTitle = "BufferedOutputStream (8 KiB)";
    r.savedNanos = 180_000_000;
    RealizedSaving s =
        new RealizedSaving(r, RealizedSaving.Basis.APP_METHOD, write.before(), write.after());
    return new Comparison(
        "before <b>.json",
        "after.json",
        new WorkUnits(1000, 1000),
        List.of("a warning with <tags> & \"quotes\""),
        List.of(write),
        write.before(),
        write.after(),
        List.of(s));
  }

  @Test
  void everyTextFromTheProfilesIsEscapedAndThePageLoadsNothing() {
    String html = ComparisonHtml.render(comparison());

    assertFalse(html.contains("<script"), "no script, not even a hostile name's");
    assertFalse(html.contains("<b>"));
    assertFalse(html.contains("<tags>"));
    assertFalse(html.contains("<init>"));
    assertTrue(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;q&quot;"));
    Matcher external = Pattern.compile("(src|href)\\s*=|url\\(|@import|https?:").matcher(html);
    assertFalse(external.find(), () -> "loads " + external.group());
    assertTrue(html.contains("@media print"), "a print style");
  }

  @Test
  void thePageAndTheConsoleShowThePredictedAndRealizedSaving() {
    String html = ComparisonHtml.render(comparison());
    assertTrue(html.contains("180 ms"), html);
    assertTrue(html.contains("190 ms"), html);
    assertTrue(html.contains("106 %"), html);
    assertTrue(html.contains("as predicted"), html);

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new ConsoleComparison(20)
        .print(comparison(), new PrintStream(out, true, StandardCharsets.UTF_8));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(
        text.contains("I/O time 200 ms -> 9.78 ms (-190 ms, -95 %); calls 100000 -> 489"), text);
    assertTrue(text.contains("106 %"), text);
    assertTrue(text.contains("as predicted"), text);
    assertTrue(text.contains("warning: a warning with <tags>"), text);
    assertEquals(
        1,
        text.lines().filter(l -> l.contains("FileOutputStream.write from com.acme.<init>")).count(),
        text);
  }
}
