package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/** {@code DataInputStream}: readInt, readLong, readUTF, each a small read of what is below it. */
public final class DataInputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("data-input-stream", JDK_STREAM, "java.io.DataInputStream")
          .title("DataInputStream")
          .change(
              Changes.bufferedInputUnder(
                  "DataInputStream",
                  List.of("buffered-stream"),
                  "DataInputStream takes any InputStream: the values read are the same."))
          .build();

  private DataInputStreamLayer() {}
}
