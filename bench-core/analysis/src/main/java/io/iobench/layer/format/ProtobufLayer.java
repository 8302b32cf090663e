package io.iobench.layer.format;

import static io.iobench.layer.Control.FEWER_CALLS;
import static io.iobench.layer.Control.OTHER_CALL;
import static io.iobench.layer.Control.WRAPPER;
import static io.iobench.layer.LayerKind.FORMAT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;
import java.util.Set;

/**
 * Protocol Buffers' Java runtime (protobuf-java, com.google.protobuf). What it does to the file, as
 * its source says:
 *
 * <ul>
 *   <li>{@code AbstractMessageLite.writeTo(OutputStream)} and {@code writeDelimitedTo} make a
 *       {@code CodedOutputStream} per call, its buffer sized to the message ({@code
 *       computePreferredBufferSize}: the serialized size, at most {@code DEFAULT_BUFFER_SIZE} =
 *       4096), and {@code flush()} it at the end, which writes the buffer ({@code
 *       OutputStreamEncoder.doFlush}: {@code out.write(buffer, 0, position)}) and does not flush
 *       the stream. On a bare FileOutputStream that is a write of the file per message, or more:
 *       {@code OutputStreamEncoder.writeStringNoTag} writes out what the buffer holds first when a
 *       string's largest UTF-8 length (3 bytes a char) does not fit in what is left of it, so a
 *       message with strings is often two writes. A BufferedOutputStream under it gathers them.
 *   <li>{@code AbstractParser.parsePartialDelimitedFrom} reads the length prefix with {@code
 *       InputStream.read()}, one byte a call ({@code CodedInputStream.readRawVarint32(firstByte,
 *       input)}), then the message through a {@code LimitedInputStream} of its length: on a bare
 *       FileInputStream, two or three reads of the file per message. {@code parseFrom(InputStream)}
 *       reads through a {@code CodedInputStream} of 4096 bytes.
 * </ul>
 *
 * <p>A generated class's static {@code parseDelimitedFrom} is the app's own code when the class is
 * generated into the app: the path then enters the library by {@code
 * GeneratedMessage.parseDelimitedWithIOException}.
 */
public final class ProtobufLayer {
  /** The methods that read one length-prefixed message. */
  private static final Set<String> DELIMITED_READS =
      Set.of(
          "parseDelimitedFrom",
          "parseDelimitedWithIOException",
          "parsePartialDelimitedFrom",
          "mergeDelimitedFrom");

  /** The methods that read a message to the end of the stream. */
  private static final Set<String> WHOLE_READS =
      Set.of("parseFrom", "parseWithIOException", "parsePartialFrom", "mergeFrom");

  private static final String READ_DELIMITED =
      """
      try (InputStream in = new FileInputStream(file)) {
        for (MessageLite m; (m = parser.parseDelimitedFrom(in)) != null; ) {
          process(m);
        }
      }""";

  public static final Layer LAYER =
      Layer.library("protobuf", FORMAT, "com.google.protobuf.")
          .title("Protocol Buffers (protobuf-java)")
          .changeOn(
              DELIMITED_READS,
              WRAPPER,
              "Put a BufferedInputStream between parseDelimitedFrom and the file: it reads the"
                  + " length a byte at a time, then each message in a read of its own.",
              """
              try (InputStream in = new BufferedInputStream(new FileInputStream(file), 65536)) {
                for (MessageLite m; (m = parser.parseDelimitedFrom(in)) != null; ) {
                  process(m);
                }
              }""",
              List.of("buffered-stream"),
              "parseDelimitedFrom takes any InputStream and reads no further than its message:"
                  + " the messages read are the same.")
          .before(READ_DELIMITED)
          .changeOn(
              DELIMITED_READS,
              OTHER_CALL,
              "Read the whole file in one call and parse the messages from a"
                  + " ByteArrayInputStream.",
              """
              try (InputStream in = new ByteArrayInputStream(Files.readAllBytes(path))) {
                for (MessageLite m; (m = parser.parseDelimitedFrom(in)) != null; ) {
                  process(m);
                }
              }""",
              List.of("read-all-bytes"),
              "The whole file is in the heap while its messages are read.")
          .before(READ_DELIMITED)
          .changeOn(
              WHOLE_READS,
              OTHER_CALL,
              "Read the whole file in one call and parse the bytes.",
              "MessageLite m = parser.parseFrom(Files.readAllBytes(path));",
              List.of("read-all-bytes"),
              "parseFrom already reads 4096 bytes at a time: only the calls are saved, parsing"
                  + " costs the same.")
          .before(
              """
              try (InputStream in = new FileInputStream(file)) {
                MessageLite m = parser.parseFrom(in);
              }""")
          .changeOn(
              Set.of("flush"),
              FEWER_CALLS,
              "Write all the messages through one CodedOutputStream with a big buffer and flush"
                  + " it once: each flush() writes its buffer to the file.",
              """
              CodedOutputStream coded = CodedOutputStream.newInstance(out, 65536);
              for (MessageLite message : messages) {
                coded.writeUInt32NoTag(message.getSerializedSize());
                message.writeTo(coded);
              }
              coded.flush(); // once, or at the points a reader must see""",
              List.of("fos", "buffered-out"),
              Changes.FLUSH_IS_NO_SYNC,
              "Messages not yet flushed are lost if the process dies.")
          .before(
              """
              CodedOutputStream coded = CodedOutputStream.newInstance(out);
              for (MessageLite message : messages) {
                coded.writeUInt32NoTag(message.getSerializedSize());
                message.writeTo(coded);
                coded.flush();
              }""")
          .change(
              WRAPPER,
              "Put a BufferedOutputStream between writeDelimitedTo (or writeTo) and the file:"
                  + " each call writes its message in a write of its own.",
              """
              try (OutputStream out = new BufferedOutputStream(new FileOutputStream(file), 65536)) {
                for (MessageLite message : messages) {
                  message.writeDelimitedTo(out);
                }
              }""",
              List.of("buffered-out"),
              "Messages reach the file when the buffer fills and on close(): flush() where a"
                  + " reader must see them. "
                  + Changes.FLUSH_IS_NO_SYNC)
          .before(
              """
              try (OutputStream out = new FileOutputStream(file)) {
                for (MessageLite message : messages) {
                  message.writeDelimitedTo(out);
                }
              }""")
          .build();

  private ProtobufLayer() {}
}
