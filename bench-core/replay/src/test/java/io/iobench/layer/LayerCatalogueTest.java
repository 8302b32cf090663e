package io.iobench.layer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.format.CallPathFrames;
import io.iobench.format.KnownLibraries;
import io.iobench.layer.helper.ReopenedFileLayer;
import io.iobench.technique.Catalogue;
import io.iobench.technique.CompiledClasses;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The layer catalogue's rows, and the layers it finds in paths the agent recorded on real JDKs. */
class LayerCatalogueTest {
  /**
   * For each (file, API.operation) of jdk-paths.tsv, the layer the app's frame entered on every JDK
   * and the kind of change it can make there; "-" for paths through no layer.
   */
  private static final Map<String, String> EXPECTED =
      Map.ofEntries(
          Map.entry("objects.bin FileInputStream.read", "object-input-stream WRAPPER"),
          Map.entry("objects.bin FileOutputStream.write", "object-output-stream WRAPPER"),
          Map.entry("data.gz FileInputStream.read", "gzip-input-stream CONSTRUCTOR_ARGUMENT"),
          Map.entry("data.gz FileOutputStream.write", "gzip-output-stream CONSTRUCTOR_ARGUMENT"),
          Map.entry("journal.txt FileOutputStream.write", "buffered-writer FEWER_CALLS"),
          Map.entry("ints.bin FileOutputStream.write", "data-output-stream WRAPPER"),
          Map.entry("lines.txt FileChannel.read", "files-whole-file OTHER_CALL"),
          Map.entry("lines.txt FileChannel.write", "buffered-writer CONSTRUCTOR_ARGUMENT"),
          Map.entry("app.properties FileInputStream.read", "properties FEWER_CALLS"),
          Map.entry("app.properties FileOutputStream.write", "properties FEWER_CALLS"),
          Map.entry("app.log FileOutputStream.write", "logback-file-appender SETTING"),
          Map.entry("app.log FileChannel.read", "files-whole-file OTHER_CALL"));

  @Test
  void everyRowHasAUniqueIdClassesAndChangesWhoseTechniquesExist() {
    Set<String> ids = new HashSet<>();
    for (Layer layer : LayerCatalogue.all()) {
      assertTrue(ids.add(layer.id()), "duplicate id " + layer.id());
      // The one row no frame marks: a file's opens do (see ReopenedFileLayer).
      assertEquals(
          layer == ReopenedFileLayer.LAYER, layer.classes().isEmpty(), layer.id() + " classes");
      assertFalse(layer.changes().isEmpty(), layer.id());
      for (Change change : layer.changes()) {
        assertFalse(change.summary().isBlank(), layer.id());
        for (String family : change.techniques()) {
          assertTrue(
              Catalogue.families().contains(family),
              layer.id() + " names an unknown technique family " + family);
        }
        if (change.control() != Control.NOTHING) {
          assertFalse(change.code().isBlank(), layer.id() + " gives no code for " + change);
        }
        if (change.control() == Control.WRAPPER
            || change.control() == Control.CONSTRUCTOR_ARGUMENT) {
          assertFalse(change.techniques().isEmpty(), layer.id() + " replays no technique");
        }
      }
      assertTrue(
          layer.changes().get(layer.changes().size() - 1).entryMethods().isEmpty(),
          layer.id() + ": the last change applies to any way in");
    }
  }

  /**
   * The agent must walk on through a layer to the app's frame, so a library's layer must be under
   * one of the {@link KnownLibraries}: the agent, inside the app, cannot read this catalogue and
   * keeps that list of its own. Its rule is {@link CallPathFrames#isAppByDefault}.
   */
  @Test
  void everyLibrarysLayerIsOneTheAgentKnowsAsALibrary() {
    for (Layer layer : LayerCatalogue.all()) {
      for (String c : layer.classes()) {
        assertFalse(
            CallPathFrames.isAppByDefault(c),
            layer.id() + ": " + c + " is in no package of KnownLibraries");
      }
    }
  }

  /**
   * A layer is its class: one written under {@code layer/} but not added to the catalogue's list
   * would mark no frame. The list itself stays written out, since its order decides which row marks
   * a frame first.
   */
  @Test
  void everyClassThatDeclaresALayerIsInTheCatalogue() {
    CompiledClasses.assertEachListedOnce(
        LayerCatalogue.class, "LAYER", Layer.class, LayerCatalogue.all(), "LayerCatalogue's list");
  }

  @Test
  void theLayersOnThePathsOfEveryJdkAreTheSame() throws IOException {
    Map<String, Set<String>> jdksByKey = new java.util.TreeMap<>();
    for (String[] line : recordedPaths()) {
      String key = line[1] + " " + line[2];
      List<String> frames = Arrays.asList(line).subList(4, line.length);
      Optional<LayerMatch> entry = LayerCatalogue.entry(frames);
      String found =
          entry.map(m -> m.layer().id() + " " + m.change().orElseThrow().control()).orElse("-");
      if (line[2].endsWith(".truncate")) {
        assertEquals("-", found, line[0] + " " + key + ": opening a file is no layer's call");
        continue;
      }
      if (!EXPECTED.containsKey(key)) {
        continue;
      }
      if (line[1].equals("data.gz") || line[1].equals("objects.bin")) {
        // The header written or read by the constructor enters the same layer by <init>.
        assertEquals(
            EXPECTED.get(key).split(" ")[0], found.split(" ")[0], line[0] + " " + key + frames);
      } else {
        assertEquals(EXPECTED.get(key), found, line[0] + " " + key + " " + frames);
      }
      jdksByKey.computeIfAbsent(key, k -> new java.util.TreeSet<>()).add(line[0]);
    }
    for (String key : EXPECTED.keySet()) {
      assertEquals(
          Set.of("jdk11", "jdk17", "jdk21", "jdk25"),
          jdksByKey.get(key),
          key + " recognized on every JDK");
    }
  }

  @Test
  void aRunOfOneLayersFramesCountsOnceAndPassThroughFramesAreNoLayer() {
    List<LayerMatch> layers =
        LayerCatalogue.layersOf(
            List.of(
                "java.io.FilterInputStream.read",
                "java.util.zip.GZIPInputStream.read",
                "java.util.zip.InflaterInputStream.read",
                "java.util.zip.InflaterInputStream.fill",
                "java.io.BufferedInputStream.read",
                "java.io.BufferedInputStream.fill",
                "java.io.FileInputStream.read"));
    List<String> ids = new ArrayList<>();
    layers.forEach(m -> ids.add(m.layer().id() + "." + m.method()));
    assertEquals(List.of("gzip-input-stream.read", "buffered-input-stream.read"), ids);
    assertEquals(1, layers.get(0).frame());
  }

  /** A frame names the declaring class: DeflaterOutputStream.close of a GZIPOutputStream. */
  @Test
  void aBaseClassesInheritedMethodIsTheSubclassesLayer() {
    LayerMatch close =
        LayerCatalogue.entry(
                List.of(
                    "java.util.zip.DeflaterOutputStream.close",
                    "java.util.zip.GZIPOutputStream.finish",
                    "java.io.FileOutputStream.write"))
            .orElseThrow();
    assertEquals("gzip-output-stream", close.layer().id());
    assertEquals("close", close.method());
    LayerMatch inflate =
        LayerCatalogue.entry(
                List.of("java.util.zip.InflaterInputStream.read", "java.io.FileInputStream.read"))
            .orElseThrow();
    assertEquals("inflater-input-stream", inflate.layer().id(), "the base class on its own");
  }

  /** A foreign or damaged profile's path: missing frames, elisions, unknown classes. */
  @Test
  void aPathWithNullsElisionsAndStrangeFramesIsReadForWhatItHas() {
    List<String> frames =
        Arrays.asList(
            null, "...", "", "no-dot", "java.io.ObjectInputStream.readObject", "x.", null);
    List<LayerMatch> layers = LayerCatalogue.layersOf(frames);
    assertEquals(1, layers.size(), layers.toString());
    assertEquals("object-input-stream", layers.get(0).layer().id());
    assertEquals(List.of(), LayerCatalogue.layersOf(List.of()));
  }

  @Test
  void anEnginesPathHasNothingToChangeInTheAppsCode() {
    LayerMatch h2 =
        LayerCatalogue.entry(
                List.of(
                    "org.h2.mvstore.MVStore.commit",
                    "org.h2.mvstore.FileStore.writeFully",
                    "org.h2.mvstore.DataUtils.writeFully",
                    "sun.nio.ch.FileChannelImpl.write"))
            .orElseThrow();
    assertEquals("h2", h2.layer().id());
    assertEquals(Control.NOTHING, h2.change().orElseThrow().control());
    assertTrue(h2.change().orElseThrow().summary().contains("nothing to change in your code"));
  }

  private static List<String[]> recordedPaths() throws IOException {
    List<String[]> lines = new ArrayList<>();
    try (InputStream in = LayerCatalogueTest.class.getResourceAsStream("jdk-paths.tsv");
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        if (!line.startsWith("#")) {
          lines.add(line.split("\t"));
        }
      }
    }
    return lines;
  }
}
