package io.iobench.benchmarks.library;

import com.opencsv.CSVWriter;
import java.io.FileWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Exports orders as CSV with OpenCSV (a library the layer catalogue has no row for). Mistaken:
 * {@code CSVWriter.writeNext} and {@code flush()} per record over a FileWriter, a write of the file
 * per record; tuned: no flush per record, the writer flushed once when it is closed.
 */
final class OpenCsvPhase extends LibraryPhase {
  static final int RECORDS = 20_000;

  OpenCsvPhase() {
    super("opencsv", ".csv");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    try (CSVWriter csv = new CSVWriter(new FileWriter(file.toFile()))) {
      for (int i = 0; i < RECORDS; i++) {
        csv.writeNext(
            new String[] {
              String.valueOf(i), "item-" + (i % 500), String.valueOf(i % 97), "shipped"
            });
        if (!tuned) {
          csv.flush();
        }
      }
    }
    return Files.size(file);
  }
}
