package io.iobench.layer.helper;

import static io.iobench.layer.Control.OTHER_CALL;
import static io.iobench.layer.LayerKind.JDK_HELPER;

import io.iobench.layer.Layer;
import java.util.List;
import java.util.Set;

/**
 * The Files helpers that take a whole file in one call: readAllBytes, readString, readAllLines,
 * lines, write, writeString. The app chooses the helper; its I/O inside is the JDK's.
 */
public final class FilesWholeFileLayer {
  public static final Layer LAYER =
      Layer.jdk("files-whole-file", JDK_HELPER, "java.nio.file.Files")
          .title("Files helpers (readAllBytes, readAllLines, lines, write)")
          .changeOn(
              Set.of("readAllLines", "lines", "newBufferedReader"),
              OTHER_CALL,
              "Read the lines with the helper that fits how they are used: a stream of lines for"
                  + " one pass, the whole file's bytes when it is parsed at once.",
              """
              try (Stream<String> lines = Files.lines(path)) {
                lines.forEach(this::process);
              }""",
              List.of("files-lines", "read-all-lines", "reader-lines"),
              "Files.lines keeps the file open until the stream is closed.")
          .change(
              OTHER_CALL,
              "Read or write the whole file with one helper call.",
              "byte[] data = Files.readAllBytes(path);",
              List.of("read-all-bytes"),
              "The whole file is in the heap at once.")
          .build();

  private FilesWholeFileLayer() {}
}
