package io.iobench.layer;

import java.util.Optional;

/**
 * A layer found in a call path: the layer, the index of the frame where the path entered it
 * (outermost first) and the method it entered by.
 */
public record LayerMatch(Layer layer, int frame, String method) {
  /** The change the app can make here, for the way the path entered. */
  public Optional<Change> change() {
    return layer.changeFor(method);
  }
}
