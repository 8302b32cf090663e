package io.iobench.it;

import static io.iobench.it.JavaRun.iobench;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The HTML report in a real headless Chromium: it renders every chart without a JavaScript error or
 * a network request, and names from the profile stay text. Screenshots go to target/ for a person
 * to look at.
 */
class ReportBrowserIT {
  static final String IMG = "<img src=x onerror=alert(1)>.log";
  static final String SCRIPT = "</script><script>alert(1)</script>";

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
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("report-browser", jdk);
    Path profile = dir.resolve("profile.json");
    JavaRun.on(jdk)
        .profiled(profile, "io.iobench.itapps.ConcurrentIo", dir.resolve("data").toString(), "2");
    Path report = dir.resolve("report.html");
    JavaRun.Result r =
        iobench(
            "report",
            profile.toString(),
            "-o",
            report.toString(),
            "--top",
            "2",
            "--warmup",
            "0",
            "--max-size",
            "1m",
            "--work-dir",
            dir.toString());
    assertEquals(0, r.exitCode, r.toString());
    assertTrue(r.stdout.contains("Report written to"), r.stdout);

    String dom = chromium.dumpDom(report, dir);
    assertHealthy(dom, 4);
    assertTrue(dom.contains("Path to the JDK call (outermost first)"), "no call path table");
    assertTrue(
        dom.contains("<code>java.nio.file.Files.write</code>"),
        "the path of the Files.write that made the input shows its helper");
    assertTrue(dom.contains("io.iobench.itapps.ConcurrentIo."), "no app frame in the paths");
    chromium.screenshot(report, Path.of("target", "report-screenshot.png"), 1280, 2400, dir);
    assertTrue(
        Files.size(Path.of("target", "report-screenshot.png")) > 10_000, "screenshot is empty");
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
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("report-hostile", jdk);
    Path profile = dir.resolve("profile.json");
    JavaRun.on(jdk)
        .profiled(profile, "io.iobench.itapps.ConcurrentIo", dir.resolve("data").toString(), "1");
    ObjectMapper json = new ObjectMapper();
    ObjectNode root = (ObjectNode) json.readTree(profile.toFile());
    ArrayNode files = (ArrayNode) root.get("files");
    assertTrue(files.size() >= 2, root.toString());
    ((ObjectNode) files.get(0)).put("path", "/data/" + IMG);
    ((ObjectNode) files.get(1)).put("path", "/data/" + SCRIPT);
    root.put("command", "java -jar app.jar " + SCRIPT);
    Path hostile = dir.resolve("hostile-profile.json");
    json.writeValue(hostile.toFile(), root);
    Path report = dir.resolve("hostile.html");
    JavaRun.Result r =
        iobench("report", hostile.toString(), "--no-replay", "-o", report.toString());
    assertEquals(0, r.exitCode, r.toString());

    String dom = chromium.dumpDom(report, dir);
    assertHealthy(dom, 1);
    assertFalse(dom.contains("<img src=\"x\""), "the file name became an element");
    assertFalse(dom.contains("alert(1)</script>"), "the file name closed a script");
    assertTrue(
        dom.contains("&lt;img src=x onerror=alert(1)&gt;.log"),
        "the file name is not shown as text");
    assertTrue(
        dom.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"),
        "the name is not shown as text");
    chromium.screenshot(
        report, Path.of("target", "report-hostile-screenshot.png"), 1280, 1600, dir);
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
