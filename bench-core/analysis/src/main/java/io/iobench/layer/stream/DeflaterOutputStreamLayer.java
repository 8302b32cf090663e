package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/** {@code DeflaterOutputStream} used directly: 512-byte writes of the file unless told. */
public final class DeflaterOutputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("deflater-output-stream", JDK_STREAM, "java.util.zip.DeflaterOutputStream")
          .title("DeflaterOutputStream")
          .change(
              Changes.compressionBuffer(
                  "DeflaterOutputStream",
                  false,
                  "OutputStream out =\n    new DeflaterOutputStream(new FileOutputStream(file), new Deflater(), 65536);"))
          .build();

  private DeflaterOutputStreamLayer() {}
}
