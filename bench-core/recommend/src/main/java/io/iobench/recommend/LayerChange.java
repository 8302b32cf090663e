package io.iobench.recommend;

import io.iobench.analysis.LibraryCalls;
import io.iobench.layer.AppLayer;
import io.iobench.layer.Change;

/**
 * A recommendation at a layer: the layer the app's frame called and the change there that the
 * recommended technique replays.
 *
 * @param layer where the app reaches the file
 * @param change what to do there
 * @param calls the calls of the file the app made through the layer, 0 when unknown
 * @param callSize the bytes of the usual call
 * @param libraryCalls what the library the calls went through did to the file per call of the app
 */
public record LayerChange(
    AppLayer layer, Change change, long calls, long callSize, LibraryCalls libraryCalls) {
  /** The layer's title and the method the app's path entered it by. */
  public String where() {
    return layer.where();
  }

  /**
   * What the library the app called did to the file per call of the app: "per call of the app into
   * com.google.common.io.CharSink.write: 1 open, 1 write of 31 bytes, 1 close", or "" when no call
   * was counted.
   */
  public String perAppCall() {
    if (!libraryCalls.counted()) {
      return "";
    }
    return "per call of the app into " + libraryCalls.entry() + ": " + libraryCalls.perAppCall();
  }

  /** What the layer did to the file: "100,000 calls of the file, mostly of 34 bytes". */
  public String calledFile() {
    if (calls <= 0) {
      return "";
    }
    return String.format(
        java.util.Locale.ROOT,
        "%,d calls of the file, mostly of %s",
        calls,
        io.iobench.text.ByteSize.human(callSize));
  }
}
