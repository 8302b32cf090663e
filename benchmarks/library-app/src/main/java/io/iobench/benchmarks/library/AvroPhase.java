package io.iobench.benchmarks.library;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.avro.Schema;
import org.apache.avro.SchemaBuilder;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;

/**
 * Writes orders to an Avro data file. Mistaken: {@code DataFileWriter.flush()} after every record,
 * a block and a write of the file per record; tuned, as the {@code avro-data-file} row says: the
 * records appended and the writer flushed once, at the end.
 */
final class AvroPhase extends LibraryPhase {
  static final int RECORDS = 15_000;
  private static final Schema SCHEMA =
      SchemaBuilder.record("Order")
          .fields()
          .requiredInt("id")
          .requiredString("item")
          .requiredInt("store")
          .endRecord();

  AvroPhase() {
    super("avro", ".avro");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    try (DataFileWriter<GenericRecord> dataFileWriter =
        new DataFileWriter<>(new GenericDatumWriter<GenericRecord>(SCHEMA))) {
      dataFileWriter.create(SCHEMA, file.toFile());
      for (int i = 0; i < RECORDS; i++) {
        GenericRecord record = new GenericData.Record(SCHEMA);
        record.put("id", i);
        record.put("item", "item-" + (i % 500));
        record.put("store", i % 97);
        dataFileWriter.append(record);
        if (!tuned) {
          dataFileWriter.flush();
        }
      }
      dataFileWriter.flush();
    }
    return Files.size(file);
  }
}
