package io.iobench.layer.text;

import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/**
 * {@code PrintStream}: with autoflush (System.out and System.err have it) every println is a write
 * of the file; over a bare FileOutputStream every print is.
 */
public final class PrintStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("print-stream", JDK_TEXT, "java.io.PrintStream")
          .title("PrintStream")
          .change(
              Changes.withoutAutoflush(
                  "PrintStream",
                  "BufferedOutputStream",
                  "PrintStream out = new PrintStream(new FileOutputStream(file), true);",
                  """
                  PrintStream out = new PrintStream(
                      new BufferedOutputStream(new FileOutputStream(file), 65536), false,
                      StandardCharsets.UTF_8);""",
                  "Without autoflush, lines reach the file when the buffer fills or on flush(); for"
                      + " System.out that means a console sees them later."))
          .build();

  private PrintStreamLayer() {}
}
