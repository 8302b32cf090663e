package io.iobench.layer.format;

import static io.iobench.layer.Control.CONSTRUCTOR_ARGUMENT;
import static io.iobench.layer.Control.FEWER_CALLS;
import static io.iobench.layer.Control.OTHER_CALL;
import static io.iobench.layer.LayerKind.FORMAT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;
import java.util.Set;

/**
 * Kryo (com.esotericsoftware.kryo). What it does to the file, as its source says:
 *
 * <ul>
 *   <li>{@code Output(OutputStream)} buffers 4096 bytes ({@code this(4096, 4096)}); {@code require}
 *       calls {@code flush()} when an object does not fit, and {@code flush()} writes the buffer to
 *       the stream and flushes the stream ({@code outputStream.write(buffer, 0, position);
 *       outputStream.flush()}). {@code Kryo.writeObject} never flushes: a flush per object is the
 *       app's own call, a write of the file per object.
 *   <li>{@code Input(InputStream)} reads the stream into a 4096-byte buffer ({@code this(4096)}),
 *       {@code fill} asking for what is left of it: calls of up to 4 KiB.
 * </ul>
 */
public final class KryoLayer {
  /** The methods by which an app reads through Kryo: the Input fills its buffer under them. */
  private static final Set<String> READS =
      Set.of(
          "readObject",
          "readClassAndObject",
          "readObjectOrNull",
          "end",
          "read",
          "readBytes",
          "readByte",
          "readBoolean",
          "readShort",
          "readChar",
          "readInt",
          "readVarInt",
          "readLong",
          "readVarLong",
          "readFloat",
          "readDouble",
          "readString",
          "skip");

  public static final Layer LAYER =
      Layer.library("kryo", FORMAT, "com.esotericsoftware.kryo.")
          .title("Kryo")
          .changeOn(
              Set.of("flush"),
              FEWER_CALLS,
              "Flush the Output once, when done, not per object: each flush() writes its buffer"
                  + " to the file and flushes the stream.",
              """
              for (Object record : records) {
                kryo.writeObject(output, record);
              }
              output.flush(); // once, or at the points a reader must see; close() flushes too""",
              List.of("fos", "buffered-out"),
              Changes.FLUSH_IS_NO_SYNC,
              "Objects not yet flushed (up to the Output's buffer, 4096 bytes unless told) are"
                  + " lost if the process dies.")
          .before(
              """
              for (Object record : records) {
                kryo.writeObject(output, record);
                output.flush();
              }""")
          .changeOn(
              READS,
              CONSTRUCTOR_ARGUMENT,
              "Give the Input a bigger buffer: it reads the stream 4096 bytes at a time unless"
                  + " told.",
              "Input input = new Input(new FileInputStream(file), 65536);",
              List.of("fis"),
              "The buffer is allocated per Input.")
          .before("Input input = new Input(new FileInputStream(file));")
          .changeOn(
              READS,
              OTHER_CALL,
              "Read the whole file in one call and let the Input read the array.",
              "Input input = new Input(Files.readAllBytes(path));",
              List.of("read-all-bytes"),
              "The whole file is in the heap while its objects are read.")
          .before("Input input = new Input(new FileInputStream(file));")
          .change(
              CONSTRUCTOR_ARGUMENT,
              "Give the Output a bigger buffer: it writes the stream 4096 bytes at a time unless"
                  + " told.",
              "Output output = new Output(new FileOutputStream(file), 65536);",
              List.of("fos", "buffered-out"),
              "The buffer is allocated per Output; objects reach the file when it fills, on"
                  + " flush() and on close().")
          .before("Output output = new Output(new FileOutputStream(file));")
          .build();

  private KryoLayer() {}
}
