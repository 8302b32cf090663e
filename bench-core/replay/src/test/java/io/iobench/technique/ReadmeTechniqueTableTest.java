package io.iobench.technique;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.workload.Operation;
import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The technique table of docs/method.md (<b>Techniques.</b>) names every family of the catalogue
 * once, in the row of its operation, and no family that does not exist.
 */
class ReadmeTechniqueTableTest {
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
    Map<String, Operation> table = new TreeMap<>();
    ReadmeTables.namings("**Techniques.**", cell -> ROWS.get(cell.split(" ")[0]))
        .forEach((family, naming) -> table.put(family, naming.kind()));
    Map<String, Operation> catalogue = new TreeMap<>();
    for (Family f : Catalogue.rows()) {
      catalogue.put(f.name(), f.operation());
    }
    Set<String> missing = new TreeSet<>(catalogue.keySet());
    missing.removeAll(table.keySet());
    assertEquals(Set.of(), missing, "families docs/method.md's technique table does not name");
    Set<String> unknown = new TreeSet<>(table.keySet());
    unknown.removeAll(catalogue.keySet());
    assertEquals(Set.of(), unknown, "families docs/method.md's technique table names but are not");
    assertEquals(catalogue, table, "families in docs/method.md's row of another operation");
  }
}
