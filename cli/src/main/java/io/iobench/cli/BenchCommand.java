package io.iobench.cli;

import io.iobench.replay.ReplayPlans;
import io.iobench.scenario.Scenario;
import io.iobench.scenario.Scenarios;
import io.iobench.text.ByteSize;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description =
        "Run a standalone scenario (a seed article's experiment or a common app pattern) without"
            + " an app.",
    footerHeading = "%nExamples:%n",
    footer = {
      "  java -jar iobench.jar bench --list",
      "  java -jar iobench.jar bench --scenario seed-001-sequential-io -o results.json"
    })
final class BenchCommand implements Callable<Integer> {
  @Option(names = "--list", description = "list the scenarios")
  boolean list;

  @Option(
      names = "--scenario",
      paramLabel = "NAME",
      description = "the scenario to run (see --list)")
  String scenario;

  @Option(
      names = "--size",
      paramLabel = "SIZE",
      description = "bytes per file, e.g. 256m (default: the scenario's)")
  String size;

  @Option(names = "--original-size", description = "run at the size the source article used")
  boolean originalSize;

  @Option(
      names = {"-o", "--output"},
      defaultValue = "results.json",
      paramLabel = "FILE",
      description = "results file (default: ${DEFAULT-VALUE})")
  Path output;

  @Mixin MeasurementOptions measurement;

  @Override
  public Integer call() {
    if (list) {
      for (Scenario s : Scenarios.all()) {
        System.out.printf(
            "%-32s %s%n%-32s   source: %s; default size %s, original %s%n",
            s.name(),
            s.description(),
            "",
            s.source(),
            ByteSize.human(s.defaultSize()),
            ByteSize.human(s.originalSize()));
      }
      return 0;
    }
    if (scenario == null) {
      return BadInput.report("bench needs --list or --scenario NAME");
    }
    Optional<Scenario> found = Scenarios.byName(scenario);
    if (found.isEmpty()) {
      return BadInput.report("no scenario named '" + scenario + "' (see: iobench bench --list)");
    }
    Scenario s = found.get();
    long bytes;
    try {
      if (size != null && originalSize) {
        throw new IllegalArgumentException("--size and --original-size exclude each other");
      }
      bytes =
          size != null ? ByteSize.parse(size) : originalSize ? s.originalSize() : s.defaultSize();
    } catch (IllegalArgumentException e) {
      return BadInput.report(e);
    }
    return ReplayJob.run(
        "bench", s.name(), ReplayPlans.fromScenario(s, bytes), List.of(), measurement, output);
  }
}
