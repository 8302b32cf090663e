package io.iobench.recommend;

import io.iobench.layer.AppLayer;
import io.iobench.layer.Change;

/**
 * A recommendation at a layer: the layer the app's frame called and the change there that the
 * recommended technique replays.
 *
 * @param layer where the app reaches the file
 * @param change what to do there
 */
public record LayerChange(AppLayer layer, Change change) {
  /** The layer's title and the method the app's path entered it by. */
  public String where() {
    return layer.where();
  }
}
