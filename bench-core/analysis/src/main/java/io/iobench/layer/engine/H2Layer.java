package io.iobench.layer.engine;

import io.iobench.layer.Layer;

/**
 * H2 Database (MVStore): its file I/O is the engine's own; the app changes the engine's settings,
 * not its code.
 */
public final class H2Layer {
  public static final Layer LAYER =
      Layer.engine("h2", "H2 Database (MVStore)", "org.h2.").nothingToChange().build();

  private H2Layer() {}
}
