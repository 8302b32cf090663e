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
 * Gson (com.google.gson). What it does to the file, as its source says:
 *
 * <ul>
 *   <li>{@code Gson.toJson(value, Appendable)} wraps the Appendable in a Writer ({@code
 *       Streams.writerForAppendable}) and a new {@code JsonWriter}, and neither flushes nor closes
 *       it. {@code JsonWriter} keeps no buffer: every bracket, name and value is a write of the
 *       Writer it was given ({@code out.write}, {@code out.append}). Over a FileWriter those writes
 *       gather in the encoder's 8 KiB buffer; over a PrintStream or a Writer that does not buffer,
 *       each one is a write of the file.
 *   <li>{@code JsonWriter.flush()} flushes that Writer: with a FileWriter under it, a write of the
 *       file per flush.
 *   <li>Reading, {@code JsonReader.fillBuffer} reads the Reader into its own buffer of {@code
 *       BUFFER_SIZE} = 1024 chars; a FileReader under it reads the file 8 KiB at a time, already
 *       large calls, so a whole-file read saves little.
 * </ul>
 *
 * <p>A Writer the app flushes itself after {@code toJson} is the JDK's layer, not Gson's: the call
 * path enters the Writer, not Gson.
 */
public final class GsonLayer {
  /**
   * The methods by which an app reads through Gson. JsonWriter's beginArray, beginObject, endArray
   * and endObject share the names of JsonReader's and are left out.
   */
  private static final Set<String> READS =
      Set.of(
          "fromJson",
          "hasNext",
          "peek",
          "nextName",
          "nextString",
          "nextLong",
          "nextInt",
          "nextDouble",
          "nextBoolean",
          "nextNull",
          "skipValue",
          "parseReader");

  public static final Layer LAYER =
      Layer.library("gson", FORMAT, "com.google.gson.")
          .title("Gson (JSON)")
          .changeOn(
              Set.of("flush"),
              FEWER_CALLS,
              "Flush the JsonWriter less often: its flush() flushes the Writer under it, a write"
                  + " of the file per flush.",
              """
              json.beginArray();
              for (Object record : records) {
                gson.toJson(record, Object.class, json);
              }
              json.endArray();
              json.flush(); // once, or at the points a reader must see""",
              List.of("buffered-out"),
              Changes.FLUSH_IS_NO_SYNC,
              "Records not yet flushed are lost if the process dies (a FileWriter holds up to 8"
                  + " KiB).")
          .before(
              """
              json.beginArray();
              for (Object record : records) {
                gson.toJson(record, Object.class, json);
                json.flush();
              }
              json.endArray();""")
          .changeOn(
              READS,
              OTHER_CALL,
              "Read the whole file in one call and parse the string.",
              "Object value = gson.fromJson(Files.readString(path), Object.class);",
              List.of("read-all-bytes"),
              "Over a FileReader Gson already reads the file 8 KiB at a time: only the calls are"
                  + " saved, parsing costs the same.",
              "The whole file is in the heap while it is parsed.")
          .before(
              """
              try (Reader in = new FileReader(file, StandardCharsets.UTF_8)) {
                Object value = gson.fromJson(in, Object.class);
              }""")
          .change(
              WRAPPER,
              "Give Gson a buffered Writer: its JsonWriter writes every bracket, name and value"
                  + " to the Writer it is given and keeps no buffer of its own.",
              """
              try (Writer out = new BufferedWriter(new OutputStreamWriter(
                  new FileOutputStream(file), StandardCharsets.UTF_8), 65536)) {
                gson.toJson(records, out);
              }""",
              List.of("buffered-out"),
              "Over a FileWriter the writes are already 8 KiB (its encoder's buffer): the gain is"
                  + " from 8 KiB to 64 KiB writes. Over a PrintStream, or a Writer that does not"
                  + " buffer, every token was a write.",
              "The JSON written is the same; only the calls to the file change.")
          .before(
              """
              try (PrintStream out = new PrintStream(new FileOutputStream(file))) {
                gson.toJson(records, out);
              }""")
          .build();

  private GsonLayer() {}
}
