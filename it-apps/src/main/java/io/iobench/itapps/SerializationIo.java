package io.iobench.itapps;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.Gson;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.apache.avro.Schema;
import org.apache.avro.SchemaBuilder;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.slf4j.LoggerFactory;

/**
 * Writes one file of small records per data-format library from Maven Central, the way apps often
 * do it: each record reaches the file in a write of its own. Jackson's ObjectMapper.writeValue per
 * record on a bare FileOutputStream (with AUTO_CLOSE_TARGET off, so that the stream stays open:
 * each call makes a generator and closes it, which writes its buffer); Gson's JsonWriter over a
 * FileWriter, flushed per record; Kryo's Output flushed per record; protobuf's writeDelimitedTo per
 * message on a bare FileOutputStream; Avro's DataFileWriter flushed per record. Each file is read
 * back through its library: protobuf's parseDelimitedFrom over a bare FileInputStream, a read of
 * the file per length prefix and per message; the others through the library's own buffer.
 *
 * <p>Usage: {@code SerializationIo DIR RECORDS}; prints per file its size and the records read back
 * with the sum of their ids.
 */
public final class SerializationIo {
  private SerializationIo() {}

  /** One record as Jackson, Gson and Kryo bind it. */
  public static final class Order {
    public long id;
    public String item;
    public int quantity;

    public Order() {}

    static Order of(int i) {
      Order o = new Order();
      o.id = i;
      o.item = "order-" + i;
      o.quantity = i % 7 + 1;
      return o;
    }
  }

  public static void main(String[] args) throws IOException {
    Path dir = Paths.get(args[0]);
    int records = Integer.parseInt(args[1]);
    // Avro logs at DEBUG that Snappy is not on the class path, and logback without a configuration
    // prints DEBUG on the console: stdout is to hold what this app prints.
    ((Logger) LoggerFactory.getLogger("org.apache.avro")).setLevel(Level.INFO);
    Files.createDirectories(dir);
    roundTrip(
        dir,
        "orders-jackson.json",
        records,
        SerializationIo::writeJackson,
        SerializationIo::readJackson);
    roundTrip(
        dir, "orders-gson.json", records, SerializationIo::writeGson, SerializationIo::readGson);
    roundTrip(dir, "orders.kryo", records, SerializationIo::writeKryo, SerializationIo::readKryo);
    roundTrip(
        dir, "orders.pb", records, SerializationIo::writeProtobuf, SerializationIo::readProtobuf);
    roundTrip(dir, "orders.avro", records, SerializationIo::writeAvro, SerializationIo::readAvro);
  }

  /** Writes {@code records} orders one way into a file. */
  interface Write {
    void write(File file, int records) throws IOException;
  }

  /** Reads a file's orders back: their count and the sum of their ids. */
  interface Read {
    long[] read(File file) throws IOException;
  }

  /** Writes the file {@code name} of {@code dir}, reads it back and prints what it read. */
  private static void roundTrip(Path dir, String name, int records, Write write, Read read)
      throws IOException {
    File file = dir.resolve(name).toFile();
    write.write(file, records);
    print(file, read.read(file));
  }

  private static void print(File file, long[] countAndIds) {
    System.out.println(
        file.getName()
            + " "
            + file.length()
            + " bytes, "
            + countAndIds[0]
            + " records, ids "
            + countAndIds[1]);
  }

  static void writeJackson(File file, int records) throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    mapper.getFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    try (FileOutputStream out = new FileOutputStream(file)) {
      for (int i = 0; i < records; i++) {
        mapper.writeValue(out, Order.of(i));
      }
    }
  }

  static long[] readJackson(File file) throws IOException {
    long[] read = new long[2];
    try (MappingIterator<Order> orders =
        new ObjectMapper().readerFor(Order.class).readValues(file)) {
      while (orders.hasNext()) {
        count(read, orders.next().id);
      }
    }
    return read;
  }

  static void writeGson(File file, int records) throws IOException {
    Gson gson = new Gson();
    try (JsonWriter json = gson.newJsonWriter(new FileWriter(file, StandardCharsets.UTF_8))) {
      json.beginArray();
      for (int i = 0; i < records; i++) {
        gson.toJson(Order.of(i), Order.class, json);
        json.flush();
      }
      json.endArray();
    }
  }

  static long[] readGson(File file) throws IOException {
    Gson gson = new Gson();
    long[] read = new long[2];
    try (JsonReader json = gson.newJsonReader(new FileReader(file, StandardCharsets.UTF_8))) {
      json.beginArray();
      while (json.hasNext()) {
        Order order = gson.fromJson(json, Order.class);
        count(read, order.id);
      }
      json.endArray();
    }
    return read;
  }

  private static Kryo kryo() {
    Kryo kryo = new Kryo();
    kryo.register(Order.class);
    return kryo;
  }

  static void writeKryo(File file, int records) throws IOException {
    Kryo kryo = kryo();
    try (Output output = new Output(new FileOutputStream(file))) {
      for (int i = 0; i < records; i++) {
        kryo.writeObject(output, Order.of(i));
        output.flush();
      }
    }
  }

  static long[] readKryo(File file) throws IOException {
    Kryo kryo = kryo();
    long[] read = new long[2];
    try (Input input = new Input(new FileInputStream(file))) {
      while (!input.end()) {
        count(read, kryo.readObject(input, Order.class).id);
      }
    }
    return read;
  }

  private static Struct message(int i) {
    Order o = Order.of(i);
    return Struct.newBuilder()
        .putFields("id", Value.newBuilder().setNumberValue(o.id).build())
        .putFields("item", Value.newBuilder().setStringValue(o.item).build())
        .putFields("quantity", Value.newBuilder().setNumberValue(o.quantity).build())
        .build();
  }

  static void writeProtobuf(File file, int records) throws IOException {
    try (FileOutputStream out = new FileOutputStream(file)) {
      for (int i = 0; i < records; i++) {
        message(i).writeDelimitedTo(out);
      }
    }
  }

  static long[] readProtobuf(File file) throws IOException {
    long[] read = new long[2];
    try (FileInputStream in = new FileInputStream(file)) {
      for (Struct s; (s = Struct.parseDelimitedFrom(in)) != null; ) {
        count(read, (long) s.getFieldsOrThrow("id").getNumberValue());
      }
    }
    return read;
  }

  private static final Schema ORDER =
      SchemaBuilder.record("Order")
          .fields()
          .requiredLong("id")
          .requiredString("item")
          .requiredInt("quantity")
          .endRecord();

  static void writeAvro(File file, int records) throws IOException {
    try (DataFileWriter<GenericRecord> writer =
        new DataFileWriter<>(new GenericDatumWriter<GenericRecord>(ORDER))) {
      writer.create(ORDER, file);
      for (int i = 0; i < records; i++) {
        Order o = Order.of(i);
        GenericRecord r = new GenericData.Record(ORDER);
        r.put("id", o.id);
        r.put("item", o.item);
        r.put("quantity", o.quantity);
        writer.append(r);
        writer.flush();
      }
    }
  }

  static long[] readAvro(File file) throws IOException {
    long[] read = new long[2];
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(file, new GenericDatumReader<GenericRecord>(ORDER))) {
      for (GenericRecord r : reader) {
        count(read, (Long) r.get("id"));
      }
    }
    return read;
  }

  private static void count(long[] read, long id) {
    read[0]++;
    read[1] += id;
  }
}
