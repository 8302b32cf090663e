package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/**
 * {@code ObjectOutputStream}: drains its block-data buffer on every writeObject, one write of the
 * file per object when nothing buffers below it.
 */
public final class ObjectOutputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("object-output-stream", JDK_STREAM, "java.io.ObjectOutputStream")
          .title("ObjectOutputStream")
          .change(
              Changes.bufferedOutputUnder(
                  "ObjectOutputStream",
                  "Objects reach the file when the buffer fills or on flush() and close(): flush"
                      + " before handing the file to another reader."))
          .build();

  private ObjectOutputStreamLayer() {}
}
