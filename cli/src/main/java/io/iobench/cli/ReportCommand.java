package io.iobench.cli;

import io.iobench.profile.DocumentException;
import io.iobench.profile.Profile;
import io.iobench.reports.ConsoleSummary;
import io.iobench.reports.html.HtmlReport;
import io.iobench.reports.html.ReportModelBuilder;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsWriter;
import io.iobench.text.Units;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description =
        "Write a self-contained HTML report of a profile or a JFR recording. It replays the hot"
            + " files first, or reads the results of an earlier replay with --results, or skips"
            + " the replay with --no-replay.",
    footerHeading = "%nExample:%n",
    footer = "  java -jar iobench.jar report app-profile.json -o report.html")
final class ReportCommand implements Callable<Integer> {
  @Mixin ProfileArgument profile;

  @Option(
      names = {"-o", "--output"},
      defaultValue = "report.html",
      paramLabel = "FILE",
      description = "the HTML report (default: ${DEFAULT-VALUE})")
  Path output;

  @Option(
      names = "--results",
      paramLabel = "FILE",
      description = "results of an earlier replay: no new replay")
  Path resultsFile;

  @Option(names = "--no-replay", description = "observation only: no replay, no recommendations")
  boolean noReplay;

  @Option(
      names = "--replay-output",
      paramLabel = "FILE",
      description = "where the replay's results go (default: the report's name with .replay.json)")
  Path replayOutput;

  @Mixin ProfileSelection selection;

  @Mixin MeasurementOptions measurement;

  @Override
  public Integer call() {
    Profile p;
    ReplayResults results = null;
    Path replayFile = replayOutput != null ? replayOutput : ReplayJob.resultsBeside(output);
    try {
      ReplayJob.checkOneResultsSource(resultsFile, noReplay);
      p = profile.read();
      selection.check();
      ResultsWriter.checkWritable(output);
      results = ReplayJob.givenResults(resultsFile, noReplay, measurement, replayFile);
    } catch (DocumentException | IllegalArgumentException | IOException e) {
      return BadInput.report(e);
    }
    try {
      if (results == null && !noReplay) {
        results =
            ReplayJob.replayProfile(
                p,
                profile.path,
                selection,
                measurement,
                replayFile,
                "the report shows the observation only");
        if (results != null) {
          System.out.println("Replay results written to " + replayFile);
        }
      }
      HtmlReport.write(p, profile.path.getFileName().toString(), results, output);
    } catch (IOException e) {
      System.err.println("iobench: " + e.getMessage());
      return 1;
    }
    new ConsoleSummary(10).print(p, System.out);
    printRecommendations(results);
    System.out.println("Report written to " + output);
    return 0;
  }

  private static void printRecommendations(ReplayResults results) {
    if (results == null) {
      return;
    }
    System.out.println();
    List<RecommendationResult> first =
        results.recommendations.stream().filter(r -> r.rank == 1).toList();
    if (first.isEmpty()) {
      System.out.println(ReportModelBuilder.NO_CHANGE);
      return;
    }
    System.out.println("Top recommendations:");
    for (RecommendationResult r : first) {
      System.out.printf(
          Locale.ROOT,
          "  %s: %s instead of %s, %sx faster [%s-%s], would have saved %s%n",
          r.path,
          r.recommendedTitle,
          r.currentTitle,
          Units.factor(r.speedup),
          Units.factor(r.speedupLow),
          Units.factor(r.speedupHigh),
          Units.duration(r.savedNanos));
    }
  }
}
