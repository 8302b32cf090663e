package io.iobench.itapps;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * File I/O that the app only reaches through libraries, as it comes from Maven Central:
 * HdrHistogram's log writer (a namespace no list of known libraries names, so only its jar's Maven
 * metadata tells it is not the app's) and Jackson's ObjectMapper writing one value per call on a
 * bare FileOutputStream (flushing it after each). Run from a class path of jars and from a Spring
 * Boot fat jar, the app's frame must be this class's methods either way.
 *
 * <p>Usage: {@code LibraryIo DIR [INTERVALS [ORDERS [PAUSE_MS]]]} (200, 300 and 0 unless given);
 * prints the sizes of the two files. PAUSE_MS is a pause after the {@value #CALLS_BEFORE_PAUSE}th
 * call into each library, as an app that runs for longer would give the agent: it counts the app's
 * calls into a library from some time after a file's operation has had a few hundred of them (see
 * the agent's library entries).
 */
public final class LibraryIo {
  static final int INTERVALS = 200;
  static final int ORDERS = 300;

  /**
   * More calls than the agent sees of a file's operation before it counts the calls into its
   * library.
   */
  static final int CALLS_BEFORE_PAUSE = 300;

  private LibraryIo() {}

  public static void main(String[] args) throws IOException {
    Path dir = Paths.get(args[0]);
    Files.createDirectories(dir);
    Path hlog = dir.resolve("latency.hlog");
    Path json = dir.resolve("orders.json");
    int intervals = args.length > 1 ? Integer.parseInt(args[1]) : INTERVALS;
    int orders = args.length > 2 ? Integer.parseInt(args[2]) : ORDERS;
    long pause = args.length > 3 ? Long.parseLong(args[3]) : 0;
    logHistograms(hlog.toFile(), intervals, pause);
    exportJson(json.toFile(), orders, pause);
    System.out.println("latency.hlog " + Files.size(hlog) + " orders.json " + Files.size(json));
  }

  static void logHistograms(File file, int intervals, long pause) throws IOException {
    HistogramLogWriter log = new HistogramLogWriter(file);
    try {
      log.outputLogFormatVersion();
      log.outputLegend();
      Histogram h = new Histogram(3_600_000_000L, 2);
      for (int i = 0; i < intervals; i++) {
        h.reset();
        for (int k = 1; k <= 100; k++) {
          h.recordValue(1_000L * k + i);
        }
        h.setStartTimeStamp(1_000L * i);
        h.setEndTimeStamp(1_000L * (i + 1));
        log.outputIntervalHistogram(h);
        pauseAfterSome(i, pause);
      }
    } finally {
      log.close();
    }
  }

  static void exportJson(File file, int orders, long pause) throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    try (FileOutputStream out = new FileOutputStream(file);
        JsonGenerator json = mapper.createGenerator(out)) {
      for (int i = 0; i < orders; i++) {
        Map<String, Object> order = new LinkedHashMap<>();
        order.put("id", i);
        order.put("item", "order-" + i);
        mapper.writeValue(json, order);
        pauseAfterSome(i, pause);
      }
    }
  }

  private static void pauseAfterSome(int call, long millis) {
    if (call == CALLS_BEFORE_PAUSE - 1 && millis > 0) {
      try {
        Thread.sleep(millis);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
