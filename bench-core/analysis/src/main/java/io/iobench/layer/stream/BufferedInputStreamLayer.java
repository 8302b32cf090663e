package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/** {@code BufferedInputStream}: reads the file a buffer at a time (8 KiB unless told). */
public final class BufferedInputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("buffered-input-stream", JDK_STREAM, "java.io.BufferedInputStream")
          .title("BufferedInputStream")
          .change(
              Changes.biggerBuffer(
                  "BufferedInputStream",
                  "InputStream in = new BufferedInputStream(new FileInputStream(file));",
                  "InputStream in = new BufferedInputStream(new FileInputStream(file), 65536);",
                  List.of("buffered-stream"),
                  "The buffer is allocated per stream: a big one for many small files costs memory."))
          .build();

  private BufferedInputStreamLayer() {}
}
