package io.iobench.layer.format;

import static io.iobench.layer.Control.OTHER_CALL;
import static io.iobench.layer.LayerKind.FORMAT;

import io.iobench.layer.Layer;
import java.util.List;
import java.util.Set;

/**
 * SnakeYAML ({@code org.yaml.snakeyaml}, as its 2.7 source reads; snakeyaml-engine is another
 * library, in {@code org.snakeyaml.engine}). {@code Yaml.dump(data, writer)} and {@code
 * dumpAll(documents, writer)} run a {@code Serializer} over an {@code Emitter} on the app's Writer
 * ({@code Yaml.dumpAll}). The emitter has no buffer of its own: it writes every indicator, space
 * and scalar to the Writer, and flushes the Writer at the end of every document ({@code
 * Emitter.ExpectDocumentEnd.expect}, {@code flushStream}) and of the stream ({@code
 * writeStreamEnd}). Over a {@code FileWriter} each dump is one write of the file, and in {@code
 * dumpAll} each document is; a {@code BufferedWriter} under it is flushed as often. {@code
 * Yaml.dump(data)} writes to a {@code StringWriter} instead. {@code load(InputStream)} reads
 * through a {@code UnicodeReader} (a 3-byte read for a byte-order mark through a {@code
 * PushbackInputStream}, then an {@code InputStreamReader}: 8 KiB a read of the file) under a {@code
 * StreamReader} that asks for 1023 chars a call; {@code load(Reader)} reads the app's Reader the
 * same way.
 */
public final class SnakeYamlLayer {
  public static final Layer LAYER =
      Layer.library("snakeyaml", FORMAT, "org.yaml.snakeyaml.")
          .title("SnakeYAML")
          .changeOn(
              Set.of("dump", "dumpAll", "dumpAs", "dumpAsMap"),
              OTHER_CALL,
              "Dump each record to a String and write it through a BufferedWriter:"
                  + " dump(data, writer) flushes the writer at the end of every document.",
              """
              Yaml yaml = new Yaml();
              Writer out = new BufferedWriter(new FileWriter(file), 65536);
              for (Object record : records) {
                out.write(yaml.dump(record)); // the emitter flushes a StringWriter, not the file
              }
              out.flush(); // once, or at the points a reader must see""",
              List.of("buffered-out"),
              "A BufferedWriter handed to dump(data, writer) or dumpAll(documents, writer) does not"
                  + " help: the emitter flushes it at the end of every document.",
              "Documents not yet flushed are lost if the process dies; close() writes the rest.")
          .before(
              """
              Yaml yaml = new Yaml();
              Writer out = new FileWriter(file);
              for (Object record : records) {
                yaml.dump(record, out);
              }""")
          .change(
              OTHER_CALL,
              "Load the document from the file's text read whole, where it fits in memory.",
              "Object data = new Yaml().load(Files.readString(path));",
              List.of("read-all-bytes"),
              "load(InputStream) already reads the file 8 KiB a call, after a 3-byte read for a"
                  + " byte-order mark: the gain is in those calls alone, small for a file read"
                  + " once.",
              "The whole text is in the heap while it is parsed.")
          .before(
              """
              Object data;
              try (InputStream in = new FileInputStream(file)) {
                data = new Yaml().load(in);
              }""")
          .build();

  private SnakeYamlLayer() {}
}
