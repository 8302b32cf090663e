package io.iobench.layer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.technique.ReadmeTables;
import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The layer table of docs/method.md (<b>Layers.</b>) names every layer of the catalogue once, by
 * its title and id, in the row of its kind, and no layer that does not exist.
 */
class ReadmeLayerTableTest {
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
          "data formats",
          LayerKind.FORMAT,
          "engines",
          LayerKind.ENGINE);

  @Test
  void theLayerTableNamesEveryLayerOnceInTheRowOfItsKind() throws IOException {
    Map<String, ReadmeTables.Naming<LayerKind>> namings =
        ReadmeTables.namings("**Layers.**", ROWS::get);
    Map<String, LayerKind> table = new TreeMap<>();
    namings.forEach((id, naming) -> table.put(id, naming.kind()));
    Map<String, LayerKind> catalogue = new TreeMap<>();
    for (Layer layer : LayerCatalogue.all()) {
      catalogue.put(layer.id(), layer.kind());
      ReadmeTables.Naming<LayerKind> naming = namings.get(layer.id());
      assertTrue(
          naming != null && naming.cell().contains(layer.title() + " (`" + layer.id() + "`)"),
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
