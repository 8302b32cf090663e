package io.iobench.reports.export;

import io.iobench.profile.FileProfile;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A profile's per-file table as CSV (RFC 4180, UTF-8, CRLF line ends): one row per file and
 * operation, with calls, bytes, the latency and call-size percentiles and the estimated time in the
 * calls. A field with a comma, quote or line break is quoted; a text field that a spreadsheet would
 * take for a formula (starting with {@code = + - @}, a tab or a carriage return) gets a leading
 * apostrophe, so a hostile file name stays text.
 */
public final class FileTableCsv {
  static final List<String> HEADER =
      List.of(
          "path",
          "kind",
          "size",
          "api",
          "op",
          "calls",
          "bytes",
          "errors",
          "eofs",
          "threads",
          "time_ns_est",
          "timed_calls",
          "latency_p50_ns",
          "latency_p90_ns",
          "latency_p99_ns",
          "latency_max_ns",
          "latency_mean_ns",
          "size_p50",
          "size_p99",
          "size_max");

  private FileTableCsv() {}

  /**
   * @throws IOException when the stream failed (a full disk), which PrintWriter would swallow
   */
  public static void write(Profile profile, OutputStream out) throws IOException {
    PrintWriter w = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    row(w, HEADER);
    for (FileProfile f : profile.files) {
      for (OpProfile op : f.ops) {
        List<String> cells = new ArrayList<>();
        cells.add(text(f.path));
        cells.add(text(f.kind));
        cells.add(Long.toString(f.size));
        cells.add(text(op.api));
        cells.add(text(op.op));
        cells.add(Long.toString(op.calls));
        cells.add(Long.toString(op.bytes));
        cells.add(Long.toString(op.errors));
        cells.add(Long.toString(op.eofs));
        cells.add(Long.toString(op.threads));
        cells.add(Long.toString(Math.round(op.ioNanos())));
        cells.add(Long.toString(op.timedCalls));
        HistogramSummary l = op.latencyNanos;
        cells.add(l == null ? "" : Long.toString(l.p50));
        cells.add(l == null ? "" : Long.toString(l.p90));
        cells.add(l == null ? "" : Long.toString(l.p99));
        cells.add(l == null ? "" : Long.toString(l.max));
        cells.add(l == null ? "" : String.format(Locale.ROOT, "%.1f", l.mean));
        HistogramSummary s = op.sizeBytes;
        cells.add(s == null ? "" : Long.toString(s.p50));
        cells.add(s == null ? "" : Long.toString(s.p99));
        cells.add(s == null ? "" : Long.toString(s.max));
        row(w, cells);
      }
    }
    w.flush();
    if (w.checkError()) {
      throw new IOException("the CSV table could not be written");
    }
  }

  private static void row(PrintWriter w, List<String> cells) {
    w.print(String.join(",", cells));
    w.print("\r\n");
  }

  /** A text cell: defused as a formula, then quoted when it must be. */
  static String text(String value) {
    if (value == null) {
      return "";
    }
    String v = value;
    if (!v.isEmpty() && "=+-@\t\r".indexOf(v.charAt(0)) >= 0) {
      v = "'" + v;
    }
    if (v.indexOf(',') >= 0
        || v.indexOf('"') >= 0
        || v.indexOf('\n') >= 0
        || v.indexOf('\r') >= 0) {
      return '"' + v.replace("\"", "\"\"") + '"';
    }
    return v;
  }
}
