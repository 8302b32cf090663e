package io.iobench.layer.stream;

import static io.iobench.layer.LayerKind.JDK_STREAM;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/**
 * {@code BufferedOutputStream}: writes the file a buffer at a time (8 KiB unless told), and on
 * every flush().
 */
public final class BufferedOutputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("buffered-output-stream", JDK_STREAM, "java.io.BufferedOutputStream")
          .title("BufferedOutputStream")
          .change(
              Changes.flushLessOften(
                  "BufferedOutputStream",
                  "out.write(record);\nout.flush();",
                  "out.write(record); // no out.flush() per record: close() flushes",
                  Changes.FLUSH_IS_NO_SYNC,
                  "What is not flushed is lost if the process dies."))
          .change(
              Changes.biggerBuffer(
                  "BufferedOutputStream",
                  "OutputStream out = new BufferedOutputStream(new FileOutputStream(file));",
                  "OutputStream out = new BufferedOutputStream(new FileOutputStream(file), 65536);",
                  List.of("buffered-out"),
                  "The buffer is allocated per stream."))
          .build();

  private BufferedOutputStreamLayer() {}
}
