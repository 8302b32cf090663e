package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/**
 * {@code DataOutputStream}: writeInt, writeLong, writeUTF straight to what is below it. On JDK 11 a
 * writeInt is four one-byte writes, from JDK 17 on one four-byte write.
 */
public final class DataOutputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("data-output-stream", JDK_STREAM, "java.io.DataOutputStream")
          .title("DataOutputStream")
          .change(
              Changes.bufferedOutputUnder(
                  "DataOutputStream",
                  "Values reach the file when the buffer fills or on flush() and close()."))
          .build();

  private DataOutputStreamLayer() {}
}
