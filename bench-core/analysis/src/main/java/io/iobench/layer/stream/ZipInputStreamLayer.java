package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/**
 * {@code ZipInputStream}: reads entry headers in small pieces and compressed data 512 bytes at a
 * time from what is below it; its constructor takes no buffer size.
 */
public final class ZipInputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("zip-input-stream", JDK_STREAM, "java.util.zip.ZipInputStream")
          .refines(InflaterInputStreamLayer.LAYER)
          .title("ZipInputStream")
          .change(
              Changes.bufferedInputUnder(
                  "ZipInputStream",
                  List.of("buffered-stream"),
                  "For random access to entries, java.util.zip.ZipFile reads the central directory"
                      + " instead of the whole stream."))
          .build();

  private ZipInputStreamLayer() {}
}
