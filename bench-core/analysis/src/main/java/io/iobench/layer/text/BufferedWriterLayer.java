package io.iobench.layer.text;

import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/**
 * {@code BufferedWriter}: writes to the writer below when its 8 KiB buffer fills and on every
 * flush(); a flush per line makes one file write per line.
 */
public final class BufferedWriterLayer {
  public static final Layer LAYER =
      Layer.jdk("buffered-writer", JDK_TEXT, "java.io.BufferedWriter")
          .title("BufferedWriter")
          .change(
              Changes.flushLessOften(
                  "BufferedWriter",
                  """
                  for (String line : lines) {
                    writer.write(line);
                    writer.newLine();
                    writer.flush();
                  }""",
                  """
                  for (String line : lines) {
                    writer.write(line);
                    writer.newLine();
                  }
                  writer.flush(); // once, or at the points a reader must see""",
                  Changes.FLUSH_IS_NO_SYNC
                      + " If durability was the point, FileChannel.force is what gives it.",
                  "Lines not yet flushed are lost if the process dies."))
          .change(
              Changes.biggerBuffer(
                  "BufferedWriter",
                  "Writer out = new BufferedWriter(new FileWriter(file));",
                  "Writer out = new BufferedWriter(new FileWriter(file), 65536);",
                  List.of("buffered-out"),
                  "The buffer holds chars: 65536 of them are 128 KiB of heap per writer."))
          .build();

  private BufferedWriterLayer() {}
}
