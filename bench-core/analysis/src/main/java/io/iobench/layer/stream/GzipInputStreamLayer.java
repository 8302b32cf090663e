package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/**
 * {@code GZIPInputStream}: fills its inflater from the file 512 bytes at a time unless its
 * constructor is given a size.
 */
public final class GzipInputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("gzip-input-stream", JDK_STREAM, "java.util.zip.GZIPInputStream")
          .refines(InflaterInputStreamLayer.LAYER)
          .title("GZIPInputStream")
          .change(
              Changes.compressionBuffer(
                  "GZIPInputStream",
                  true,
                  "InputStream in = new GZIPInputStream(new FileInputStream(file), 65536);"))
          .build();

  private GzipInputStreamLayer() {}
}
