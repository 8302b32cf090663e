package io.iobench.reports.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.reports.html.Fixtures;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;

/** The interval log reads back with HdrHistogram's own reader, count for count; the CSV quotes. */
class ExportTest {
  private static final String HOSTILE = "/tmp/a, b\nc%d =\"x\" \u00e9.log";

  private final Profile profile =
      Fixtures.profile(
          "17.0.15",
          Fixtures.file(
              "/data/events.log",
              Fixtures.op("FileInputStream", "read", 1000, 1, Fixtures.summary(800, 60, 9_000, 3)),
              Fixtures.op("FileOutputStream", "write", 16, 64, Fixtures.summary(2_000, 16))),
          Fixtures.file(
              HOSTILE, Fixtures.op("RandomAccessFile", "read", 7, 8, Fixtures.summary(500, 7))));

  @Test
  void theIntervalLogReadsBackWithIdenticalCountsPerTag() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    HistogramLog.write(profile, out);
    HistogramLogReader reader = new HistogramLogReader(new ByteArrayInputStream(out.toByteArray()));
    Map<String, Histogram> read = new HashMap<>();
    EncodableHistogram h;
    while ((h = reader.nextIntervalHistogram()) != null) {
      read.put(h.getTag(), (Histogram) h);
      assertEquals(2_500, h.getEndTimeStamp() - h.getStartTimeStamp(), "the profile's run");
    }
    int expected = 0;
    for (FileProfile f : profile.files) {
      for (OpProfile op : f.ops) {
        String key = op.api + "." + op.op + ":" + HistogramLog.tagPath(f.path);
        assertEquals(
            op.latencyNanos.decode().getTotalCount(),
            read.get("latency:" + key).getTotalCount(),
            key);
        assertEquals(op.latencyNanos.decode(), read.get("latency:" + key), key);
        assertEquals(op.sizeBytes.decode(), read.get("size:" + key), key);
        expected += 2;
      }
    }
    assertEquals(expected, read.size(), read.keySet().toString());
    String tag = "latency:RandomAccessFile.read:" + HistogramLog.tagPath(HOSTILE);
    assertTrue(read.containsKey(tag));
    assertEquals(
        HOSTILE,
        URLDecoder.decode(
            HistogramLog.tagPath(HOSTILE).replace("+", "%2B"), StandardCharsets.UTF_8),
        "a tag's path is the path, percent-encoded");
  }

  @Test
  void theCsvHasARowPerFileAndOperationAndKeepsHostileNamesAsText() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    FileTableCsv.write(profile, out);
    String csv = out.toString(StandardCharsets.UTF_8);
    assertTrue(csv.startsWith(String.join(",", FileTableCsv.HEADER) + "\r\n"), csv);
    assertTrue(csv.contains("/data/events.log,file,4096,FileInputStream,read,1000,1000,"), csv);
    assertTrue(csv.contains("\"/tmp/a, b\nc%d =\"\"x\"\" \u00e9.log\",file"), csv);
    assertEquals("'=SUM(A1)", FileTableCsv.text("=SUM(A1)"));
    assertEquals("\"'-1,2\"", FileTableCsv.text("-1,2"));
  }
}
