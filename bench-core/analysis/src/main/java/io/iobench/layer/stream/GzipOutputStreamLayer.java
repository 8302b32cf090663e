package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/**
 * {@code GZIPOutputStream}: writes what the deflater produced 512 bytes at a time unless its
 * constructor is given a size.
 */
public final class GzipOutputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("gzip-output-stream", JDK_STREAM, "java.util.zip.GZIPOutputStream")
          .refines(DeflaterOutputStreamLayer.LAYER)
          .title("GZIPOutputStream")
          .change(
              Changes.compressionBuffer(
                  "GZIPOutputStream",
                  false,
                  "OutputStream out = new GZIPOutputStream(new FileOutputStream(file), 65536);"))
          .build();

  private GzipOutputStreamLayer() {}
}
