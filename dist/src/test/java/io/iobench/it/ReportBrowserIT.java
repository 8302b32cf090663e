package io.iobench.it;

import static io.iobench.it.JavaRun.iobench;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsReader;
import io.iobench.results.ResultsWriter;
import io.iobench.results.Standing;
import io.iobench.results.WorkloadKey;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The HTML report in a real headless Chromium: it renders every chart without a JavaScript error or
 * a network request, names from the profile stay text, and it fits a laptop's window and a narrow
 * one: nothing widens the page, and the code before and after a change reads without scrolling
 * sideways. Screenshots at both widths go to target/ for a person to look at.
 */
class ReportBrowserIT {
  static final String IMG = "<img src=x onerror=alert(1)>.log";
  static final String SCRIPT = "</script><script>alert(1)</script>";

  /** A laptop's window. */
  static final int LAPTOP = 1366;

  /** A narrow window: half a large screen, a small tablet. */
  static final int NARROW = 800;

  private static Chromium chromium() {
    Optional<Chromium> found = Chromium.find();
    if (found.isEmpty() && "true".equals(System.getenv("CI"))) {
      throw new AssertionError(
          "CI=true but no chromium: scripts/install-chromium.sh should have installed it");
    }
    Assumptions.assumeTrue(
        found.isPresent(), "no chromium here: browser test skipped (CI=true installs it)");
    return found.get();
  }

  @Test
  void aReplayedReportRendersEveryChartOfflineWithoutErrors() throws Exception {
    Chromium chromium = chromium();
    Path dir = AgentMatrixIT.work("report-browser", JdkMatrix.current());
    Path profile = Profiles.concurrentIo(dir, 2);
    Path report = dir.resolve("report.html");
    JavaRun.Result r =
        JavaRun.report(
            profile,
            report,
            dir,
            "--top",
            "2",
            "--warmup",
            "0",
            "--max-size",
            "1m",
            // Every qualifying gain a change to make, so that the verdict shows code before and
            // after.
            "--min-saving",
            "0");
    assertTrue(r.stdout.contains("Report written to"), r.stdout);

    String dom = chromium.dumpDom(report, dir);
    assertHealthy(dom, 4);
    assertTrue(dom.contains("Path to the JDK call (outermost first)"), "no call path table");
    assertTrue(
        dom.contains("<code>java.nio.file.Files.write</code>"),
        "the path of the Files.write that made the input shows its helper");
    assertTrue(
        dom.replace("<wbr>", "").contains("io.iobench.itapps.ConcurrentIo."),
        "no app frame in the paths");
    // Code before and after for every change to make (how many the replay found varies).
    long changes =
        ResultsReader.read(dir.resolve("report.replay.json")).recommendations.stream()
            .filter(c -> c.rank == 1 && c.standing == Standing.CHANGE)
            .count();
    for (int width : new int[] {LAPTOP, NARROW}) {
      Chromium.Layout layout = chromium.layout(report, width, dir);
      assertFits(layout, width);
      assertEquals(2 * changes, layout.codePanes(), layout.toString());
      Path png = Path.of("target", "report-screenshot-" + width + ".png");
      chromium.screenshot(report, png, width, 2400, dir);
      assertTrue(Files.size(png) > 10_000, "screenshot is empty");
    }
    Path pdf = Path.of("target", "report.pdf");
    chromium.printToPdf(report, pdf, dir);
    assertTrue(Files.size(pdf) > 10_000, "printed PDF is empty");
    assertTrue(
        new String(Files.readAllBytes(pdf), 0, 5, java.nio.charset.StandardCharsets.US_ASCII)
            .equals("%PDF-"),
        "not a PDF");
  }

  @Test
  void hostileNamesFromTheProfileStayText() throws Exception {
    Chromium chromium = chromium();
    Path dir = AgentMatrixIT.work("report-hostile", JdkMatrix.current());
    Path profile = Profiles.concurrentIo(dir, 1);
    ObjectMapper json = new ObjectMapper();
    ObjectNode root = (ObjectNode) json.readTree(profile.toFile());
    ArrayNode files = (ArrayNode) root.get("files");
    assertTrue(files.size() >= 2, root.toString());
    ((ObjectNode) files.get(0)).put("path", "/data/" + IMG);
    ((ObjectNode) files.get(1)).put("path", "/data/" + SCRIPT);
    root.put("command", "java -jar app.jar " + SCRIPT);
    // As merged from two JVMs, one of them with hostile names.
    ArrayNode parts = root.putArray("parts");
    parts.addObject().put("file", SCRIPT).put("host", IMG).put("pid", 4711);
    parts.addObject().put("file", "web-2.json").put("host", "web-2").put("pid", 4712);
    Path hostile = dir.resolve("hostile-profile.json");
    json.writeValue(hostile.toFile(), root);
    Path report = dir.resolve("hostile.html");
    JavaRun.Result r =
        iobench("report", hostile.toString(), "--no-replay", "-o", report.toString());
    assertEquals(0, r.exitCode, r.toString());

    String dom = chromium.dumpDom(report, dir);
    assertRendersAsText(dom, "the file name");
    assertTrue(
        dom.contains("&lt;img src=x onerror=alert(1)&gt;.log"),
        "the file name is not shown as text");
    assertTrue(
        dom.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"),
        "the name is not shown as text");
    assertTrue(dom.contains("Merged from 2 JVMs"), "a merged profile's JVMs are listed");
    assertTrue(dom.contains(">4712<"), "each JVM's pid");
    for (int width : new int[] {LAPTOP, NARROW}) {
      assertFits(chromium.layout(report, width, dir), width);
      chromium.screenshot(
          report,
          Path.of("target", "report-hostile-screenshot-" + width + ".png"),
          width,
          1600,
          dir);
    }

    // The same profile with changes whose code names the files and runs past any window's width.
    Path results = dir.resolve("hostile.replay.json");
    ResultsWriter.write(hostileResults(hostile.toString()), results);
    Path changes = dir.resolve("hostile-changes.html");
    r =
        iobench(
            "report",
            hostile.toString(),
            "--results",
            results.toString(),
            "-o",
            changes.toString());
    assertEquals(0, r.exitCode, r.toString());
    dom = chromium.dumpDom(changes, dir);
    assertRendersAsText(dom, "code");
    assertTrue(
        dom.contains("new FileOutputStream(\"/data/&lt;img src=x onerror=alert(1)&gt;.log\")"),
        "the code is not shown as text");
    for (int width : new int[] {LAPTOP, NARROW}) {
      Chromium.Layout layout = chromium.layout(changes, width, dir);
      assertFits(layout, width);
      assertEquals(4, layout.codePanes(), layout.toString());
      chromium.screenshot(
          changes,
          Path.of("target", "report-hostile-changes-screenshot-" + width + ".png"),
          width,
          1600,
          dir);
    }
  }

  /**
   * Results of a replay of the hostile profile: one change per hostile file, with code whose lines
   * are longer than any pane is wide (one a single word), and an option and an own-code change with
   * long call sites.
   */
  private static ReplayResults hostileResults(String source) {
    ReplayResults results = new ReplayResults();
    results.mode = "replay";
    results.source = source;
    results.createdAt = "2026-01-01T00:00:00Z";
    results.settings.warmupRounds = 2;
    results.settings.measuredRounds = 5;
    results.settings.cache = "warm";
    results.settings.threshold = 1.1;
    String word = "x".repeat(40) + SCRIPT + "y".repeat(160);
    String site =
        "com.example.service.ingest.pipeline.HostileNames$" + SCRIPT + ".run(HostileNames.java:41)";
    for (String name : new String[] {IMG, SCRIPT}) {
      String file = "/data/" + name;
      RecommendationResult c = recommendation(file, site, Standing.CHANGE);
      c.before =
          "try (OutputStream out = new FileOutputStream(\""
              + file
              + "\")) {\n"
              + "    for (Record record : records) {\n"
              + "        out.write(record.bytes(), 0, record.length()); // one call per record, and"
              + " this comment goes on well past the width of any window this test opens\n"
              + "    }\n"
              + "}\n";
      c.after =
          "try (OutputStream out = new BufferedOutputStream(new FileOutputStream(\""
              + file
              + "\"), 65536)) {\n"
              + "\tint "
              + word
              + " = 0;\n"
              + "}\n";
      results.recommendations.add(c);
    }
    results.recommendations.add(recommendation("/data/" + IMG, site, Standing.SMALL_GAIN));
    results.recommendations.add(recommendation("/data/" + SCRIPT, site, Standing.OWN_CODE_ONLY));
    return results;
  }

  private static RecommendationResult recommendation(String file, String site, Standing standing) {
    RecommendationResult r = new RecommendationResult();
    r.path = file;
    r.rank = 1;
    r.current = "fos/100";
    r.currentTitle = "FileOutputStream + byte[] (100 bytes)";
    r.recommended = "bos/64k";
    r.recommendedTitle = "BufferedOutputStream (64 KiB)";
    r.invasiveness = "WRAP";
    r.speedup = 12.5;
    r.speedupLow = 9.8;
    r.speedupHigh = 15.1;
    r.savedNanos = 1_200_000;
    r.callSite = site;
    r.key = WorkloadKey.of(file, null, "WRITE", site);
    r.standing = standing;
    return r;
  }

  /**
   * Nothing widens the page, no code pane needs scrolling sideways, and in a laptop's window
   * nothing scrolls sideways at all (in a narrow one a table may, in its own box).
   */
  private static void assertFits(Chromium.Layout layout, int width) {
    assertEquals(width, layout.innerWidth(), "the window is not as wide as asked");
    assertAll(
        () ->
            assertTrue(
                layout.scrollWidth() <= layout.innerWidth(),
                "the page is "
                    + layout.scrollWidth()
                    + " px wide in a "
                    + width
                    + " px window, widened by "
                    + layout.widening()),
        () ->
            assertEquals(
                List.of(),
                layout.scrollingPanes(),
                "code panes scroll sideways at " + width + " px"),
        () -> {
          if (width >= LAPTOP) {
            assertEquals(
                List.of(), layout.scrollingBoxes(), "boxes scroll sideways at " + width + " px");
          }
        });
  }

  /**
   * The page of the hostile profile renders, and {@code what} (which holds the hostile names) made
   * no element and closed no script.
   */
  private static void assertRendersAsText(String dom, String what) {
    assertHealthy(dom, 1);
    assertFalse(dom.contains("<img src=\"x\""), what + " became an element");
    assertFalse(dom.contains("alert(1)</script>"), what + " closed a script");
  }

  private static void assertHealthy(String dom, int minCharts) {
    String rendered = Chromium.bodyAttribute(dom, "data-rendered");
    assertEquals(
        "true",
        rendered,
        "page did not finish rendering: " + Chromium.bodyAttribute(dom, "data-error-text"));
    assertEquals(
        "0",
        Chromium.bodyAttribute(dom, "data-errors"),
        Chromium.bodyAttribute(dom, "data-error-text"));
    assertEquals(
        "0",
        Chromium.bodyAttribute(dom, "data-csp-violations"),
        "the page tried a blocked request");
    String charts = Chromium.bodyAttribute(dom, "data-charts");
    assertNotNull(charts, "no chart count");
    assertTrue(Integer.parseInt(charts) >= minCharts, "charts drawn: " + charts);
  }
}
