package io.iobench.cli;

import io.iobench.format.AtomicFiles;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileException;
import io.iobench.reports.export.FileTableCsv;
import io.iobench.reports.export.HistogramLog;
import io.iobench.results.ResultsWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description =
        "Write a profile's histograms as an HdrHistogram interval log (--hlog), one tagged"
            + " histogram per file, operation and measure, and its per-file table as CSV (--csv)."
            + " Each file is written whole or not at all.",
    footerHeading = "%nExample:%n",
    footer = "  java -jar iobench.jar export app-profile.json --hlog app.hlog --csv app.csv")
final class ExportCommand implements Callable<Integer> {
  @Mixin ProfileArgument profile;

  @Option(
      names = "--hlog",
      paramLabel = "FILE",
      description = "HdrHistogram interval log: tags latency:API.op:PATH and size:API.op:PATH")
  Path hlog;

  @Option(names = "--csv", paramLabel = "FILE", description = "one row per file and operation")
  Path csv;

  @Override
  public Integer call() {
    Profile p;
    try {
      if (hlog == null && csv == null) {
        throw new IllegalArgumentException(
            "nothing to export: give --hlog FILE, --csv FILE or both");
      }
      if (hlog != null
          && csv != null
          && hlog.toAbsolutePath().normalize().equals(csv.toAbsolutePath().normalize())) {
        throw new IllegalArgumentException("--hlog and --csv name the same file: " + hlog);
      }
      for (Path out : new Path[] {hlog, csv}) {
        if (out != null) {
          ResultsWriter.checkWritable(out);
        }
      }
      p = profile.read();
    } catch (ProfileException | IllegalArgumentException | IOException e) {
      return BadInput.report(e);
    }
    try {
      if (hlog != null) {
        AtomicFiles.write(hlog, out -> HistogramLog.write(p, out));
        System.out.println("HdrHistogram log written to " + hlog);
      }
      if (csv != null) {
        AtomicFiles.write(csv, out -> FileTableCsv.write(p, out));
        System.out.println("CSV table written to " + csv);
      }
    } catch (IOException | ProfileException e) {
      // A histogram the profile holds may turn out unreadable only now, as it is decoded.
      return BadInput.report("cannot export (" + e.getMessage() + ")");
    }
    return 0;
  }
}
