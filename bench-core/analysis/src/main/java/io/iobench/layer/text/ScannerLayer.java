package io.iobench.layer.text;

import static io.iobench.layer.Control.OTHER_CALL;
import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Layer;
import java.util.List;

/**
 * {@code Scanner}: reads its source 1024 chars at a time and parses with regular expressions; for
 * lines of a file a BufferedReader does the same work with bigger reads and no regex.
 */
public final class ScannerLayer {
  public static final Layer LAYER =
      Layer.jdk("scanner", JDK_TEXT, "java.util.Scanner")
          .title("Scanner")
          .change(
              OTHER_CALL,
              "Read the lines with a BufferedReader and parse them yourself.",
              """
              try (BufferedReader in = Files.newBufferedReader(path)) {
                for (String line; (line = in.readLine()) != null; ) {
                  process(line);
                }
              }""",
              List.of("reader-lines", "files-lines"),
              "Scanner's token parsing (nextInt, delimiters) has to be written by hand.")
          .build();

  private ScannerLayer() {}
}
