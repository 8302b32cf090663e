package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;

/**
 * {@code export} through the jar: the interval log that HdrHistogram's own reader reads back with
 * the profile's counts, the CSV with a row per file and operation, and bad input refused in one
 * line with nothing written.
 */
class ExportIT {
  @Test
  void theLogAndTheTableHoldTheProfile() throws Exception {
    Path dir = AgentMatrixIT.work("export", JdkMatrix.current());
    Path profileFile = dir.resolve("profile.json");
    JavaRun.on(JdkMatrix.current())
        .profiled(profileFile, "io.iobench.itapps.JfrComparable", dir.resolve("data").toString());
    Path hlog = dir.resolve("profile.hlog");
    Path csv = dir.resolve("profile.csv");
    JavaRun.Result export =
        JavaRun.iobench(
            "export", profileFile.toString(), "--hlog", hlog.toString(), "--csv", csv.toString());
    assertEquals(0, export.exitCode, export.toString());

    Map<String, Long> counts = new HashMap<>();
    try (InputStream in = Files.newInputStream(hlog)) {
      HistogramLogReader reader = new HistogramLogReader(in);
      EncodableHistogram h;
      while ((h = reader.nextIntervalHistogram()) != null) {
        counts.put(h.getTag(), ((org.HdrHistogram.Histogram) h).getTotalCount());
      }
    }
    Profile p = ProfileReader.read(profileFile);
    int rows = 0;
    for (FileProfile f : p.files) {
      for (OpProfile op : f.ops) {
        rows++;
        if (op.latencyNanos != null) {
          String tag = "latency:" + op.api + "." + op.op + ":" + f.path;
          assertEquals(op.latencyNanos.decode().getTotalCount(), counts.get(tag), tag);
        }
      }
    }
    assertTrue(counts.size() >= rows, counts.size() + " histograms for " + rows + " operations");
    List<String> lines = Files.readAllLines(csv);
    assertEquals(rows + 1, lines.size(), "a header and a row per file and operation");
  }

  @Test
  void badInputIsOneLineAndWritesNothing() throws Exception {
    Path dir = AgentMatrixIT.work("export-bad", JdkMatrix.current());
    Path profileFile = dir.resolve("not-a-profile.json");
    Files.writeString(profileFile, "{\"format\": \"something-else\"}");
    Path hlog = dir.resolve("out.hlog");
    Files.deleteIfExists(hlog);
    for (List<String> args :
        List.of(
            List.of("export", profileFile.toString(), "--hlog", hlog.toString()),
            List.of("export", profileFile.toString()),
            List.of(
                "export",
                profileFile.toString(),
                "--hlog",
                dir.resolve("no-such-dir").resolve("x.hlog").toString()))) {
      JavaRun.Result r = JavaRun.iobench(args.toArray(new String[0]));
      assertEquals(2, r.exitCode, args + " " + r);
      String err = r.stderrWithoutCdsWarning().strip();
      assertTrue(err.startsWith("iobench: "), err);
      assertFalse(err.contains("\n"), err);
      assertFalse(Files.exists(hlog), "nothing written for " + args);
    }
    try (var left = Files.list(dir)) {
      assertEquals(List.of(profileFile), left.toList(), "no temporary file left behind");
    }
  }
}
