package io.iobench.layer.stream;

import static io.iobench.layer.Control.OTHER_CALL;
import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/**
 * {@code ObjectInputStream}: reads the stream in the small pieces the serialized form has (a type
 * code, a length, a string), each one a read of the file when nothing buffers below it.
 */
public final class ObjectInputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("object-input-stream", JDK_STREAM, "java.io.ObjectInputStream")
          .title("ObjectInputStream")
          .change(
              Changes.bufferedInputUnder(
                  "ObjectInputStream",
                  List.of("buffered-stream"),
                  "ObjectInputStream takes any InputStream: the objects read are the same."))
          .change(
              OTHER_CALL,
              "Read the whole file at once and deserialize from a ByteArrayInputStream.",
              """
              ObjectInputStream in = new ObjectInputStream(
                  new ByteArrayInputStream(Files.readAllBytes(path)));""",
              List.of("read-all-bytes"),
              "The whole file is in the heap while its objects are read.")
          .before("ObjectInputStream in = new ObjectInputStream(new FileInputStream(file));")
          .build();

  private ObjectInputStreamLayer() {}
}
