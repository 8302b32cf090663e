package io.iobench.layer.text;

import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/**
 * {@code OutputStreamWriter} (and FileWriter): encodes into an 8 KiB byte buffer and writes it to
 * the stream below when full and on every flush().
 */
public final class OutputStreamWriterLayer {
  public static final Layer LAYER =
      Layer.jdk(
              "output-stream-writer",
              JDK_TEXT,
              "java.io.OutputStreamWriter",
              "sun.nio.cs.StreamEncoder")
          .title("OutputStreamWriter")
          .change(
              Changes.flushLessOften(
                  "writer",
                  "writer.write(line);\nwriter.flush();",
                  "writer.write(line); // no writer.flush() per line: close() flushes",
                  Changes.FLUSH_IS_NO_SYNC))
          .change(Changes.bufferedOverCodec(false))
          .build();

  private OutputStreamWriterLayer() {}
}
