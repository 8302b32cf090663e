package io.iobench.reports.export;

import io.iobench.profile.FileProfile;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * A profile as one HdrHistogram interval log ({@code .hlog}), the format HistogramLogProcessor,
 * HistogramLogAnalyzer and HdrHistogram's own HistogramLogReader read: one interval, the profile's
 * run, with a tagged histogram per file, operation and measure. Tags are {@code
 * latency:API.op:PATH} (nanoseconds, the maximum column in milliseconds) and {@code
 * size:API.op:PATH} (bytes per call, the maximum column in bytes); a path's commas, whitespace,
 * control characters and percent signs are percent-encoded, since the log's lines are
 * comma-separated.
 */
public final class HistogramLog {
  /** The log's maximum column for latencies: nanoseconds shown as milliseconds. */
  static final double NANOS_PER_MILLI = 1_000_000.0;

  private HistogramLog() {}

  /**
   * @throws IOException when the stream failed (a full disk), which PrintStream would swallow
   */
  public static void write(Profile profile, OutputStream out) throws IOException {
    PrintStream print = new PrintStream(out, false, StandardCharsets.UTF_8);
    HistogramLogWriter log = new HistogramLogWriter(print);
    long start = millis(profile.startedAt, 0);
    long end = Math.max(start, millis(profile.endedAt, start));
    log.outputComment(
        "iobench profile of pid "
            + profile.pid
            + (profile.source == null
                ? ""
                : ", from the JFR recording " + oneLine(profile.source.recording)));
    log.outputComment("tags: latency:API.op:PATH (ns; max column in ms), size:API.op:PATH (bytes)");
    log.outputLogFormatVersion();
    log.outputStartTime(start);
    log.setBaseTime(start);
    log.outputLegend();
    for (FileProfile f : profile.files) {
      for (OpProfile op : f.ops) {
        String key = op.api + "." + op.op + ":" + tagPath(f.path);
        interval(log, op.latencyNanos, "latency:" + key, start, end, NANOS_PER_MILLI);
        interval(log, op.sizeBytes, "size:" + key, start, end, 1.0);
      }
    }
    print.flush();
    if (print.checkError()) {
      throw new IOException("the histogram log could not be written");
    }
  }

  private static void interval(
      HistogramLogWriter log, HistogramSummary s, String tag, long start, long end, double ratio) {
    if (s == null || s.histogram == null) {
      return;
    }
    Histogram h = s.decode();
    h.setTag(tag);
    h.setStartTimeStamp(start);
    h.setEndTimeStamp(end);
    log.outputIntervalHistogram(0.0, (end - start) / 1000.0, h, ratio);
  }

  /** A path as a tag may hold it: no comma, whitespace, control character or bare percent sign. */
  static String tagPath(String path) {
    StringBuilder b = new StringBuilder();
    for (byte c : path.getBytes(StandardCharsets.UTF_8)) {
      int u = c & 0xff;
      if (u <= 0x20 || u == ',' || u == '%' || u == 0x7f) {
        b.append('%')
            .append(Character.toUpperCase(Character.forDigit(u >> 4, 16)))
            .append(Character.toUpperCase(Character.forDigit(u & 0xf, 16)));
      } else {
        b.append((char) u);
      }
    }
    return new String(b.toString().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
  }

  private static String oneLine(String text) {
    return text == null ? "" : text.replaceAll("[\\r\\n]", " ");
  }

  private static long millis(String instant, long otherwise) {
    try {
      return instant == null ? otherwise : Instant.parse(instant).toEpochMilli();
    } catch (DateTimeParseException e) {
      return otherwise;
    }
  }
}
