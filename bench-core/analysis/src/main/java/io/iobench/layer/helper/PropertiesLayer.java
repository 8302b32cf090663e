package io.iobench.layer.helper;

import static io.iobench.layer.Control.FEWER_CALLS;
import static io.iobench.layer.LayerKind.JDK_HELPER;

import io.iobench.layer.Layer;
import java.util.List;

/**
 * {@code Properties.load} and {@code store}: load reads 8 KiB at a time through its line reader,
 * store writes through a BufferedWriter flushed once; the cost is in how often they are called.
 */
public final class PropertiesLayer {
  public static final Layer LAYER =
      Layer.jdk("properties", JDK_HELPER, "java.util.Properties")
          .title("Properties.load / store")
          .change(
              FEWER_CALLS,
              "Load the file once and keep the Properties, rather than loading it on every use.",
              """
              Properties settings = new Properties(); // once, at start-up: keep it, do not reload
              try (Reader in = Files.newBufferedReader(path)) {
                settings.load(in);
              }""",
              List.of(),
              "A file loaded once does not see later edits.")
          .build();

  private PropertiesLayer() {}
}
