package io.iobench.technique.write;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.OutputStream;
import java.util.HashMap;
import java.util.Map;

/**
 * The values the Jackson families write, one per call of the app, each about the app's call's size
 * in JSON: a record of an id, a name, a price and a note padded to the size, as an app's export
 * writes its records. Jackson's work on them (a generator per value for {@code writeValue}, the
 * fields written into its buffer) is what the families time beside the file's write; the
 * generator's output goes nowhere, and the file gets the workload's bytes, as many as the app's
 * value made, so that every family writes the same file.
 */
final class JsonValues {
  /** A value as an app exports one. Public, as Jackson's serializer for a record needs it. */
  public record Value(long id, String name, double price, String note) {}

  /** The JSON of a value with an empty note and numbers of a few digits, in bytes. */
  private static final int BASE_BYTES = 56;

  private static final String[] NAMES = new String[512];

  static {
    for (int i = 0; i < NAMES.length; i++) {
      NAMES[i] = "item-" + i;
    }
  }

  /** The generator's output, which the families keep off the file: they write the workload's. */
  static final OutputStream NOWHERE = OutputStream.nullOutputStream();

  private final Map<Integer, String> notes = new HashMap<>();
  private long next;

  /** A mapper as an app makes one, leaving the stream it is given open after each value. */
  static ObjectMapper mapper() {
    ObjectMapper mapper = new ObjectMapper();
    mapper.getFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    return mapper;
  }

  /** The next value, of about {@code bytes} bytes of JSON. */
  Value next(int bytes) {
    long id = next++;
    String note = notes.computeIfAbsent(bytes, b -> "x".repeat(Math.max(0, b - BASE_BYTES)));
    return new Value(id, NAMES[(int) (id % NAMES.length)], 10 + (id % 1000) / 100.0, note);
  }
}
