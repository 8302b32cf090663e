package io.iobench.layer.format;

import static io.iobench.layer.Control.FEWER_CALLS;
import static io.iobench.layer.Control.OTHER_CALL;
import static io.iobench.layer.Control.SETTING;
import static io.iobench.layer.LayerKind.FORMAT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;
import java.util.Set;

/**
 * Jackson's JSON databind and streaming API (jackson-databind, jackson-core 2.x). What it does to
 * the file, as its source says:
 *
 * <ul>
 *   <li>{@code UTF8JsonGenerator} writes into its own buffer, {@code _outputBuffer}, 8000 bytes
 *       ({@code BufferRecycler.BYTE_BUFFER_LENGTHS[BYTE_WRITE_ENCODING_BUFFER]}), and writes it to
 *       the stream in {@code _flushBuffer} when it fills, on {@code flush()} and on {@code
 *       close()}; its {@code flush()} then also flushes the stream while {@code
 *       JsonGenerator.Feature.FLUSH_PASSED_TO_STREAM} is on (the default), and its {@code close()}
 *       closes the stream while {@code AUTO_CLOSE_TARGET} is on (the default), else flushes it.
 *   <li>{@code ObjectMapper.writeValue(OutputStream|Writer|File, value)} (and {@code
 *       ObjectWriter}'s) makes a generator per call and closes it ({@code _writeValueAndClose}): a
 *       write of the file per value at least, and the stream closed after the first unless {@code
 *       AUTO_CLOSE_TARGET} is turned off.
 *   <li>{@code writeValue(JsonGenerator, value)}, {@code SequenceWriter.write} and {@code
 *       JsonGenerator.writeObject} (which calls its codec's {@code writeValue}) call {@code
 *       flush()} on the generator after every value while {@code
 *       SerializationFeature.FLUSH_AFTER_WRITE_VALUE} is on (the default): a write of the file per
 *       value, and a BufferedOutputStream under it is flushed as often. A SequenceWriter alone does
 *       not avoid it; with {@code FLUSH_AFTER_WRITE_VALUE} off, the values gather in the
 *       generator's buffer.
 *   <li>Reading, {@code UTF8StreamJsonParser._loadMore} reads the stream into its 8000-byte {@code
 *       _inputBuffer}: already large calls, so a whole-file read saves little.
 * </ul>
 *
 * <p>The classes are named at run time: iobench.jar relocates its own Jackson, and the shade plugin
 * rewrites every string constant that starts with a relocated package, which would make this row
 * mark iobench's copy instead of the app's.
 */
public final class JacksonLayer {
  private static final String JACKSON = String.join(".", "com", "fasterxml", "jackson");

  /** The methods by which an app reads through Jackson: the parser fills its buffer under them. */
  private static final Set<String> READS =
      Set.of(
          "readValue",
          "readValues",
          "readTree",
          "hasNext",
          "hasNextValue",
          "next",
          "nextValue",
          "readAll",
          "nextToken",
          "nextFieldName",
          "nextTextValue");

  private static final String WRITE_PER_VALUE =
      """
      ObjectMapper mapper = new ObjectMapper();
      mapper.getFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      try (OutputStream out = new FileOutputStream(file)) {
        for (Object record : records) {
          mapper.writeValue(out, record); // a generator per value, closed: a write per value
        }
      }""";

  private static final String LOST_IN_A_CRASH =
      "Values reach the file when the generator's 8000-byte buffer fills, on flush() and on"
          + " close(): a crash loses what is still in it; flush() where a reader must see the"
          + " values.";

  private static final String ONE_GENERATOR =
      "One generator writes its root value separator (a space) between values, where a generator"
          + " per value wrote none; a JSON reader reads both alike.";

  public static final Layer LAYER =
      Layer.library("jackson", FORMAT, JACKSON + ".core.", JACKSON + ".databind.")
          .title("Jackson (JSON)")
          .changeOn(
              Set.of("flush"),
              FEWER_CALLS,
              "Flush the generator (or SequenceWriter) less often: each flush() writes its buffer"
                  + " to the file and flushes the stream under it.",
              """
              for (String line : lines) {
                generator.writeString(line);
              }
              generator.flush(); // once, or at the points a reader must see""",
              List.of("fos", "buffered-out"),
              Changes.FLUSH_IS_NO_SYNC,
              LOST_IN_A_CRASH)
          .before(
              """
              for (String line : lines) {
                generator.writeString(line);
                generator.flush();
              }""")
          .changeOn(
              READS,
              OTHER_CALL,
              "Read the whole file in one call and parse the bytes.",
              """
              MappingIterator<Object> values =
                  mapper.readerFor(Object.class).readValues(Files.readAllBytes(path));""",
              List.of("read-all-bytes"),
              "Jackson already reads the file 8000 bytes at a time: only the calls are saved,"
                  + " parsing costs the same.",
              "The whole file is in the heap while it is parsed.")
          .before(
              "MappingIterator<Object> values = mapper.readerFor(Object.class).readValues(file);")
          .change(
              SETTING,
              "Write all the values through one SequenceWriter with FLUSH_AFTER_WRITE_VALUE off,"
                  + " over a BufferedOutputStream.",
              oneSequenceWriter(
                  "\n    new BufferedOutputStream(new FileOutputStream(file), 65536)"),
              List.of("jackson-sequence-writer", "buffered-out"),
              "Keep FLUSH_AFTER_WRITE_VALUE off: with it on (the default) SequenceWriter.write"
                  + " flushes after every value, the BufferedOutputStream under it too.",
              LOST_IN_A_CRASH + " The stream buffer holds up to 64 KiB more.",
              ONE_GENERATOR,
              Changes.FLUSH_IS_NO_SYNC)
          .before(WRITE_PER_VALUE)
          .change(
              SETTING,
              "Write all the values through one SequenceWriter with FLUSH_AFTER_WRITE_VALUE off:"
                  + " the generator's own 8000-byte buffer reaches the file when it fills.",
              oneSequenceWriter("new FileOutputStream(file)"),
              List.of("fos"),
              LOST_IN_A_CRASH,
              ONE_GENERATOR,
              Changes.FLUSH_IS_NO_SYNC)
          .before(WRITE_PER_VALUE)
          .build();

  private JacksonLayer() {}

  /**
   * Every value through one SequenceWriter with FLUSH_AFTER_WRITE_VALUE off, writing to {@code
   * out}.
   */
  private static String oneSequenceWriter(String out) {
    return """
        ObjectWriter writer =
            mapper.writer().without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);
        try (SequenceWriter values = writer.writeValues(%s)) {
          for (Object record : records) {
            values.write(record);
          }
        }"""
        .formatted(out);
  }
}
