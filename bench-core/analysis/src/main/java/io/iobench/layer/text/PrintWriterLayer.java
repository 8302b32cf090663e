package io.iobench.layer.text;

import static io.iobench.layer.Control.CONSTRUCTOR_ARGUMENT;
import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Layer;
import java.util.List;

/** {@code PrintWriter}: with autoflush every println, printf and format flushes to the file. */
public final class PrintWriterLayer {
  public static final Layer LAYER =
      Layer.jdk("print-writer", JDK_TEXT, "java.io.PrintWriter")
          .title("PrintWriter")
          .change(
              CONSTRUCTOR_ARGUMENT,
              "Create the PrintWriter without autoflush, over a BufferedWriter.",
              """
              PrintWriter out = new PrintWriter(
                  new BufferedWriter(new FileWriter(file), 65536), false);""",
              List.of("buffered-out"),
              "Without autoflush, lines reach the file when the buffer fills or on flush().")
          .before("PrintWriter out = new PrintWriter(new FileWriter(file), true);")
          .build();

  private PrintWriterLayer() {}
}
