package io.iobench.reports.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.profile.FileSystemMount;
import io.iobench.results.ReplayResults;
import io.iobench.results.WorkloadResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HtmlReportTest {
  private static final String DATA_OPEN = "<script type=\"application/json\" id=\"report-data\">";
  private static final String CSP =
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"
          + " style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">";

  static ReplayResults hostileResults() {
    return Fixtures.results(
        List.of(
            Fixtures.workload(Fixtures.IMG, "fis-byte"),
            Fixtures.workload("/elsewhere/" + Fixtures.SCRIPT, "fis-byte")),
        List.of(
            Fixtures.recommendation(Fixtures.IMG, "fis-byte", 1, 5_000_000),
            Fixtures.recommendation(Fixtures.IMG, "fis-byte", 2, 4_000_000)));
  }

  @Test
  void hostileNamesCannotCloseTheScriptElement() {
    for (ReplayResults results : new ReplayResults[] {null, hostileResults()}) {
      String page = HtmlReport.render(Fixtures.hostileProfile(), Fixtures.SCRIPT, results);
      int opened = count(page, "<script");
      assertEquals(3, opened, "the template opens three script elements");
      assertEquals(opened, count(page, "</script>"), "one </script> per script element");
      assertFalse(page.contains("<img"), "no markup from data");
      assertFalse(page.contains("<!--"), "no comment opener from data");
      String data = embedded(page);
      assertFalse(data.contains("<") || data.contains(">") || data.contains("&"), data);
    }
  }

  @Test
  void aReplayOnAnotherFileSystemIsAWarningWithItsHostileNamesEscaped() throws Exception {
    ReplayResults results = hostileResults();
    WorkloadResult.Storage storage = new WorkloadResult.Storage();
    storage.observed = new FileSystemMount("ext4", "/srv/" + Fixtures.IMG);
    storage.replayed = new FileSystemMount("tmpfs", "/dev/" + Fixtures.SCRIPT);
    storage.dir = "/dev/" + Fixtures.SCRIPT;
    storage.otherFileSystem = true;
    storage.why = "the work directory was given (--work-dir)";
    results.workloads.get(0).storage = storage;

    String page = HtmlReport.render(Fixtures.hostileProfile(), "p.json", results);

    assertEquals(count(page, "<script"), count(page, "</script>"));
    assertFalse(page.contains("<img"), "no markup from data");
    JsonNode workload = new ObjectMapper().readTree(embedded(page)).path("files").get(0);
    JsonNode section = workload.path("workloads").get(0);
    assertTrue(section.path("storageWarning").asBoolean(), section.toString());
    assertEquals(
        "warning: replayed on tmpfs at /dev/"
            + Fixtures.SCRIPT
            + ", not on the observed file's ext4 at /srv/"
            + Fixtures.IMG
            + " (the work directory was given (--work-dir)): its speed-ups are that file system's,"
            + " not the app's storage's",
        section.path("storage").asText());
  }

  @Test
  void pageIsOfflineWithAStrictPolicy() {
    String page = HtmlReport.render(Fixtures.hostileProfile(), "p.json", hostileResults());
    assertTrue(page.contains(CSP), "CSP meta tag");
    assertTrue(page.indexOf(CSP) < page.indexOf("<script"), "policy before the first script");
    String rest = page.replace("\"http://www.w3.org/2000/svg\"", "");
    assertFalse(rest.contains("http://"), "no http URL");
    assertFalse(rest.contains("https://"), "no https URL");
    assertFalse(rest.contains("src=\"") || rest.contains("<link"), "loads nothing");
    assertFalse(page.contains("innerHTML"), "the page builds its DOM from text only");
  }

  @Test
  void embeddedJsonParsesBackWithTheNamesIntact() throws Exception {
    String page = HtmlReport.render(Fixtures.hostileProfile(), Fixtures.SCRIPT, hostileResults());
    JsonNode model = new ObjectMapper().readTree(embedded(page));
    assertEquals(Fixtures.SCRIPT, model.path("profileName").asText());
    List<String> paths = new ArrayList<>();
    model.path("files").forEach(f -> paths.add(f.path("path").asText()));
    assertTrue(paths.contains(Fixtures.IMG), paths.toString());
    assertTrue(paths.contains(Fixtures.SCRIPT), paths.toString());
    JsonNode change = model.path("verdict").path("changes").get(0);
    assertEquals("in.read(); // " + Fixtures.SCRIPT, change.path("before").asText());
    JsonNode path = model.path("files").get(0).path("ops").get(0).path("paths").get(0);
    assertEquals("Evil.<clinit>(" + Fixtures.SCRIPT + ":1)", path.path("app").asText());
    assertEquals("<!--", path.path("frames").get(0).asText());
    assertEquals(
        "/elsewhere/" + Fixtures.SCRIPT,
        model.path("unmatchedWorkloads").get(0).path("path").asText());
  }

  @Test
  void writeReplacesTheFileWithoutLeavingATemporaryOne(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("report.html");
    Files.writeString(out, "old");
    HtmlReport.write(Fixtures.hostileProfile(), "p.json", null, out);
    assertTrue(Files.readString(out).startsWith("<!DOCTYPE html>"));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(List.of(out), files.toList());
    }
  }

  @Test
  void templateHoldsThePlaceholderOnce() {
    String template = HtmlReport.template();
    assertEquals(1, count(template, HtmlReport.PLACEHOLDER));
    assertEquals(1, count(template, "http://"), "only the SVG namespace");
  }

  static String embedded(String page) {
    int start = page.indexOf(DATA_OPEN);
    assertTrue(start >= 0, "report-data element");
    start += DATA_OPEN.length();
    return page.substring(start, page.indexOf("</script>", start));
  }

  static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + part.length())) {
      n++;
    }
    return n;
  }
}
