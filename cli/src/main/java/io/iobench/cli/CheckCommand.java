package io.iobench.cli;

import io.iobench.analysis.Findings;
import io.iobench.cli.attach.DurationOption;
import io.iobench.format.AtomicFiles;
import io.iobench.profile.DocumentException;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import io.iobench.prove.CheckFinding;
import io.iobench.prove.CheckThresholds;
import io.iobench.prove.Checks;
import io.iobench.prove.Comparisons;
import io.iobench.prove.PathMap;
import io.iobench.prove.WorkUnits;
import io.iobench.reports.check.CheckJUnitXml;
import io.iobench.reports.check.ConsoleCheck;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description =
        "For CI: exit 1, with the reasons, when the replay finds a change worth making in a"
            + " profile, or when its calls or I/O time regressed against a baseline profile; 0"
            + " when it passes. It replays the hot files unless --results or --no-replay.",
    footerHeading = "%nExample:%n",
    footer =
        "  java -jar iobench.jar check app-profile.json --baseline main.json --junit-xml"
            + " iobench-check.xml")
final class CheckCommand implements Callable<Integer> {
  @Mixin ProfileArgument profile;

  @Option(
      names = "--results",
      paramLabel = "FILE",
      description = "results of an earlier replay of PROFILE: no new replay")
  Path resultsFile;

  @Option(names = "--no-replay", description = "no replay: the baseline's rule only")
  boolean noReplay;

  @Option(
      names = "--baseline",
      paramLabel = "PROFILE",
      description = "profile (or JFR recording) of an accepted run, the measure of PROFILE")
  Path baseline;

  @Option(
      names = "--max-calls-increase",
      paramLabel = "PERCENT",
      defaultValue = "20",
      description =
          "a file operation's calls may grow by this share of the baseline's (default:"
              + " ${DEFAULT-VALUE})")
  double maxCallsIncreasePercent;

  @Option(
      names = "--min-extra-calls",
      paramLabel = "N",
      defaultValue = "1000",
      description = "and fail on calls only past this many more (default: ${DEFAULT-VALUE})")
  long minExtraCalls;

  @Option(
      names = "--max-time-increase",
      paramLabel = "PERCENT",
      defaultValue = "50",
      description =
          "its I/O time may grow by this share of the baseline's (default: ${DEFAULT-VALUE})")
  double maxTimeIncreasePercent;

  @Option(
      names = "--min-extra-time",
      paramLabel = "DURATION",
      defaultValue = "50ms",
      description = "and fail on time only past this much more (default: ${DEFAULT-VALUE})")
  String minExtraTime;

  @Option(
      names = "--per",
      paramLabel = "N|BASELINE:PROFILE",
      description = "units of work each run did; PROFILE is scaled to the baseline's")
  String per;

  @Option(
      names = "--map",
      paramLabel = "OLD=NEW",
      description = "read the baseline's paths that start with OLD as starting with NEW")
  List<String> maps = new ArrayList<>();

  @Option(
      names = "--junit-xml",
      paramLabel = "FILE",
      description = "write the outcome as a JUnit XML report, a test case per finding")
  Path junitXml;

  @Option(
      names = "--replay-output",
      paramLabel = "FILE",
      description = "where a replay's results go (default: PROFILE's name with .replay.json)")
  Path replayOutput;

  @Mixin ProfileSelection selection;

  @Mixin MeasurementOptions measurement;

  @Override
  public Integer call() {
    Profile p;
    ReplayResults results = null;
    CheckThresholds limits;
    WorkUnits units;
    PathMap paths;
    Profile accepted = null;
    Path replayFile = replayOutput != null ? replayOutput : ReplayJob.resultsBeside(profile.path);
    try {
      ReplayJob.checkOneResultsSource(resultsFile, noReplay);
      limits =
          new CheckThresholds(
              maxCallsIncreasePercent / 100,
              minExtraCalls,
              maxTimeIncreasePercent / 100,
              parseDuration(minExtraTime));
      units = per == null ? null : WorkUnits.parse(per);
      paths = PathMap.of(maps);
      p = profile.read();
      if (baseline != null) {
        accepted = ProfileReader.read(baseline);
      }
      if (junitXml != null) {
        ResultsWriter.checkWritable(junitXml);
      }
      selection.check();
      results = ReplayJob.givenResults(resultsFile, noReplay, measurement, replayFile);
    } catch (DocumentException | IllegalArgumentException | IOException e) {
      return BadInput.report(e);
    }
    List<CheckFinding> findings = new ArrayList<>();
    try {
      if (results == null && !noReplay) {
        results =
            ReplayJob.replayProfile(
                p,
                profile.path,
                selection,
                measurement,
                replayFile,
                "no change worth making is found");
        if (results != null) {
          System.err.println("Replay results written to " + replayFile);
        } else {
          // Nothing the replay could measure: nothing it could find a change to make in either.
          results = new ReplayResults();
        }
      }
      if (results != null) {
        findings.addAll(Checks.advice(results));
      }
      if (accepted != null) {
        findings.addAll(
            Checks.regressions(
                Comparisons.of(
                    new Comparisons.Run(baseline.toString(), Findings.of(accepted)),
                    new Comparisons.Run(profile.path.toString(), Findings.of(p)),
                    paths,
                    units,
                    null),
                limits));
      }
      if (junitXml != null) {
        AtomicFiles.write(junitXml, out -> CheckJUnitXml.write(findings, out));
      }
    } catch (IOException e) {
      System.err.println("iobench: " + e.getMessage());
      return BadInput.EXIT_CODE;
    }
    if (findings.isEmpty()) {
      System.out.println("iobench check: no rule to apply (--no-replay without --baseline)");
      return 0;
    }
    return ConsoleCheck.print(findings, System.out) ? 1 : 0;
  }

  private static long parseDuration(String text) {
    return DurationOption.positiveMillis("--min-extra-time", text, "10ms, 1s") * 1_000_000;
  }
}
