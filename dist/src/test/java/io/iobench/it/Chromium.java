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
