package io.iobench.cli;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileException;
import io.iobench.profile.ProfileReader;
import io.iobench.reports.ConsoleSummary;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
    name = "summary",
    mixinStandardHelpOptions = true,
    description = "Print the busiest files and operations of a profile.")
final class SummaryCommand implements Callable<Integer> {
  @Parameters(
      index = "0",
      paramLabel = "PROFILE",
      description = "profile JSON written by the agent")
  Path profile;

  @Option(
      names = "--top",
      defaultValue = "20",
      description = "rows to show (default: ${DEFAULT-VALUE})")
  int top;

  @Override
  public Integer call() {
    Profile p;
    try {
      p = ProfileReader.read(profile);
    } catch (ProfileException e) {
      System.err.println("iobench: " + e.getMessage());
      return 2;
    }
    new ConsoleSummary(top).print(p, System.out);
    return 0;
  }
}
