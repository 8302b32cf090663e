package io.iobench.layer.engine;

import io.iobench.layer.Layer;

/**
 * HSQLDB: its file I/O is the engine's own; the app changes the engine's settings, not its code.
 */
public final class HsqldbLayer {
  public static final Layer LAYER =
      Layer.engine("hsqldb", "HSQLDB", "org.hsqldb.").nothingToChange().build();

  private HsqldbLayer() {}
}
