package io.iobench.cli;

import io.iobench.profile.Profile;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplayPlans;
import io.iobench.text.ByteSize;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * Which workloads of a profile are replayed, and how big; shared by {@code replay} and {@code
 * report}.
 */
final class ProfileSelection {
  @Option(
      names = "--top",
      defaultValue = "3",
      paramLabel = "N",
      description =
          "hottest workloads to replay, by time spent in their calls (default: ${DEFAULT-VALUE})")
  int top;

  @Option(
      names = "--max-size",
      defaultValue = "64m",
      paramLabel = "SIZE",
      description =
          "largest file a round reads or writes; bigger files are replayed at this size (default: ${DEFAULT-VALUE})")
  String maxSize;

  @Option(
      names = "--max-calls",
      defaultValue = "20000",
      paramLabel = "N",
      description = "most random calls per round (default: ${DEFAULT-VALUE})")
  long maxCalls;

  @Option(
      names = "--all-techniques",
      description =
          "replay every alternative, also where the app's calls go through a layer (a logger, a"
              + " serializer, a database) at which no change of the app's would make it; by default"
              + " those are left out")
  boolean allTechniques;

  /** Checks the options before any work; throws IllegalArgumentException with a clear message. */
  void check() {
    ByteSize.parse(maxSize);
    if (top < 1 || maxCalls < 1) {
      throw new IllegalArgumentException("--top and --max-calls must be at least 1");
    }
  }

  List<ReplayPlan> plans(Profile profile, List<String> notes) {
    return ReplayPlans.fromProfile(
        profile, top, ByteSize.parse(maxSize), maxCalls, allTechniques, notes);
  }
}
