package io.iobench.layer.text;

import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/** {@code BufferedReader}: fills an 8 KiB char buffer from the reader below unless told. */
public final class BufferedReaderLayer {
  public static final Layer LAYER =
      Layer.jdk("buffered-reader", JDK_TEXT, "java.io.BufferedReader")
          .title("BufferedReader")
          .change(
              Changes.biggerBuffer(
                  "BufferedReader",
                  "BufferedReader in = new BufferedReader(new FileReader(file));",
                  "BufferedReader in = new BufferedReader(new FileReader(file), 65536);",
                  List.of("reader-lines"),
                  "The buffer holds chars: 65536 of them are 128 KiB of heap per reader."))
          .build();

  private BufferedReaderLayer() {}
}
