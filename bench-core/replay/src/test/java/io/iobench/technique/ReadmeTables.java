package io.iobench.technique;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tables of the repository's docs/method.md (the technique and layer catalogues) that tests
 * hold to the catalogues.
 */
public final class ReadmeTables {
  /** Where the tables live, relative to the repository's root. */
  static final String DOC = "docs/method.md";

  private static final Pattern NAME = Pattern.compile("`([^`]+)`");

  private ReadmeTables() {}

  /** Where a table names an id: the kind its row's first cell stands for, and the naming cell. */
  public record Naming<K>(K kind, String cell) {}

  /**
   * The ids in backquotes in the second cell of each row of the table after {@code paragraph}, each
   * named once, with the kind {@code kindOf} reads from the row's first cell (null for none, which
   * fails).
   */
  public static <K> Map<String, Naming<K>> namings(String paragraph, Function<String, K> kindOf)
      throws IOException {
    Map<String, Naming<K>> namings = new TreeMap<>();
    for (String row : rowsAfter(paragraph)) {
      String[] cells = row.split("\\|");
      K kind = kindOf.apply(cells[1].trim());
      assertNotNull(kind, "a row of no kind: " + row);
      Matcher m = NAME.matcher(cells[2]);
      while (m.find()) {
        assertEquals(
            null,
            namings.put(m.group(1), new Naming<>(kind, cells[2])),
            "named twice: " + m.group(1));
      }
    }
    return namings;
  }

  /**
   * The rows (without header and separator) of the first table after the paragraph that starts with
   * {@code paragraph}; skips the test when the module is built without its repository.
   */
  public static List<String> rowsAfter(String paragraph) throws IOException {
    Path doc = methodDoc();
    assumeTrue(
        Files.exists(doc), "no " + DOC + " above the module (" + doc + "): table not checked");
    List<String> lines = Files.readAllLines(doc);
    int start = 0;
    while (start < lines.size() && !lines.get(start).startsWith(paragraph)) {
      start++;
    }
    assertFalse(start == lines.size(), "no " + paragraph + " paragraph in " + DOC);
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

  /** The repository's docs/method.md: the first one above the module's directory. */
  private static Path methodDoc() {
    Path dir = Path.of("").toAbsolutePath().getParent();
    while (dir != null && !Files.exists(dir.resolve(DOC))) {
      dir = dir.getParent();
    }
    return (dir == null ? Path.of("..") : dir).resolve(DOC).toAbsolutePath();
  }
}
