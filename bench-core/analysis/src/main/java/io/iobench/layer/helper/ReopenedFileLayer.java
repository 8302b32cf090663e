package io.iobench.layer.helper;

import static io.iobench.layer.Control.FEWER_CALLS;
import static io.iobench.layer.LayerKind.JDK_HELPER;

import io.iobench.layer.Layer;
import java.util.List;

/**
 * A file the app opens again, appending, for every few records and closes after them: {@code new
 * FileWriter(file, true)} per log line, {@code Files.writeString(path, line, APPEND)} per line, a
 * library's "append this to that file" per record. Each record then costs an open and a close, two
 * system calls and a path lookup that take longer than its write. No frame marks this layer: the
 * file's opens do, when they take a notable share of its time ({@code Opens.reopened}), whatever
 * the writes go through; its change is made where the app opens the file.
 */
public final class ReopenedFileLayer {
  public static final Layer LAYER =
      Layer.jdk("reopened-file", JDK_HELPER)
          .title("A file opened again for every few writes")
          .change(
              FEWER_CALLS,
              "Keep the file open: open it once, write every record through it, close it at the"
                  + " end.",
              """
              // once, before the records (and closed once, after them)
              try (Writer out = Files.newBufferedWriter(path, StandardCharsets.UTF_8,
                                                        StandardOpenOption.CREATE,
                                                        StandardOpenOption.APPEND)) {
                for (String line : lines) {
                  out.write(line);
                }
              }""",
              List.of(
                  "fos",
                  "channel-heap-write",
                  "buffered-out",
                  "raf-write",
                  "channel-direct-write",
                  "fos-byte"),
              "A writer kept open across records holds the file's descriptor: close it when the"
                  + " app stops (try-with-resources, or a shutdown hook for a long-lived one).",
              "Other processes that read the file see each record once it is written (the open"
                  + " itself made nothing durable): call flush() where a record must be visible at"
                  + " once.")
          .before(
              """
              for (String line : lines) {
                // an open, a write and a close per record
                try (Writer out = new FileWriter(file, true)) {
                  out.write(line);
                }
              }""")
          .build();

  private ReopenedFileLayer() {}
}
