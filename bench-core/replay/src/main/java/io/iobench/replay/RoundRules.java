package io.iobench.replay;

import io.iobench.technique.Invasiveness;
import io.iobench.technique.Technique;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.List;

/**
 * Every rule of a replay round, in one place. The runner asks for each round's {@link RoundPlan}
 * here and sends it to the technique's worker, which does what it says and decides nothing itself;
 * the runner keeps the orchestration (workers, order, files, eviction, verification), {@link
 * TechniqueRun} the results.
 *
 * <ul>
 *   <li>Round 0 {@linkplain RoundKind#VERIFY verifies}, the next {@code warmupRounds} {@linkplain
 *       RoundKind#WARM_UP warm up}, the rest are {@linkplain RoundKind#MEASURED measured} ({@link
 *       #kind}).
 *   <li>A verifying round is one pass of the workload as given, every byte checked; a warm-up round
 *       is a measured round filled up to a round's length; a measured round makes the calibrated
 *       passes at the calibrated scale, the first of several untimed ({@link #plan}).
 *   <li>In cold-cache mode every round is one pass ({@link #passes}).
 *   <li>The scale and the passes are calibrated after run 0 and after every warm-up round, from
 *       that round's pass time, and then fixed ({@link #calibrated}, {@link #calibrate}).
 *   <li>A pass longer than a round is cut at a round's length ({@link #cutNanos}).
 *   <li>One call in {@link #timeEvery} is timed; outputs are made fresh between passes ({@link
 *       #freshOutput}); a technique that wrote through a mapping releases it after every round
 *       ({@link #releasesMappings}).
 * </ul>
 */
final class RoundRules {
  /**
   * Most passes in a round: a bound on a round's length, should a pass be timed at next to nothing.
   */
  static final int MAX_PASSES = 100_000;

  /** Most calls between two timed ones ({@link #timeEvery}). */
  static final int MAX_TIME_EVERY = 1024;

  private final ReplaySettings settings;

  RoundRules(ReplaySettings settings) {
    this.settings = settings;
  }

  /**
   * What round {@code round} is for: round 0 verifies, rounds 1 to {@code warmupRounds} warm up,
   * the rest are measured. The verifying round comes first because a technique that moves other
   * bytes must fail before it is measured; the warm-up rounds come next because the JIT compiled
   * run 0's checksumming path, not the measured one.
   */
  RoundKind kind(int round) {
    if (round == 0) {
      return RoundKind.VERIFY;
    }
    return round <= settings.warmupRounds() ? RoundKind.WARM_UP : RoundKind.MEASURED;
  }

  /**
   * Round {@code round} of technique {@code t} on {@code w}, with the technique's calibration so
   * far and the round's files (made by the runner).
   *
   * <ul>
   *   <li>Verify: one pass at scale 1 with every byte checksummed call by call, so it checks the
   *       workload exactly as the app's calls made it; its time (JIT cold, checksumming) is
   *       reported apart, not measured, so nothing is gained by repeating it.
   *   <li>Warm-up: as a measured round, then filled to {@link #fillNanos}.
   *   <li>Measured: the calibrated {@link #passes} at the calibrated {@link #scale}, the first
   *       {@link #untimedPasses} untimed, bytes counted but not checksummed (which would slow the
   *       calls being timed).
   * </ul>
   */
  RoundPlan plan(
      int round,
      Workload w,
      Technique t,
      Calibration calibration,
      List<String> inputs,
      String output,
      String sink) {
    RoundKind kind = kind(round);
    int passes = passes(kind, calibration);
    long cut = cutNanos(kind, w, passes);
    if (cut > 0) {
      // A cut pass, too, is timed after an untimed one, as every pass of a round of several is.
      passes = 2;
    }
    return new RoundPlan(
        t.id(),
        round,
        kind,
        inputs,
        output,
        sink,
        passes,
        untimedPasses(passes),
        scale(kind, calibration),
        kind == RoundKind.VERIFY,
        fillNanos(kind),
        freshOutput(w),
        releasesMappings(t, w),
        timeEvery(w),
        cut);
  }

  /**
   * When a pass of a warm-up or measured round is cut ({@link RoundPlan#cutNanos}): at a round's
   * length, in a round of one pass on one thread in a warm cache; the round then begins with an
   * untimed pass cut at a {@linkplain RoundPlan#LEADING_CUT fraction} of that, as a round of
   * several passes begins with an untimed one. A pass that lasts longer than a round is one of many
   * small calls (a byte-at-a-time read of a megabyte takes a second), each costing what the one
   * before did, so the first round's worth of them times the pass as well as all of them, and a
   * replay no longer spends seconds per round on a technique that is clearly out of the race. A
   * pass made in one call (a whole-file read) is never cut; run 0 is never cut, as it checks every
   * byte; neither is a cold round (its reads come from the device, whose read-ahead the first part
   * of a file does not show alone) nor a pass on several threads (each would stop at another
   * point).
   */
  long cutNanos(RoundKind kind, Workload w, int passes) {
    boolean cuttable =
        kind != RoundKind.VERIFY
            && !settings.wholePasses()
            && settings.cache() == CacheMode.WARM
            && w.threads() == 1
            && passes == 1;
    return cuttable ? settings.roundNanos() : 0;
  }

  /**
   * Passes of a round: 1 to verify, and 1 in cold-cache mode, where the runner evicts the files
   * before a round and a second pass would read what the first brought into the cache; otherwise
   * the calibrated passes, so that a short pass is timed over a round's length.
   */
  int passes(RoundKind kind, Calibration calibration) {
    if (kind == RoundKind.VERIFY || settings.cache() == CacheMode.COLD) {
      return 1;
    }
    return calibration.passes();
  }

  /**
   * The workload's scale: 1 to verify (the workload as the app's calls made it), else the
   * calibrated one, in either cache mode: it sets how many of the app's calls one open makes, which
   * is what the app did, cold or warm.
   */
  static int scale(RoundKind kind, Calibration calibration) {
    return kind == RoundKind.VERIFY ? 1 : calibration.scale();
  }

  /**
   * A round of several passes begins with one of them untimed: the worker has been waiting for its
   * turn, and the first pass after a wait runs on cold processor caches (its core may be another
   * one), while an app doing this I/O in the thick of its work is hot. A round of a single pass
   * keeps it: there would be nothing left to time.
   */
  static int untimedPasses(int passes) {
    return passes > 1 ? 1 : 0;
  }

  /**
   * How long a warm-up round lasts at least, filled with untimed passes: a round's length. Its pass
   * count came from the round before, when the JIT may have been far from done (run 0 checksums
   * every byte call by call, so the JIT had compiled the verifying path), and a warm-up round of a
   * few short passes left fast techniques still settling in the first measured round. Measured
   * rounds are not filled (their passes fill them), and neither are cold-cache rounds: a cold round
   * is one pass from the device, and filling passes would read from the cache.
   */
  long fillNanos(RoundKind kind) {
    return kind == RoundKind.WARM_UP && settings.cache() == CacheMode.WARM
        ? settings.roundNanos()
        : 0;
  }

  /**
   * Whether the rounds after {@code kind} are sized again from its pass time: after run 0 and every
   * warm-up round, each closer to the settled pass time than the one before; never after a measured
   * round, so every measured round of a technique does the same work and the rounds of two
   * techniques are compared pass for pass.
   */
  static boolean calibratesAfter(RoundKind kind) {
    return kind != RoundKind.MEASURED;
  }

  /**
   * The calibration after a round of {@code w} that replied {@code reply}; see {@link #calibrate}.
   */
  Calibration calibrated(Calibration before, Workload w, WorkerMessages.RoundReply reply) {
    return calibrate(
        before,
        reply.nanosPerPass(),
        reply.betweenNanosPerPass(),
        settings.roundNanos(),
        w.maxScale());
  }

  /**
   * Chooses the scale and the passes per round from a round's time per pass and untimed time
   * between passes per pass, both of the workload as given (unscaled). The scale comes first: as
   * many of the app's calls in one open as fit in a round, up to {@code maxScale}, so that what an
   * open costs once is shared by as many calls as in the app. Then as many such passes as fill the
   * round (rounded up, at most {@link #MAX_PASSES}), each with its share of what is done between
   * passes: making a replaced output again can take longer than a short pass that writes it, and a
   * round counted without that share would last several times a round. With no pass time or no
   * round length the calibration stays as it was.
   */
  static Calibration calibrate(
      Calibration before, long passNanos, long betweenNanosPerPass, long roundNanos, int maxScale) {
    if (passNanos <= 0 || roundNanos <= 0) {
      return before;
    }
    int scale = (int) Math.max(1, Math.min(maxScale, roundNanos / passNanos));
    long scaledPass = (passNanos + Math.max(0, betweenNanosPerPass)) * scale;
    int passes =
        (int) Math.max(1, Math.min(MAX_PASSES, (roundNanos + scaledPass - 1) / scaledPass));
    return new Calibration(scale, passes);
  }

  /**
   * One call in this many is timed: a nanoTime pair costs tens of nanoseconds, more than a buffered
   * one-byte read, while a 4 KiB call can afford it every time.
   */
  static int timeEvery(Workload w) {
    return (int) Math.max(1, Math.min(MAX_TIME_EVERY, 4096 / w.callSize()));
  }

  /**
   * How the output is made fresh, for a round and between its passes: every pass writes into the
   * kind of file the app wrote into, new or full-size where the app's target already held data.
   * Making it is not timed; the worker reports its time so that {@link #calibrate} counts it.
   */
  static FreshOutput freshOutput(Workload w) {
    if (w.operation() != Operation.WRITE && w.operation() != Operation.COPY) {
      return FreshOutput.NONE;
    }
    return w.outputExists() ? FreshOutput.FULL_SIZE : FreshOutput.NEW;
  }

  /**
   * Whether the worker lets the GC unmap the technique's mappings after a round (untimed): for a
   * mapped technique that writes. While a deleted file is still mapped its dirty pages stay, and
   * their writeback would land on whichever technique runs next.
   */
  static boolean releasesMappings(Technique t, Workload w) {
    return t.invasiveness() == Invasiveness.MAPPING && w.operation() != Operation.READ;
  }
}
