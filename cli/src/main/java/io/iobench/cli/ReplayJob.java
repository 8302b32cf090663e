package io.iobench.cli;

import io.iobench.replay.ConsoleProgress;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplayRunner;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.TechniqueRun;
import io.iobench.reports.ReplayTable;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsBuilder;
import io.iobench.results.ResultsWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** What {@code replay} and {@code bench} share: run the plans, write the results, print the table. */
final class ReplayJob {
  private ReplayJob() {}

  static int run(String mode, String source, List<ReplayPlan> plans, List<String> notes, MeasurementOptions options,
      Path output) {
    ReplaySettings settings;
    try {
      settings = options.settings();
      ResultsWriter.checkWritable(output);
      if (options.jmh != null) {
        ResultsWriter.checkWritable(options.jmh);
      }
    } catch (IllegalArgumentException | IOException e) {
      System.err.println("iobench: " + e.getMessage());
      return 2;
    }
    if (plans.isEmpty()) {
      System.err.println("iobench: nothing to replay" + (notes.isEmpty() ? "" : ": " + String.join("; ", notes)));
      return 1;
    }
    try {
      ReplayRunner runner = new ReplayRunner(settings, ConsoleProgress.onStderr());
      List<List<TechniqueRun>> runs = runner.run(plans);
      ReplayResults results = ResultsBuilder.build(mode, source, settings, plans, runs, runner.fileSystemType(),
          options.threshold, notes);
      ResultsWriter.write(results, output);
      if (options.jmh != null) {
        ResultsWriter.writeJmh(results, options.jmh);
      }
      new ReplayTable().print(results, System.out);
      System.out.println("Results written to " + output);
      return 0;
    } catch (IOException e) {
      System.err.println("iobench: " + e.getMessage());
      return 1;
    }
  }
}
