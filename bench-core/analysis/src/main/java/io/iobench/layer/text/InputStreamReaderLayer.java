package io.iobench.layer.text;

import static io.iobench.layer.Control.WRAPPER;
import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Layer;
import java.util.List;

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
          .change(
              WRAPPER,
              "Read through a BufferedReader with a big buffer over the InputStreamReader.",
              """
              BufferedReader in = new BufferedReader(
                  new InputStreamReader(new FileInputStream(file), StandardCharsets.UTF_8), 65536);""",
              List.of("reader-lines", "files-lines"),
              "The characters read are the same; only the calls to the file change.")
          .build();

  private InputStreamReaderLayer() {}
}
