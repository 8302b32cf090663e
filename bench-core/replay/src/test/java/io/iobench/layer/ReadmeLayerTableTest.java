package io.iobench.layer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.technique.ReadmeTables;
import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The layer table of docs/method.md (<b>Layers.</b>) names every layer of the catalogue once, by
 * its title and id, in the row of its kind, and no layer that does not exist.
 */
class ReadmeLayerTableTest {
  private static final Pattern ID = Pattern.compile("`([^`]+)`");

  private static final Map<String, LayerKind> ROWS =
      Map.of(
          "JDK streams",
          LayerKind.JDK_STREAM,
          "JDK readers and writers",
          LayerKind.JDK_TEXT,
          "JDK helpers",
          LayerKind.JDK_HELPER,
          "logging",
          LayerKind.LOGGING,
          "engines",
          LayerKind.ENGINE);

  @Test
  void theLayerTableNamesEveryLayerOnceInTheRowOfItsKind() throws IOException {
    Map<String, LayerKind> table = new TreeMap<>();
    Map<String, String> rowOf = new TreeMap<>();
    for (String row : ReadmeTables.rowsAfter("**Layers.**")) {
      String[] cells = row.split("\\|");
      LayerKind kind = ROWS.get(cells[1].trim());
      assertNotNull(kind, "a row of no kind: " + row);
      Matcher m = ID.matcher(cells[2]);
      while (m.find()) {
        assertEquals(null, table.put(m.group(1), kind), "named twice: " + m.group(1));
        rowOf.put(m.group(1), cells[2]);
      }
    }
    Map<String, LayerKind> catalogue = new TreeMap<>();
    for (Layer layer : LayerCatalogue.all()) {
      catalogue.put(layer.id(), layer.kind());
      String row = rowOf.get(layer.id());
      assertTrue(
          row != null && row.contains(layer.title() + " (`" + layer.id() + "`)"),
          "docs/method.md names "
              + layer.id()
              + " as "
              + layer.title()
              + " (`"
              + layer.id()
              + "`)");
    }
    assertEquals(
        catalogue, table, "layers docs/method.md misses, names in another row, or invents");
  }
}
