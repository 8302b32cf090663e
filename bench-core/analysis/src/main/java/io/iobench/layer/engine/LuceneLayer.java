package io.iobench.layer.engine;

import io.iobench.layer.Layer;

/**
 * Apache Lucene: its file I/O is the engine's own; the app changes the engine's settings, not its
 * code.
 */
public final class LuceneLayer {
  public static final Layer LAYER =
      Layer.engine("lucene", "Apache Lucene", "org.apache.lucene.").nothingToChange().build();

  private LuceneLayer() {}
}
