package io.iobench.cli;

import io.iobench.analysis.Findings;
import io.iobench.format.AtomicFiles;
import io.iobench.profile.DocumentException;
import io.iobench.profile.ProfileReader;
import io.iobench.prove.Comparison;
import io.iobench.prove.ComparisonJson;
import io.iobench.prove.Comparisons;
import io.iobench.prove.PathMap;
import io.iobench.prove.WorkUnits;
import io.iobench.reports.compare.ComparisonHtml;
import io.iobench.reports.compare.ConsoleComparison;
import io.iobench.results.ReplayResults;
import io.iobench.results.ResultsReader;
import io.iobench.results.ResultsWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    description =
        "Compare a profile taken after a change with the one taken before it, per file, operation"
            + " and app method; with the replay's results, each recommendation's predicted saving"
            + " next to the realized one.",
    footerHeading = "%nExample:%n",
    footer =
        "  java -jar iobench.jar compare before.json after.json --results before.replay.json"
            + " -o compare.html")
final class CompareCommand implements Callable<Integer> {
  @Parameters(
      index = "0",
      paramLabel = "BEFORE",
      description = "profile (or JFR recording) of the run before the change")
  Path before;

  @Parameters(
      index = "1",
      paramLabel = "AFTER",
      description = "profile (or JFR recording) of the run after it")
  Path after;

  @Option(
      names = "--results",
      paramLabel = "FILE",
      description = "the replay's results of BEFORE (report's .replay.json): predicted savings")
  Path resultsFile;

  @Option(
      names = "--per",
      paramLabel = "N|BEFORE:AFTER",
      description =
          "units of work each run did (requests, records); the after run is scaled to the"
              + " before run's")
  String per;

  @Option(
      names = "--per-calls",
      paramLabel = "PATH:API.OPERATION",
      description =
          "count the units of work by a file operation's calls in each run (one access-log"
              + " write per request)")
  String perCalls;

  @Option(
      names = "--map",
      paramLabel = "OLD=NEW",
      description = "read BEFORE's paths that start with OLD as starting with NEW (repeatable)")
  List<String> maps = new ArrayList<>();

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "write the comparison as an HTML page")
  Path html;

  @Option(names = "--json", paramLabel = "FILE", description = "write it as a JSON document")
  Path json;

  @Option(
      names = "--top",
      defaultValue = "20",
      description = "files and operations to list on the console (default: ${DEFAULT-VALUE})")
  int top;

  @Override
  public Integer call() {
    Comparison c;
    try {
      if (top < 0) {
        throw new IllegalArgumentException("--top must be 0 or more, not " + top);
      }
      if (per != null && perCalls != null) {
        throw new IllegalArgumentException("--per and --per-calls exclude each other");
      }
      PathMap paths = PathMap.of(maps);
      for (Path out : new Path[] {html, json}) {
        if (out != null) {
          ResultsWriter.checkWritable(out);
        }
      }
      ReplayResults results = resultsFile == null ? null : ResultsReader.read(resultsFile);
      Comparisons.Run was =
          new Comparisons.Run(before.toString(), Findings.of(ProfileReader.read(before)));
      Comparisons.Run is =
          new Comparisons.Run(after.toString(), Findings.of(ProfileReader.read(after)));
      WorkUnits units =
          per != null
              ? WorkUnits.parse(per)
              : perCalls != null ? WorkUnits.ofCalls(perCalls, was, is, paths) : null;
      c = Comparisons.of(was, is, paths, units, results);
    } catch (DocumentException | IllegalArgumentException | IOException e) {
      return BadInput.report(e);
    }
    try {
      if (html != null) {
        byte[] page = ComparisonHtml.render(c).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(html, out -> out.write(page));
      }
      if (json != null) {
        AtomicFiles.write(json, out -> ComparisonJson.write(c, out));
      }
    } catch (IOException e) {
      System.err.println("iobench: " + e.getMessage());
      return 1;
    }
    new ConsoleComparison(top).print(c, System.out);
    if (html != null) {
      System.out.println("Comparison written to " + html);
    }
    if (json != null) {
      System.out.println("Comparison JSON written to " + json);
    }
    return 0;
  }
}
