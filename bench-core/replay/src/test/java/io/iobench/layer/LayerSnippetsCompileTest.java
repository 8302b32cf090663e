package io.iobench.layer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.technique.SnippetCompiler;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java code of every layer's changes compiles, before and after: all of it in one class whose
 * header declares what the snippets take from the app around them, compiled against the libraries
 * the layers name (this module's test dependencies). Configuration (logback's and Log4j's XML,
 * logging.properties) is left to the frameworks.
 */
class LayerSnippetsCompileTest {
  private static final String HEADER =
      """
      import java.awt.image.BufferedImage;
      import java.io.*;
      import java.nio.charset.StandardCharsets;
      import java.nio.file.*;
      import java.util.*;
      import java.util.stream.*;
      import java.util.zip.*;
      import javax.imageio.*;
      import javax.xml.stream.*;
      import org.apache.commons.compress.archivers.tar.*;
      import org.apache.commons.csv.*;
      import org.yaml.snakeyaml.*;

      abstract class Snippets {
        File file;
        Path path;
        OutputStream out;
        BufferedWriter writer;
        byte[] record;
        List<String> lines;
        String line;
        List<List<String>> records;
        BufferedImage image;

        abstract void process(String line);
      """;

  @Test
  void everyLayersJavaCodeCompiles(@TempDir Path classes) {
    Map<String, String> snippets = new LinkedHashMap<>();
    for (Layer layer : LayerCatalogue.all()) {
      for (Change change : layer.changes()) {
        for (String code : List.of(change.before(), change.code())) {
          if (isJava(code)) {
            snippets.putIfAbsent(code, layer.id() + ": " + change.summary());
          }
        }
      }
    }
    assertTrue(snippets.size() >= 30, "snippets found: " + snippets.size());
    List<String> errors = SnippetCompiler.compile(HEADER, snippets, classes);
    assertTrue(errors.isEmpty(), String.join("\n", errors));
  }

  /** Configuration is XML or properties; Java is anything else that is not empty. */
  private static boolean isJava(String code) {
    String start = code.strip();
    return !start.isEmpty() && !start.startsWith("<") && !start.startsWith("#");
  }
}
