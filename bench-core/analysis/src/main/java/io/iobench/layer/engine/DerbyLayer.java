package io.iobench.layer.engine;

import io.iobench.layer.Layer;

/**
 * Apache Derby: its file I/O is the engine's own; the app changes the engine's settings, not its
 * code.
 */
public final class DerbyLayer {
  public static final Layer LAYER =
      Layer.engine("derby", "Apache Derby", "org.apache.derby.").nothingToChange().build();

  private DerbyLayer() {}
}
