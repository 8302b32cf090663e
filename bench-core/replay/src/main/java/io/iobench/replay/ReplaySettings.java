package io.iobench.replay;

import java.nio.file.Path;
import java.util.List;

/**
 * How a replay measures.
 *
 * @param warmupRounds rounds after run 0 that are run but not measured (the JIT settles)
 * @param measuredRounds rounds that make the statistics, at least 2
 * @param workDir where the scratch directory is made
 * @param cache page-cache state at the start of each round
 * @param workerJvmArgs extra options for every worker JVM (e.g. -Xmx)
 * @param roundNanos how long a round should last at least: a workload pass shorter than this is
 *     repeated within the round (warm cache only), so that short passes are timed well
 * @param wholePasses whether every pass is timed whole; otherwise a pass longer than a round is
 *     timed on its first round's worth of calls ({@link RoundRules#cutNanos})
 * @param jvmPerTechnique whether every technique runs in a JVM of its own; otherwise the sizes of
 *     one family of techniques share one ({@link WorkerGroups})
 * @param extraRounds the most rounds a workload makes after its planned ones while an alternative's
 *     interval is still too wide to decide ({@link ExtraRounds}); 0 for none
 * @param extraTimeShare the time cap of a workload's extra rounds, as a share of the time its
 *     planned replay took (1: as long again)
 */
public record ReplaySettings(
    int warmupRounds,
    int measuredRounds,
    Path workDir,
    CacheMode cache,
    List<String> workerJvmArgs,
    long roundNanos,
    boolean wholePasses,
    boolean jvmPerTechnique,
    int extraRounds,
    double extraTimeShare) {

  /**
   * A round's length by default: two fifths of a thorough replay's. Five rounds of 20 ms hold some
   * hundred passes of a 1 ms workload, and the speed-ups are paired round by round, so the
   * machine's drift between rounds cancels whatever their length.
   */
  public static final long DEFAULT_ROUND_NANOS = 20_000_000L;

  /** A round's length in a thorough replay. */
  public static final long THOROUGH_ROUND_NANOS = 50_000_000L;

  /**
   * The most extra rounds of a workload by default: with five planned, up to three times as many
   * measured rounds, which narrows a wide interval a great deal (its degrees of freedom grow from 4
   * to 14), while few enough looks share the extra rounds' error budget that each look's interval
   * is not much wider for it.
   */
  public static final int DEFAULT_EXTRA_ROUNDS = 10;

  /**
   * The time cap of a workload's extra rounds by default: as long again as its planned replay took,
   * so that a replay takes at most twice as long as its planned rounds did.
   */
  public static final double DEFAULT_EXTRA_TIME_SHARE = 1.0;

  public ReplaySettings(
      int warmupRounds, int measuredRounds, Path workDir, CacheMode cache, List<String> jvmArgs) {
    this(warmupRounds, measuredRounds, workDir, cache, jvmArgs, DEFAULT_ROUND_NANOS, false, false);
  }

  /** Settings with the default extra rounds. */
  public ReplaySettings(
      int warmupRounds,
      int measuredRounds,
      Path workDir,
      CacheMode cache,
      List<String> jvmArgs,
      long roundNanos,
      boolean wholePasses,
      boolean jvmPerTechnique) {
    this(
        warmupRounds,
        measuredRounds,
        workDir,
        cache,
        jvmArgs,
        roundNanos,
        wholePasses,
        jvmPerTechnique,
        DEFAULT_EXTRA_ROUNDS,
        DEFAULT_EXTRA_TIME_SHARE);
  }

  /**
   * These settings for a thorough replay: every pass whole, a JVM per technique, rounds at least as
   * long as {@link #THOROUGH_ROUND_NANOS}, and no extra rounds: a thorough replay measures its
   * planned rounds and decides on them alone, the fixed design the quick replay is checked against.
   */
  public ReplaySettings thoroughly() {
    return with(Math.max(roundNanos, THOROUGH_ROUND_NANOS), true, true, 0, extraTimeShare);
  }

  /** These settings with every technique in a JVM of its own. */
  public ReplaySettings withJvmPerTechnique() {
    return with(roundNanos, wholePasses, true, extraRounds, extraTimeShare);
  }

  /**
   * These settings with other caps on a workload's extra rounds.
   *
   * @param rounds the most extra rounds a workload makes, 0 for none
   * @param timeShare their time cap, as a share of the time the workload's planned replay took
   */
  public ReplaySettings withExtraRounds(int rounds, double timeShare) {
    return with(roundNanos, wholePasses, jvmPerTechnique, rounds, timeShare);
  }

  /** These settings' rounds, directory, cache and JVM arguments, with the rest as given. */
  private ReplaySettings with(
      long roundNanos,
      boolean wholePasses,
      boolean jvmPerTechnique,
      int extraRounds,
      double extraTimeShare) {
    return new ReplaySettings(
        warmupRounds,
        measuredRounds,
        workDir,
        cache,
        workerJvmArgs,
        roundNanos,
        wholePasses,
        jvmPerTechnique,
        extraRounds,
        extraTimeShare);
  }

  public static final int DEFAULT_WARMUP_ROUNDS = 2;
  public static final int DEFAULT_MEASURED_ROUNDS = 5;

  public ReplaySettings {
    if (warmupRounds < 0) {
      throw new IllegalArgumentException("warm-up rounds must not be negative: " + warmupRounds);
    }
    if (measuredRounds < 2) {
      throw new IllegalArgumentException(
          "at least 2 measured rounds are needed for an interval: " + measuredRounds);
    }
    workerJvmArgs = List.copyOf(workerJvmArgs);
    if (roundNanos < 0) {
      throw new IllegalArgumentException("round time must not be negative: " + roundNanos);
    }
    if (extraRounds < 0) {
      throw new IllegalArgumentException("extra rounds must not be negative: " + extraRounds);
    }
    if (!(extraTimeShare >= 0 && extraTimeShare < Double.POSITIVE_INFINITY)) {
      throw new IllegalArgumentException(
          "the extra rounds' time cap must be a share of at least 0: " + extraTimeShare);
    }
  }

  /** Rounds per technique including run 0. */
  public int totalRounds() {
    return 1 + warmupRounds + measuredRounds;
  }
}
