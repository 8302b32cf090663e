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
 * Apache Avro's data files (org.apache.avro.file: DataFileWriter, DataFileReader, DataFileStream).
 * What they do to the file, as the source says:
 *
 * <ul>
 *   <li>{@code DataFileWriter.append} encodes the record into a block buffer; {@code
 *       writeIfBlockFull} writes the block when it holds {@code syncInterval} bytes ({@code
 *       DataFileConstants.DEFAULT_SYNC_INTERVAL} = 64 000 unless {@code setSyncInterval}). A block
 *       ({@code DataBlock.writeBlockTo}) is its record count, its size, the records and the 16-byte
 *       sync marker, written into the writer's own {@code BufferedFileOutputStream}, a
 *       BufferedOutputStream of the JDK's default 8192 bytes, and flushed to the file after it
 *       while {@code setFlushOnEveryBlock(true)}, the default.
 *   <li>{@code flush()} is {@code sync()} (which ends the current block, however small) and then a
 *       flush of that buffer: a flush per record is a block and a write of the file per record, and
 *       every record costs the file a count, a size and a sync marker more. The replay gives the
 *       app's records their written size and measures only the calls.
 *   <li>{@code create(schema, File)} opens a {@code SyncableFileOutputStream} (whose {@code
 *       fSync()} syncs the file); {@code create(schema, OutputStream)} takes the app's stream. Both
 *       wrap it in the same 8 KiB buffer ({@code init}), so a BufferedOutputStream given to {@code
 *       create} only adds a copy.
 *   <li>Reading, {@code DataFileReader} reads through a {@code BinaryDecoder} of 8192 bytes ({@code
 *       DecoderFactory.DEFAULT_BUFFER_SIZE}): already large calls.
 * </ul>
 */
public final class AvroDataFileLayer {
  /** The methods by which an app reads a data file. */
  private static final Set<String> READS =
      Set.of(
          "<init>",
          "openReader",
          "hasNext",
          "next",
          "hasNextBlock",
          "nextBlock",
          "nextRawBlock",
          "seek",
          "pastSync");

  public static final Layer LAYER =
      Layer.library("avro-data-file", FORMAT, "org.apache.avro.file.")
          .title("Apache Avro data files (DataFileWriter / DataFileReader)")
          .changeOn(
              Set.of("flush"),
              FEWER_CALLS,
              "Flush the DataFileWriter at the points a reader must see, not per record: every"
                  + " flush() ends a block and writes it to the file.",
              """
              for (GenericRecord record : records) {
                dataFileWriter.append(record); // a block reaches the file per 64 KB of records
              }
              dataFileWriter.flush(); // once, or at the points a reader must see""",
              List.of("buffered-out"),
              Changes.FLUSH_IS_NO_SYNC + " DataFileWriter.fSync() is.",
              "The records of the block being filled (up to the sync interval, 64 000 bytes"
                  + " unless set) are lost if the process dies.",
              "The file is smaller too: a block per record cost each record a count, a size and"
                  + " a 16-byte sync marker.")
          .before(
              """
              for (GenericRecord record : records) {
                dataFileWriter.append(record);
                dataFileWriter.flush();
              }""")
          .changeOn(
              Set.of("sync"),
              SETTING,
              "Turn off flushing on every block: with it on (the default) every sync() writes its"
                  + " block to the file.",
              """
              dataFileWriter.setFlushOnEveryBlock(false);
              for (GenericRecord record : records) {
                dataFileWriter.append(record);
                long position = dataFileWriter.sync(); // the block goes out with the next 8 KiB
              }
              dataFileWriter.flush(); // once, or at the points a reader must see""",
              List.of("buffered-out"),
              "Blocks reach the file when the writer's 8 KiB buffer fills and on flush(): a crash"
                  + " loses what is still in it.",
              Changes.FLUSH_IS_NO_SYNC + " DataFileWriter.fSync() is.")
          .before(
              """
              for (GenericRecord record : records) {
                dataFileWriter.append(record);
                long position = dataFileWriter.sync();
              }""")
          .changeOn(
              READS,
              OTHER_CALL,
              "Read the whole file in one call and read the records from a"
                  + " SeekableByteArrayInput.",
              """
              try (DataFileReader<GenericRecord> reader = new DataFileReader<>(
                  new SeekableByteArrayInput(Files.readAllBytes(path)),
                  new GenericDatumReader<GenericRecord>())) {
                for (GenericRecord record : reader) {
                  process(record);
                }
              }""",
              List.of("read-all-bytes"),
              "Avro already reads the file 8 KiB at a time: only the calls are saved, decoding"
                  + " costs the same.",
              "The whole file is in the heap while its records are read.")
          .before(
              """
              try (DataFileReader<GenericRecord> reader =
                  new DataFileReader<>(file, new GenericDatumReader<GenericRecord>())) {
                for (GenericRecord record : reader) {
                  process(record);
                }
              }""")
          .change(
              SETTING,
              "Give the writer a bigger sync interval: it writes a block to the file each time"
                  + " about 64 000 bytes of records have gathered.",
              """
              DataFileWriter<GenericRecord> dataFileWriter =
                  new DataFileWriter<>(new GenericDatumWriter<GenericRecord>(schema));
              dataFileWriter.setSyncInterval(1 << 20); // blocks of about 1 MiB, before create()
              dataFileWriter.create(schema, file);""",
              List.of("buffered-out"),
              "A bigger block is more to lose in a crash, more to read to reach a record after a"
                  + " seek, and is held whole in memory by readers.")
          .before(
              """
              DataFileWriter<GenericRecord> dataFileWriter =
                  new DataFileWriter<>(new GenericDatumWriter<GenericRecord>(schema));
              dataFileWriter.create(schema, file);""")
          .build();

  private AvroDataFileLayer() {}
}
