package io.iobench.cli;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileException;
import io.iobench.replay.ReplayPlan;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Replay the hot files of a profile (or of a JFR recording) with the alternative Java I/O"
          + " techniques, and recommend the change to make.",
      "The techniques run in worker JVMs, their rounds interleaved, every byte verified; an"
          + " alternative leaves the race as soon as it cannot be recommended."
    },
    footerHeading = "%nExample:%n",
    footer = "  java -jar iobench.jar replay app-profile.json -o replay.json --top 5")
final class ReplayCommand implements Callable<Integer> {
  @Mixin ProfileArgument profile;

  @Option(
      names = {"-o", "--output"},
      defaultValue = "replay.json",
      paramLabel = "FILE",
      description = "results file (default: ${DEFAULT-VALUE})")
  Path output;

  @Mixin ProfileSelection selection;

  @Mixin MeasurementOptions measurement;

  @Override
  public Integer call() {
    Profile p;
    try {
      p = profile.read();
      selection.check();
    } catch (ProfileException | IllegalArgumentException e) {
      return BadInput.report(e);
    }
    List<String> notes = new ArrayList<>();
    List<ReplayPlan> plans = selection.plans(p, notes);
    return ReplayJob.run("replay", profile.path.toString(), plans, notes, measurement, output);
  }
}
