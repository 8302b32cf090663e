package io.iobench.layer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The data-format rows on the call paths the agent recorded through the libraries as they come from
 * Maven Central (Jackson 2.23.0, Gson 2.15.0, Kryo 5.6.2, protobuf-java 4.36.2, Avro 1.12.2, on JDK
 * 17; it-apps' SerializationIo, and the other ways in called the same way): the layer the app's
 * frame entered, the method it entered by, and the change for that way in, with the replay families
 * that measure it.
 */
class FormatLayersTest {
  /** The layer a recorded path (the frames after the app's, outermost first) entered. */
  private static AppLayer entered(String... frames) {
    LayerMatch m = LayerCatalogue.entry(List.of(frames)).orElseThrow();
    return new AppLayer(m.layer(), m.method(), m.layer().changesFor(m.method()), "app", 1);
  }

  private static void assertEntered(AppLayer at, String layer, String method, Control control) {
    assertEquals(layer, at.layer().id(), at.toString());
    assertEquals(method, at.entryMethod(), at.toString());
    assertEquals(control, at.changes().get(0).control(), at.changes().get(0).summary());
  }

  /** The change a replay family stands for, which must give {@code code} (a part of it). */
  private static void assertReplays(AppLayer at, String family, String code) {
    Change change =
        at.changeFor(family)
            .orElseThrow(() -> new AssertionError(at.layer() + " replays no " + family));
    assertTrue(change.code().contains(code), family + ": " + change.code());
    assertTrue(!change.before().isEmpty(), family + " has the app's code as it is");
  }

  @Test
  void jacksonWriteValuePerValueGetsOneSequenceWriterWithoutFlushAfterWriteValue() {
    AppLayer closedPerValue =
        entered(
            "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
            "com.fasterxml.jackson.databind.ObjectMapper._writeValueAndClose",
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator.close",
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer",
            "java.io.FileOutputStream.write");
    assertEntered(closedPerValue, "jackson", "writeValue", Control.SETTING);
    assertReplays(
        closedPerValue,
        "buffered-out",
        "without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);\n"
            + "try (SequenceWriter values = writer.writeValues(\n"
            + "    new BufferedOutputStream(new FileOutputStream(file), 65536)))");
    assertReplays(closedPerValue, "fos", "writer.writeValues(new FileOutputStream(file))");
    // writeValue(JsonGenerator, value), flushed by FLUSH_AFTER_WRITE_VALUE (LibraryIo's).
    AppLayer flushedPerValue =
        entered(
            "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator.flush",
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer",
            "java.io.FileOutputStream.write");
    assertEquals(closedPerValue.changes(), flushedPerValue.changes());
    // JsonGenerator.writeObject writes through its codec's writeValue: flushed the same.
    AppLayer writeObject =
        entered(
            "com.fasterxml.jackson.core.base.GeneratorBase.writeObject",
            "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator.flush",
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer",
            "java.io.FileOutputStream.write");
    assertEquals("writeObject", writeObject.entryMethod());
    assertEquals(closedPerValue.changes(), writeObject.changes());
  }

  @Test
  void jacksonReadsAndFlushes() {
    AppLayer read =
        entered(
            "com.fasterxml.jackson.databind.MappingIterator.next",
            "com.fasterxml.jackson.databind.MappingIterator.nextValue",
            "com.fasterxml.jackson.databind.deser.BeanDeserializer.deserialize",
            "com.fasterxml.jackson.core.json.UTF8StreamJsonParser.nextToken",
            "com.fasterxml.jackson.core.json.UTF8StreamJsonParser._loadMore",
            "java.io.FileInputStream.read");
    assertEntered(read, "jackson", "next", Control.OTHER_CALL);
    assertReplays(read, "read-all-bytes", "readValues(Files.readAllBytes(path))");
    AppLayer flush =
        entered(
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator.flush",
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer",
            "java.io.FileOutputStream.write");
    assertEntered(flush, "jackson", "flush", Control.FEWER_CALLS);
    assertReplays(flush, "buffered-out", "generator.flush(); // once");
    assertReplays(flush, "fos", "generator.flush(); // once");
  }

  @Test
  void gsonsJsonWriterFlushedPerRecordIsFlushedLessOften() {
    AppLayer flush =
        entered(
            "com.google.gson.stream.JsonWriter.flush",
            "java.io.OutputStreamWriter.flush",
            "sun.nio.cs.StreamEncoder.flush",
            "sun.nio.cs.StreamEncoder.implFlush",
            "sun.nio.cs.StreamEncoder.implFlushBuffer",
            "sun.nio.cs.StreamEncoder.writeBytes",
            "java.io.FileOutputStream.write");
    assertEntered(flush, "gson", "flush", Control.FEWER_CALLS);
    assertReplays(flush, "buffered-out", "json.flush(); // once");
    AppLayer read =
        entered(
            "com.google.gson.Gson.fromJson",
            "com.google.gson.internal.bind.ReflectiveTypeAdapterFactory$Adapter.read",
            "com.google.gson.stream.JsonReader.nextName",
            "com.google.gson.stream.JsonReader.nextQuotedValue",
            "com.google.gson.stream.JsonReader.fillBuffer",
            "java.io.InputStreamReader.read",
            "sun.nio.cs.StreamDecoder.read",
            "sun.nio.cs.StreamDecoder.implRead",
            "sun.nio.cs.StreamDecoder.readBytes",
            "java.io.FileInputStream.read");
    assertEntered(read, "gson", "fromJson", Control.OTHER_CALL);
    assertReplays(read, "read-all-bytes", "gson.fromJson(Files.readString(path)");
    // toJson into a PrintStream over a bare FileOutputStream: a write of the file per token.
    AppLayer toJson =
        entered(
            "com.google.gson.Gson.toJson",
            "com.google.gson.internal.bind.MapTypeAdapterFactory$Adapter.write",
            "com.google.gson.internal.bind.TypeAdapterRuntimeTypeWrapper.write",
            "com.google.gson.internal.bind.TypeAdapters$16.write",
            "com.google.gson.stream.JsonWriter.value",
            "com.google.gson.stream.JsonWriter.string",
            "com.google.gson.internal.Streams$AppendableWriter.write",
            "java.io.PrintStream.append",
            "java.io.PrintStream.print",
            "java.io.PrintStream.write",
            "java.io.OutputStreamWriter.flushBuffer",
            "sun.nio.cs.StreamEncoder.flushBuffer",
            "sun.nio.cs.StreamEncoder.implFlushBuffer",
            "sun.nio.cs.StreamEncoder.writeBytes",
            "java.io.PrintStream.write",
            "java.io.FileOutputStream.write");
    assertEntered(toJson, "gson", "toJson", Control.WRAPPER);
    assertReplays(toJson, "buffered-out", "new BufferedWriter(new OutputStreamWriter(");
  }

  @Test
  void kryosOutputFlushedPerObjectIsFlushedOnceAndItsInputGetsABiggerBuffer() {
    AppLayer flush =
        entered("com.esotericsoftware.kryo.io.Output.flush", "java.io.FileOutputStream.write");
    assertEntered(flush, "kryo", "flush", Control.FEWER_CALLS);
    assertReplays(flush, "fos", "output.flush(); // once");
    assertReplays(flush, "buffered-out", "output.flush(); // once");
    AppLayer read =
        entered(
            "com.esotericsoftware.kryo.Kryo.readObject",
            "com.esotericsoftware.kryo.serializers.FieldSerializer.read",
            "com.esotericsoftware.kryo.serializers.UnsafeField$StringUnsafeField.read",
            "com.esotericsoftware.kryo.io.Input.readString",
            "com.esotericsoftware.kryo.io.Input.readVarIntFlag",
            "com.esotericsoftware.kryo.io.Input.require",
            "com.esotericsoftware.kryo.io.Input.fill",
            "java.io.FileInputStream.read");
    assertEntered(read, "kryo", "readObject", Control.CONSTRUCTOR_ARGUMENT);
    assertReplays(read, "fis", "new Input(new FileInputStream(file), 65536)");
    assertReplays(read, "read-all-bytes", "new Input(Files.readAllBytes(path))");
    AppLayer end =
        entered(
            "com.esotericsoftware.kryo.io.Input.end",
            "com.esotericsoftware.kryo.io.Input.optional",
            "com.esotericsoftware.kryo.io.Input.fill",
            "java.io.FileInputStream.read");
    assertEquals(read.changes(), end.changes());
    // Without a flush per object, the Output writes when it is full.
    AppLayer filled =
        entered(
            "com.esotericsoftware.kryo.Kryo.writeObject",
            "com.esotericsoftware.kryo.serializers.DefaultSerializers$StringSerializer.write",
            "com.esotericsoftware.kryo.io.Output.writeString",
            "com.esotericsoftware.kryo.io.Output.writeAscii_slow",
            "com.esotericsoftware.kryo.io.Output.require",
            "com.esotericsoftware.kryo.io.Output.flush",
            "java.io.FileOutputStream.write");
    assertEntered(filled, "kryo", "writeObject", Control.CONSTRUCTOR_ARGUMENT);
    assertReplays(filled, "fos", "new Output(new FileOutputStream(file), 65536)");
  }

  @Test
  void protobufsDelimitedMessagesGetABufferedStreamUnderThem() {
    AppLayer write =
        entered(
            "com.google.protobuf.AbstractMessageLite.writeDelimitedTo",
            "com.google.protobuf.CodedOutputStream$OutputStreamEncoder.flush",
            "com.google.protobuf.CodedOutputStream$OutputStreamEncoder.doFlush",
            "java.io.FileOutputStream.write");
    assertEntered(write, "protobuf", "writeDelimitedTo", Control.WRAPPER);
    assertReplays(write, "buffered-out", "new BufferedOutputStream(new FileOutputStream(file)");
    // A string that may not fit what is left of the buffer writes out what it holds first.
    AppLayer string =
        entered(
            "com.google.protobuf.AbstractMessageLite.writeDelimitedTo",
            "com.google.protobuf.Struct.writeTo",
            "com.google.protobuf.GeneratedMessage.serializeStringMapTo",
            "com.google.protobuf.GeneratedMessage.serializeMapTo",
            "com.google.protobuf.GeneratedMessage.serializeMapFieldEntryTo",
            "com.google.protobuf.MapEntryLite.writeTo",
            "com.google.protobuf.FieldSet.writeElement",
            "com.google.protobuf.FieldSet.writeElementNoTag",
            "com.google.protobuf.CodedOutputStream$OutputStreamEncoder.writeStringNoTag",
            "com.google.protobuf.CodedOutputStream$OutputStreamEncoder.doFlush",
            "java.io.FileOutputStream.write");
    assertEquals(write.changes(), string.changes());
    AppLayer coded =
        entered(
            "com.google.protobuf.CodedOutputStream$OutputStreamEncoder.flush",
            "com.google.protobuf.CodedOutputStream$OutputStreamEncoder.doFlush",
            "java.io.FileOutputStream.write");
    assertEntered(coded, "protobuf", "flush", Control.FEWER_CALLS);
    assertReplays(coded, "fos", "coded.flush(); // once");

    AppLayer prefix =
        entered(
            "com.google.protobuf.Struct.parseDelimitedFrom",
            "com.google.protobuf.GeneratedMessage.parseDelimitedWithIOException",
            "com.google.protobuf.AbstractParser.parseDelimitedFrom",
            "com.google.protobuf.AbstractParser.parsePartialDelimitedFrom",
            "java.io.FileInputStream.read");
    assertEntered(prefix, "protobuf", "parseDelimitedFrom", Control.WRAPPER);
    assertReplays(prefix, "buffered-stream", "new BufferedInputStream(new FileInputStream(file)");
    assertReplays(prefix, "read-all-bytes", "new ByteArrayInputStream(Files.readAllBytes(path))");
    // A message class generated into the app: its parseDelimitedFrom is the app's own frame.
    AppLayer generated =
        entered(
            "com.google.protobuf.GeneratedMessage.parseDelimitedWithIOException",
            "com.google.protobuf.AbstractParser.parseDelimitedFrom",
            "com.google.protobuf.AbstractParser.parsePartialDelimitedFrom",
            "com.google.protobuf.AbstractParser.parsePartialFrom",
            "com.google.protobuf.Struct$1.parsePartialFrom",
            "com.google.protobuf.Struct$Builder.mergeFrom",
            "com.google.protobuf.CodedInputStream$StreamDecoder.readTag",
            "com.google.protobuf.CodedInputStream$StreamDecoder.isAtEnd",
            "com.google.protobuf.CodedInputStream$StreamDecoder.tryRefillBuffer",
            "com.google.protobuf.CodedInputStream$StreamDecoder.read",
            "com.google.protobuf.AbstractMessageLite$Builder$LimitedInputStream.read",
            "java.io.FilterInputStream.read",
            "java.io.FileInputStream.read");
    assertEquals(prefix.changes(), generated.changes());
    AppLayer whole =
        entered(
            "com.google.protobuf.Struct.parseFrom",
            "com.google.protobuf.GeneratedMessage.parseWithIOException",
            "com.google.protobuf.AbstractParser.parseFrom",
            "com.google.protobuf.AbstractParser.parsePartialFrom",
            "com.google.protobuf.Struct$1.parsePartialFrom",
            "com.google.protobuf.Struct$Builder.mergeFrom",
            "com.google.protobuf.CodedInputStream$StreamDecoder.readTag",
            "com.google.protobuf.CodedInputStream$StreamDecoder.isAtEnd",
            "com.google.protobuf.CodedInputStream$StreamDecoder.tryRefillBuffer",
            "com.google.protobuf.CodedInputStream$StreamDecoder.read",
            "java.io.FileInputStream.read");
    assertEntered(whole, "protobuf", "parseFrom", Control.OTHER_CALL);
    assertReplays(whole, "read-all-bytes", "parser.parseFrom(Files.readAllBytes(path))");
  }

  @Test
  void anAvroDataFileFlushedPerRecordIsFlushedWhereAReaderMustSee() {
    AppLayer flush =
        entered(
            "org.apache.avro.file.DataFileWriter.flush",
            "org.apache.avro.file.DataFileWriter.sync",
            "org.apache.avro.file.DataFileWriter.writeBlock",
            "org.apache.avro.file.DataFileStream$DataBlock.writeBlockTo",
            "org.apache.avro.io.DirectBinaryEncoder.flush",
            "org.apache.avro.file.DataFileWriter$BufferedFileOutputStream.flush",
            "java.io.BufferedOutputStream.flush",
            "java.io.BufferedOutputStream.flushBuffer",
            "org.apache.avro.file.DataFileWriter$BufferedFileOutputStream$PositionFilter.write",
            "java.io.FileOutputStream.write");
    assertEntered(flush, "avro-data-file", "flush", Control.FEWER_CALLS);
    assertReplays(flush, "buffered-out", "dataFileWriter.flush(); // once");
    AppLayer sync =
        entered(
            "org.apache.avro.file.DataFileWriter.sync",
            "org.apache.avro.file.DataFileWriter.writeBlock",
            "org.apache.avro.file.DataFileStream$DataBlock.writeBlockTo",
            "org.apache.avro.io.DirectBinaryEncoder.flush",
            "org.apache.avro.file.DataFileWriter$BufferedFileOutputStream.flush",
            "java.io.BufferedOutputStream.flush",
            "java.io.BufferedOutputStream.flushBuffer",
            "org.apache.avro.file.DataFileWriter$BufferedFileOutputStream$PositionFilter.write",
            "java.io.FileOutputStream.write");
    assertEntered(sync, "avro-data-file", "sync", Control.SETTING);
    assertReplays(sync, "buffered-out", "dataFileWriter.setFlushOnEveryBlock(false);");
    AppLayer read =
        entered(
            "org.apache.avro.file.DataFileStream.hasNext",
            "org.apache.avro.file.DataFileStream.hasNextBlock",
            "org.apache.avro.io.BinaryDecoder.isEnd",
            "org.apache.avro.io.BinaryDecoder$InputStreamByteSource.tryReadRaw",
            "org.apache.avro.file.DataFileReader$SeekableInputStream.read",
            "java.io.FileInputStream.read");
    assertEntered(read, "avro-data-file", "hasNext", Control.OTHER_CALL);
    assertReplays(read, "read-all-bytes", "new SeekableByteArrayInput(Files.readAllBytes(path))");
    AppLayer header =
        entered(
            "org.apache.avro.file.DataFileReader.<init>",
            "org.apache.avro.file.DataFileStream.initialize",
            "org.apache.avro.file.DataFileStream.readMagic",
            "org.apache.avro.io.Decoder.readFixed",
            "org.apache.avro.io.BinaryDecoder.readFixed",
            "org.apache.avro.io.BinaryDecoder.doReadBytes",
            "org.apache.avro.io.BinaryDecoder$InputStreamByteSource.readRaw",
            "org.apache.avro.file.DataFileReader$SeekableInputStream.read",
            "java.io.FileInputStream.read");
    assertEquals(read.changes(), header.changes());
    // Avro's io package alone (an encoder over the app's own stream) is no data file.
    assertEquals(
        List.of(),
        LayerCatalogue.layersOf(
            List.of(
                "org.apache.avro.generic.GenericDatumWriter.write",
                "org.apache.avro.io.DirectBinaryEncoder.writeLong",
                "java.io.FileOutputStream.write")));
  }
}
