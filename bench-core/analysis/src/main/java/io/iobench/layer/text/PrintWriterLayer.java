package io.iobench.layer.text;

import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/** {@code PrintWriter}: with autoflush every println, printf and format flushes to the file. */
public final class PrintWriterLayer {
  public static final Layer LAYER =
      Layer.jdk("print-writer", JDK_TEXT, "java.io.PrintWriter")
          .title("PrintWriter")
          .change(
              Changes.withoutAutoflush(
                  "PrintWriter",
                  "BufferedWriter",
                  "PrintWriter out = new PrintWriter(new FileWriter(file), true);",
                  """
                  PrintWriter out = new PrintWriter(
                      new BufferedWriter(new FileWriter(file), 65536), false);""",
                  "Without autoflush, lines reach the file when the buffer fills or on flush()."))
          .build();

  private PrintWriterLayer() {}
}
