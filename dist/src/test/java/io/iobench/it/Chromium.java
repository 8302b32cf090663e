package io.iobench.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Headless Chromium from the command line: the rendered DOM of a page and a screenshot. Flags keep
 * it offline and free of first-run work; each call gets its own profile directory.
 */
final class Chromium {
  private final Path executable;

  private Chromium(Path executable) {
    this.executable = executable;
  }

  /** The Chromium on the PATH, if any (scripts/install-chromium.sh installs it in CI). */
  static Optional<Chromium> find() {
    for (String name : new String[] {"chromium", "chromium-browser", "google-chrome"}) {
      for (String dir :
          System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
        Path candidate = Path.of(dir, name);
        if (Files.isExecutable(candidate)) {
          return Optional.of(new Chromium(candidate));
        }
      }
    }
    return Optional.empty();
  }

  /** The DOM after the page's scripts ran. */
  String dumpDom(Path page, Path scratch) throws IOException, InterruptedException {
    return run(scratch, "--dump-dom", page.toUri().toString());
  }

  /** Saves a screenshot of the page at the given window size. */
  void screenshot(Path page, Path png, int width, int height, Path scratch)
      throws IOException, InterruptedException {
    run(
        scratch,
        "--screenshot=" + png.toAbsolutePath(),
        "--window-size=" + width + "," + height,
        "--hide-scrollbars",
        page.toUri().toString());
  }

  /**
   * How the page lays out in a window {@code width} pixels wide.
   *
   * @param innerWidth the window's width
   * @param scrollWidth the document's: wider than the window when something widens the page
   * @param widening the outermost elements that reach past the window, outside any box of their own
   *     that scrolls, which widen the page
   * @param codePanes the before/after code panes
   * @param scrollingPanes the code panes whose lines need scrolling sideways to be read
   * @param scrollingBoxes every other element that scrolls sideways (a table too wide for the
   *     window in its own box)
   */
  record Layout(
      int innerWidth,
      int scrollWidth,
      List<String> widening,
      int codePanes,
      List<String> scrollingPanes,
      List<String> scrollingBoxes) {}

  /**
   * Measures the page at {@code width}: a copy of it with a script appended that measures once the
   * page has drawn itself (on load) and writes what it found into attributes of the body, read from
   * the DOM. The copy's script adds nothing to the page's layout.
   */
  Layout layout(Path page, int width, Path scratch) throws IOException, InterruptedException {
    String html = Files.readString(page, StandardCharsets.UTF_8);
    int end = html.lastIndexOf("</body>");
    if (end < 0) {
      throw new AssertionError("no </body> in " + page);
    }
    Path copy = Files.createTempFile(scratch, "layout-", ".html");
    Files.writeString(
        copy, html.substring(0, end) + MEASURE + html.substring(end), StandardCharsets.UTF_8);
    String dom =
        run(
            scratch,
            "--window-size=" + width + ",900",
            "--hide-scrollbars",
            "--dump-dom",
            copy.toUri().toString());
    String inner = bodyAttribute(dom, "data-layout-inner");
    if (inner == null) {
      throw new AssertionError("the page was not measured at " + width + " px");
    }
    return new Layout(
        Integer.parseInt(inner),
        Integer.parseInt(bodyAttribute(dom, "data-layout-scroll")),
        list(bodyAttribute(dom, "data-layout-widening")),
        Integer.parseInt(bodyAttribute(dom, "data-layout-panes")),
        list(bodyAttribute(dom, "data-layout-scrolling-panes")),
        list(bodyAttribute(dom, "data-layout-scrolling-boxes")));
  }

  private static List<String> list(String joined) {
    return joined == null || joined.isEmpty() ? List.of() : List.of(joined.split("; "));
  }

  /**
   * Measures on load, after the report's own script drew it (on DOMContentLoaded). Descriptions are
   * tag, class and pixels only, so that they need no escaping in an attribute.
   */
  private static final String MEASURE =
      """
      <script>
      window.addEventListener("load", function () {
        var d = document.documentElement, b = document.body, edge = window.innerWidth;
        function name(e) {
          var c = (e.getAttribute("class") || "").trim();
          return e.tagName.toLowerCase() + (c ? "." + c.split(/\\s+/).join(".") : "");
        }
        function scrolls(e) {
          var o = getComputedStyle(e).overflowX;
          return o === "auto" || o === "scroll" || o === "hidden" || o === "clip";
        }
        function clipped(e) {
          for (var a = e.parentElement; a && a !== b; a = a.parentElement) { if (scrolls(a)) { return true; } }
          return false;
        }
        var widening = [], panes = [], scrollingPanes = [], boxes = [];
        b.querySelectorAll("*").forEach(function (e) {
          var r = e.getBoundingClientRect(), p = e.parentElement.getBoundingClientRect();
          if (r.right > edge + 0.5 && p.right <= edge + 0.5 && !clipped(e)) {
            widening.push(name(e) + " to " + Math.round(r.right) + " px");
          }
        });
        b.querySelectorAll(".code-pair pre").forEach(function (e, i) {
          panes.push(e);
          if (e.scrollWidth > e.clientWidth) {
            scrollingPanes.push("pane " + (i + 1) + " " + e.scrollWidth + " px in " + e.clientWidth + " px");
          }
        });
        b.querySelectorAll("*").forEach(function (e) {
          if (panes.indexOf(e) < 0 && e.clientWidth > 0 && e.scrollWidth > e.clientWidth && scrolls(e)) {
            boxes.push(name(e) + " " + e.scrollWidth + " px in " + e.clientWidth + " px");
          }
        });
        b.setAttribute("data-layout-inner", String(edge));
        b.setAttribute("data-layout-scroll", String(d.scrollWidth));
        b.setAttribute("data-layout-widening", widening.slice(0, 20).join("; "));
        b.setAttribute("data-layout-panes", String(panes.length));
        b.setAttribute("data-layout-scrolling-panes", scrollingPanes.join("; "));
        b.setAttribute("data-layout-scrolling-boxes", boxes.slice(0, 20).join("; "));
      });
      </script>
      """;

  /** Prints the page to PDF with the print stylesheet, as a user's "Save as PDF" would. */
  void printToPdf(Path page, Path pdf, Path scratch) throws IOException, InterruptedException {
    run(
        scratch,
        "--no-pdf-header-footer",
        "--print-to-pdf=" + pdf.toAbsolutePath(),
        page.toUri().toString());
  }

  private String run(Path scratch, String... args) throws IOException, InterruptedException {
    Path profileDir = Files.createTempDirectory(scratch, "chromium-");
    List<String> cmd =
        new ArrayList<>(
            List.of(
                executable.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-dev-shm-usage",
                "--virtual-time-budget=10000",
                "--user-data-dir=" + profileDir));
    cmd.addAll(List.of(args));
    Path out = Files.createTempFile(scratch, "chromium-", ".out");
    Path err = Files.createTempFile(scratch, "chromium-", ".err");
    Process p =
        new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("chromium did not finish in 120 s");
    }
    String stdout = Files.readString(out, StandardCharsets.UTF_8);
    if (p.exitValue() != 0) {
      throw new AssertionError(
          "chromium exited with " + p.exitValue() + ": " + Files.readString(err));
    }
    return stdout;
  }

  /** The value of an attribute of the {@code <body>} element in a DOM dump, or null. */
  static String bodyAttribute(String dom, String name) {
    Matcher body = Pattern.compile("<body([^>]*)>").matcher(dom);
    if (!body.find()) {
      return null;
    }
    Matcher attribute =
        Pattern.compile("\\s" + Pattern.quote(name) + "=\"([^\"]*)\"").matcher(body.group(1));
    return attribute.find() ? attribute.group(1) : null;
  }
}
