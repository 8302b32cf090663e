package io.iobench.benchmarks.library;

import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Logs a latency histogram per interval with HdrHistogram's HistogramLogWriter (a library the layer
 * catalogue has no row for). Mistaken: the writer made from the file, so it writes through a
 * PrintStream of its own straight over a FileOutputStream, several writes of the file per interval;
 * tuned: the writer handed a PrintStream over a 64 KiB BufferedOutputStream.
 */
final class HistogramLogPhase extends LibraryPhase {
  static final int INTERVALS = 2_000;

  HistogramLogPhase() {
    super("histogram-log", ".hlog");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    HistogramLogWriter log =
        tuned
            ? new HistogramLogWriter(
                new PrintStream(
                    new BufferedOutputStream(new FileOutputStream(file.toFile()), 65536), false))
            : new HistogramLogWriter(file.toFile());
    try {
      log.outputLogFormatVersion();
      log.outputLegend();
      Histogram h = new Histogram(3_600_000_000L, 2);
      for (int i = 0; i < INTERVALS; i++) {
        h.reset();
        for (int k = 1; k <= 20; k++) {
          h.recordValue(1_000L * k + i);
        }
        h.setStartTimeStamp(1_000L * i);
        h.setEndTimeStamp(1_000L * (i + 1));
        log.outputIntervalHistogram(h);
      }
    } finally {
      log.close();
    }
    return Files.size(file);
  }
}
