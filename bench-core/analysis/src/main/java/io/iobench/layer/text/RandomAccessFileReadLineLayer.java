package io.iobench.layer.text;

import static io.iobench.layer.Control.OTHER_CALL;
import static io.iobench.layer.LayerKind.JDK_TEXT;

import io.iobench.layer.Layer;
import java.util.List;

/**
 * {@code RandomAccessFile.readLine}: lines read a {@code read()} system call per byte, and a char
 * per byte (ISO-8859-1). The layer is that one method: RandomAccessFile's other methods are the
 * file API itself. A reader that buffers gives the same lines in a read per few thousand bytes.
 */
public final class RandomAccessFileReadLineLayer {
  private static final String BEFORE =
      """
      try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "r")) {
        for (String line; (line = file.readLine()) != null; ) {
          process(line);
        }
      }""";

  private static final String SAME_STRINGS =
      "ISO-8859-1 turns each byte into one char, as readLine did, so the lines are the same"
          + " strings; for UTF-8 text StandardCharsets.UTF_8 decodes what readLine garbled (the"
          + " replay read ASCII lines, the same in both).";

  public static final Layer LAYER =
      Layer.jdk("random-access-file-read-line", JDK_TEXT, "java.io.RandomAccessFile")
          .methods("readLine")
          .title("RandomAccessFile.readLine")
          .change(
              OTHER_CALL,
              "Read the lines through a BufferedReader: RandomAccessFile.readLine makes a read()"
                  + " system call per byte.",
              """
              try (BufferedReader in = Files.newBufferedReader(path, StandardCharsets.ISO_8859_1)) {
                for (String line; (line = in.readLine()) != null; ) {
                  process(line);
                }
              }""",
              List.of("reader-lines", "files-lines"),
              SAME_STRINGS,
              "Where the app seeks between lines, read from the position through the file's"
                  + " channel, new BufferedReader(Channels.newReader(file.getChannel()"
                  + ".position(offset), StandardCharsets.ISO_8859_1)), and no longer through the"
                  + " RandomAccessFile: the reader reads ahead of the lines it returns.")
          .before(BEFORE)
          .change(
              OTHER_CALL,
              "Read all the lines in one call: RandomAccessFile.readLine makes a read() system"
                  + " call per byte.",
              """
              for (String line : Files.readAllLines(path, StandardCharsets.ISO_8859_1)) {
                process(line);
              }""",
              List.of("read-all-lines"),
              SAME_STRINGS,
              "Holds every line at once: about 2-3x the file size in heap.")
          .before(BEFORE)
          .build();

  private RandomAccessFileReadLineLayer() {}
}
