package io.iobench.cli;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileException;
import io.iobench.reports.ConsoleSummary;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "summary",
    mixinStandardHelpOptions = true,
    description =
        "Print the busiest files and operations of a profile, or of a JDK Flight Recorder"
            + " recording with what it could not show.",
    footerHeading = "%nExample:%n",
    footer = "  java -jar iobench.jar summary app-profile.json --top 10")
final class SummaryCommand implements Callable<Integer> {
  @Mixin ProfileArgument profile;

  @Option(
      names = "--top",
      defaultValue = "20",
      description = "rows to show (default: ${DEFAULT-VALUE})")
  int top;

  @Override
  public Integer call() {
    Profile p;
    try {
      p = profile.read();
    } catch (ProfileException e) {
      return BadInput.report(e);
    }
    new ConsoleSummary(top).print(p, System.out);
    return 0;
  }
}
