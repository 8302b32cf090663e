package io.iobench.cli;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileException;
import io.iobench.profile.ProfileReader;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplayPlans;
import io.iobench.text.ByteSize;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "replay", mixinStandardHelpOptions = true,
    description = {"Replay the hot files of a profile with every alternative Java I/O technique, and recommend.",
        "Each technique runs in its own JVM; rounds are interleaved; bytes are verified."})
final class ReplayCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "PROFILE", description = "profile JSON written by the agent")
  Path profile;

  @Option(names = {"-o", "--output"}, defaultValue = "replay.json", paramLabel = "FILE",
      description = "results file (default: ${DEFAULT-VALUE})")
  Path output;

  @Option(names = "--top", defaultValue = "3", paramLabel = "N",
      description = "hottest workloads to replay, by time spent in their calls (default: ${DEFAULT-VALUE})")
  int top;

  @Option(names = "--max-size", defaultValue = "64m", paramLabel = "SIZE",
      description = "largest file a round reads or writes; bigger files are replayed at this size (default: ${DEFAULT-VALUE})")
  String maxSize;

  @Option(names = "--max-calls", defaultValue = "20000", paramLabel = "N",
      description = "most random calls per round (default: ${DEFAULT-VALUE})")
  long maxCalls;

  @Mixin MeasurementOptions measurement;

  @Override
  public Integer call() {
    Profile p;
    long max;
    try {
      p = ProfileReader.read(profile);
      max = ByteSize.parse(maxSize);
      if (top < 1 || maxCalls < 1) {
        throw new IllegalArgumentException("--top and --max-calls must be at least 1");
      }
    } catch (ProfileException | IllegalArgumentException e) {
      System.err.println("iobench: " + e.getMessage());
      return 2;
    }
    List<String> notes = new ArrayList<>();
    List<ReplayPlan> plans = ReplayPlans.fromProfile(p, top, max, maxCalls, notes);
    return ReplayJob.run("replay", profile.toString(), plans, notes, measurement, output);
  }
}
