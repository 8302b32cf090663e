package io.iobench.cli;

import io.iobench.profile.Profile;
import io.iobench.recommend.ResultsBuilder;
import io.iobench.recommend.SequentialElimination;
import io.iobench.replay.ConsoleProgress;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplayRunner;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.RoundJudge;
import io.iobench.replay.WorkloadRun;
import io.iobench.reports.ReplayTable;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsReader;
import io.iobench.results.ResultsWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code replay}, {@code bench}, {@code report} and {@code check} share: run the plans, write
 * the results.
 */
final class ReplayJob {
  private ReplayJob() {}

  /** Replays, writes the results file(s) and prints the table; returns the exit code. */
  static int run(
      String mode,
      String source,
      List<ReplayPlan> plans,
      List<String> notes,
      MeasurementOptions options,
      Path output) {
    try {
      checkOutputs(options, output);
    } catch (IllegalArgumentException | IOException e) {
      return BadInput.report(e);
    }
    if (plans.isEmpty()) {
      System.err.println(
          "iobench: nothing to replay" + (notes.isEmpty() ? "" : ": " + String.join("; ", notes)));
      return 1;
    }
    try {
      ReplayResults results = measure(mode, source, plans, notes, options);
      write(results, options, output);
      new ReplayTable().print(results, System.out);
      System.out.println("Results written to " + output);
      return 0;
    } catch (IOException e) {
      System.err.println("iobench: " + e.getMessage());
      return 1;
    }
  }

  /**
   * Replays a profile's hot files as {@code selection} picks them and writes the results to {@code
   * output}; null, with a line on stderr that ends in {@code without}, when nothing in it can be
   * replayed.
   */
  static ReplayResults replayProfile(
      Profile profile,
      Path source,
      ProfileSelection selection,
      MeasurementOptions options,
      Path output,
      String without)
      throws IOException {
    List<String> notes = new ArrayList<>();
    List<ReplayPlan> plans = selection.plans(profile, notes);
    if (plans.isEmpty()) {
      System.err.println(
          "iobench: nothing to replay"
              + (notes.isEmpty() ? "" : ": " + String.join("; ", notes))
              + "; "
              + without);
      return null;
    }
    ReplayResults results = measure("replay", source.toString(), plans, notes, options);
    write(results, options, output);
    return results;
  }

  /**
   * Refuses {@code --results} with {@code --no-replay}: a command that can replay takes its results
   * from one of them, or from a replay of its own.
   */
  static void checkOneResultsSource(Path resultsFile, boolean noReplay) {
    if (resultsFile != null && noReplay) {
      throw new IllegalArgumentException("--results and --no-replay exclude each other");
    }
  }

  /**
   * The results of an earlier replay given with {@code --results}, read now; else null, and where
   * the command will replay (no {@code --no-replay}), its outputs checked now, before any work.
   */
  static ReplayResults givenResults(
      Path resultsFile, boolean noReplay, MeasurementOptions options, Path replayFile)
      throws IOException {
    if (resultsFile != null) {
      return ResultsReader.read(resultsFile);
    }
    if (!noReplay) {
      checkOutputs(options, replayFile);
    }
    return null;
  }

  /** Where the results of a replay go by default: beside {@code file}, named after it. */
  static Path resultsBeside(Path file) {
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return file.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".replay.json");
  }

  /** Checks the settings and that the outputs can be written, before any work. */
  static void checkOutputs(MeasurementOptions options, Path output) throws IOException {
    options.settings();
    ResultsWriter.checkWritable(output);
    if (options.jmh != null) {
      ResultsWriter.checkWritable(options.jmh);
    }
  }

  /** Runs the plans with a progress bar and builds the results. */
  static ReplayResults measure(
      String mode,
      String source,
      List<ReplayPlan> plans,
      List<String> notes,
      MeasurementOptions options)
      throws IOException {
    ReplaySettings settings = options.settings();
    RoundJudge judge =
        options.thorough
            ? RoundJudge.MEASURE_ALL
            : new SequentialElimination(options.threshold, settings.measuredRounds());
    ReplayRunner runner =
        new ReplayRunner(settings, ConsoleProgress.onStderr(), judge)
            .workerArchive(ReplayRunner.defaultWorkerArchiveDir())
            .scratchPlacement(options.scratchPlacement());
    List<WorkloadRun> runs = runner.run(plans);
    return ResultsBuilder.build(
        mode,
        source,
        settings,
        plans,
        runs,
        runner.fileSystemType(),
        options.threshold,
        options.minSavingPercent / 100,
        notes,
        !options.thorough);
  }

  static void write(ReplayResults results, MeasurementOptions options, Path output)
      throws IOException {
    ResultsWriter.write(results, output);
    if (options.jmh != null) {
      ResultsWriter.writeJmh(results, options.jmh);
    }
  }
}
