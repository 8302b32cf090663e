package io.iobench.cli;

import io.iobench.replay.CacheMode;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.ScratchPlacement;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/** How a replay measures; shared by {@code replay} and {@code bench}. */
final class MeasurementOptions {
  static final int MIN_ROUNDS = 5;

  @Option(
      names = "--rounds",
      defaultValue = "5",
      paramLabel = "N",
      description =
          "measured rounds per technique, at least " + MIN_ROUNDS + " (default: ${DEFAULT-VALUE})")
  int rounds;

  @Option(
      names = "--warmup",
      defaultValue = "2",
      paramLabel = "N",
      description = "warm-up rounds after run 0, not measured (default: ${DEFAULT-VALUE})")
  int warmup;

  @Option(
      names = "--work-dir",
      paramLabel = "DIR",
      description =
          "where scratch files go; removed at the end and on Ctrl-C (default: beside each profiled"
              + " file, on its file system, where writable with room; else the system temp"
              + " directory)")
  Path workDir;

  @Option(
      names = "--cache",
      defaultValue = "warm",
      paramLabel = "warm|cold",
      description =
          "page cache at the start of each round: warm, or cold (evicted first; Linux) (default: ${DEFAULT-VALUE})")
  String cache;

  @Option(
      names = "--threshold",
      defaultValue = "1.10",
      paramLabel = "X",
      description =
          "recommend only alternatives whose 95%% interval lies wholly above this speed-up (default: ${DEFAULT-VALUE})")
  double threshold;

  @Option(
      names = "--min-saving",
      defaultValue = "1",
      paramLabel = "PERCENT",
      description =
          "a change must save at least this share of the profiled run's wall time to be one to make;"
              + " smaller gains are listed as options (default: ${DEFAULT-VALUE} %%)")
  double minSavingPercent;

  @Option(
      names = "--extra-rounds",
      defaultValue = "" + ReplaySettings.DEFAULT_EXTRA_ROUNDS,
      paramLabel = "N",
      description =
          "a workload with an alternative whose interval is still too wide to decide (from under"
              + " the threshold to 1.5x or more) after its planned rounds makes up to N more of the"
              + " baseline and those alternatives; 0 for none (default: ${DEFAULT-VALUE})")
  int extraRounds;

  @Option(
      names = "--extra-time",
      defaultValue = "" + (int) (100 * ReplaySettings.DEFAULT_EXTRA_TIME_SHARE),
      paramLabel = "PERCENT",
      description =
          "a workload's extra rounds stop before they would take longer than this share of the"
              + " time its replay took until then (default: ${DEFAULT-VALUE} %%)")
  double extraTimePercent;

  @Option(
      names = "--thorough",
      description =
          "measure every technique to the last round and no further (no extra rounds), every pass"
              + " whole, each technique in a JVM of its own; by default a technique that can no"
              + " longer be the first recommendation"
              + " stops being measured, a workload once it is decided, a pass longer than a round is"
              + " timed on its first round's worth of calls, and the sizes of one technique share a"
              + " JVM")
  boolean thorough;

  @Option(
      names = "--jvm-per-technique",
      description =
          "give every technique a JVM of its own, as --thorough does; by default the sizes of one"
              + " technique (fos/8k, fos/64k, ...) share one, which starts fewer JVMs")
  boolean jvmPerTechnique;

  @Option(
      names = "--jmh",
      paramLabel = "FILE",
      description = "also write the techniques as a JMH result array (for JMH viewers)")
  Path jmh;

  @Option(
      names = "--worker-jvm-arg",
      paramLabel = "ARG",
      description =
          "extra option for every worker JVM, repeatable (e.g. --worker-jvm-arg=-XX:+UseParallelGC)")
  List<String> workerJvmArgs = List.of();

  /**
   * Where each workload's scratch files go: all in {@code --work-dir} when given, else on its
   * profiled file's file system where they can ({@link ScratchPlacement}).
   */
  ScratchPlacement scratchPlacement() {
    return new ScratchPlacement(
        settings().workDir(), workDir != null, ScratchPlacement.Disk.local());
  }

  ReplaySettings settings() {
    if (rounds < MIN_ROUNDS) {
      throw new IllegalArgumentException("--rounds must be at least " + MIN_ROUNDS + ": " + rounds);
    }
    if (warmup < 0) {
      throw new IllegalArgumentException("--warmup must not be negative: " + warmup);
    }
    if (!(threshold >= 1.0)) {
      throw new IllegalArgumentException("--threshold must be at least 1.0: " + threshold);
    }
    if (!(minSavingPercent >= 0 && minSavingPercent <= 100)) {
      throw new IllegalArgumentException(
          "--min-saving must be a percentage from 0 to 100: " + minSavingPercent);
    }
    if (extraRounds < 0) {
      throw new IllegalArgumentException("--extra-rounds must not be negative: " + extraRounds);
    }
    if (!(extraTimePercent >= 0 && extraTimePercent < Double.POSITIVE_INFINITY)) {
      throw new IllegalArgumentException(
          "--extra-time must be a percentage of at least 0: " + extraTimePercent);
    }
    CacheMode mode;
    switch (cache.toLowerCase(java.util.Locale.ROOT)) {
      case "warm":
        mode = CacheMode.WARM;
        break;
      case "cold":
        mode = CacheMode.COLD;
        break;
      default:
        throw new IllegalArgumentException("--cache must be warm or cold: " + cache);
    }
    Path dir = workDir != null ? workDir : Path.of(System.getProperty("java.io.tmpdir"));
    ReplaySettings settings =
        new ReplaySettings(warmup, rounds, dir, mode, workerJvmArgs)
            .withExtraRounds(extraRounds, extraTimePercent / 100);
    if (thorough) {
      return settings.thoroughly();
    }
    return jvmPerTechnique ? settings.withJvmPerTechnique() : settings;
  }
}
