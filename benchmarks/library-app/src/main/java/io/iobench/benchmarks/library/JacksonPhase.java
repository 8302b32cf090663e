package io.iobench.benchmarks.library;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Exports orders as JSON with Jackson. Mistaken: {@code ObjectMapper.writeValue(out, order)} per
 * order on a bare FileOutputStream (AUTO_CLOSE_TARGET off so it stays open), a generator and a
 * write of the file per order; tuned, as the {@code jackson} row says: one SequenceWriter with
 * FLUSH_AFTER_WRITE_VALUE off, over a 64 KiB BufferedOutputStream.
 */
final class JacksonPhase extends LibraryPhase {
  static final int ORDERS = 20_000;

  /** An order as the app exports it. */
  public record Order(int id, String item, int store, double price) {}

  JacksonPhase() {
    super("jackson", ".json");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    mapper.getFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    if (tuned) {
      ObjectWriter writer = mapper.writer().without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);
      try (SequenceWriter values =
          writer.writeValues(
              new BufferedOutputStream(new FileOutputStream(file.toFile()), 65536))) {
        for (int i = 0; i < ORDERS; i++) {
          values.write(order(i));
        }
      }
    } else {
      try (OutputStream out = new FileOutputStream(file.toFile())) {
        for (int i = 0; i < ORDERS; i++) {
          mapper.writeValue(out, order(i));
        }
      }
    }
    return Files.size(file);
  }

  static Order order(int i) {
    return new Order(i, "item-" + (i % 500), i % 97, 10 + (i % 1000) / 100.0);
  }
}
