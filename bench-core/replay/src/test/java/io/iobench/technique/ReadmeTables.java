package io.iobench.technique;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The tables of the repository's README that tests hold to the catalogues. */
public final class ReadmeTables {
  private ReadmeTables() {}

  /**
   * The rows (without header and separator) of the first table after the paragraph that starts with
   * {@code paragraph}; skips the test when the module is built without its repository.
   */
  public static List<String> rowsAfter(String paragraph) throws IOException {
    Path readme = readme();
    assumeTrue(
        Files.exists(readme),
        "no README.md above the module (" + readme.toAbsolutePath() + "): table not checked");
    List<String> lines = Files.readAllLines(readme);
    int start = 0;
    while (start < lines.size() && !lines.get(start).startsWith(paragraph)) {
      start++;
    }
    assertFalse(start == lines.size(), "no " + paragraph + " paragraph in the README");
    while (start < lines.size() && !lines.get(start).startsWith("|")) {
      start++;
    }
    int end = start;
    while (end < lines.size() && lines.get(end).startsWith("|")) {
      end++;
    }
    List<String> rows = lines.subList(Math.min(start + 2, end), end);
    assertFalse(rows.isEmpty(), "no table after " + paragraph);
    return rows;
  }

  /** The repository's README: the first one above the module's directory. */
  private static Path readme() {
    Path dir = Path.of("").toAbsolutePath().getParent();
    while (dir != null && !Files.exists(dir.resolve("README.md"))) {
      dir = dir.getParent();
    }
    return dir == null ? Path.of("..", "README.md") : dir.resolve("README.md");
  }
}
