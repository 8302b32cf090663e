package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/**
 * {@code ZipOutputStream}: writes entry headers in small pieces and compressed data 512 bytes at a
 * time; its constructor takes no buffer size.
 */
public final class ZipOutputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("zip-output-stream", JDK_STREAM, "java.util.zip.ZipOutputStream")
          .refines(DeflaterOutputStreamLayer.LAYER)
          .title("ZipOutputStream")
          .change(
              Changes.bufferedOutputUnder(
                  "ZipOutputStream",
                  "Entries reach the file when the buffer fills, on flush() and on close()."))
          .build();

  private ZipOutputStreamLayer() {}
}
