package io.iobench.technique;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.iobench.workload.Operation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's technique table ("Replaying and recommending", <b>Techniques.</b>) names every
 * family of the catalogue once, in the row of its operation, and no family that does not exist.
 */
class ReadmeTechniqueTableTest {
  /** The repository's README: the first one above the module's directory. */
  private static final Path README = readme();

  private static final Pattern FAMILY = Pattern.compile("`([^`]+)`");

  /** A table row's first cell, as far as it tells the operation. */
  private static final Map<String, Operation> ROWS =
      Map.of(
          "read",
          Operation.READ,
          "text",
          Operation.READ,
          "write",
          Operation.WRITE,
          "copy",
          Operation.COPY,
          "sink",
          Operation.SINK,
          "read-modify-write",
          Operation.UPDATE);

  @Test
  void theTechniqueTableNamesEveryFamilyOnceInTheRowOfItsOperation() throws IOException {
    assumeTrue(
        Files.exists(README),
        "no README.md above the module (" + README.toAbsolutePath() + "): table not checked");
    Map<String, Operation> table = new TreeMap<>();
    for (String row : table(Files.readAllLines(README))) {
      String[] cells = row.split("\\|");
      Operation operation = ROWS.get(cells[1].trim().split(" ")[0]);
      assertNotNull(operation, "a row of no operation: " + row);
      Matcher m = FAMILY.matcher(cells[2]);
      while (m.find()) {
        assertEquals(null, table.put(m.group(1), operation), "named twice: " + m.group(1));
      }
    }
    Map<String, Operation> catalogue = new TreeMap<>();
    for (Family f : Catalogue.rows()) {
      catalogue.put(f.name(), f.operation());
    }
    Set<String> missing = new TreeSet<>(catalogue.keySet());
    missing.removeAll(table.keySet());
    assertEquals(Set.of(), missing, "families the README's technique table does not name");
    Set<String> unknown = new TreeSet<>(table.keySet());
    unknown.removeAll(catalogue.keySet());
    assertEquals(Set.of(), unknown, "families the README's technique table names but are not");
    assertEquals(catalogue, table, "families in the README's row of another operation");
  }

  private static Path readme() {
    Path dir = Path.of("").toAbsolutePath().getParent();
    while (dir != null && !Files.exists(dir.resolve("README.md"))) {
      dir = dir.getParent();
    }
    return dir == null ? Path.of("..", "README.md") : dir.resolve("README.md");
  }

  /** The rows of the table after the paragraph that starts with <b>Techniques.</b> */
  private static List<String> table(List<String> lines) {
    int start = 0;
    while (start < lines.size() && !lines.get(start).startsWith("**Techniques.**")) {
      start++;
    }
    assertFalse(start == lines.size(), "no **Techniques.** paragraph in the README");
    while (start < lines.size() && !lines.get(start).startsWith("|")) {
      start++;
    }
    int end = start;
    while (end < lines.size() && lines.get(end).startsWith("|")) {
      end++;
    }
    // The header and the separator are not rows.
    List<String> rows = lines.subList(Math.min(start + 2, end), end);
    assertFalse(rows.isEmpty(), "no technique table after **Techniques.**");
    return rows;
  }
}
