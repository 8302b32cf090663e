package io.iobench.layer.text;

import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/**
 * {@code InputStreamReader} (and FileReader): decodes what it reads from the stream below in 8 KiB
 * reads; the reader's own read(char[]) calls decide how often.
 */
public final class InputStreamReaderLayer {
  public static final Layer LAYER =
      Layer.jdk(
              "input-stream-reader",
              JDK_TEXT,
              "java.io.InputStreamReader",
              "sun.nio.cs.StreamDecoder")
          .title("InputStreamReader")
          .change(Changes.bufferedOverCodec(true))
          .build();

  private InputStreamReaderLayer() {}
}
