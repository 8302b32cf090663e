package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/** {@code InflaterInputStream} used directly: 512-byte reads of the file unless told. */
public final class InflaterInputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("inflater-input-stream", JDK_STREAM, "java.util.zip.InflaterInputStream")
          .title("InflaterInputStream")
          .change(
              Changes.compressionBuffer(
                  "InflaterInputStream",
                  true,
                  "InputStream in =\n    new InflaterInputStream(new FileInputStream(file), new Inflater(), 65536);"))
          .build();

  private InflaterInputStreamLayer() {}
}
