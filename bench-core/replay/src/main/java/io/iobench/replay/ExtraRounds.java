package io.iobench.replay;

import io.iobench.results.ExtraRoundsStop;
import io.iobench.technique.Technique;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * A workload's extra rounds: after its planned rounds, while an alternative's interval is still too
 * wide to decide ({@link RoundJudge#tooWide}), the baseline and those alternatives make more
 * measured rounds, interleaved as the planned ones are, until no interval is too wide or a cap is
 * reached: at most {@link ReplaySettings#extraRounds} rounds, and no round that would end past the
 * time cap, a share ({@link ReplaySettings#extraTimeShare}) of the time the workload's planned
 * replay took. A round is expected to last as long as the last round of the techniques that make it
 * did, so the cap holds as well as that estimate. The runner fills it in; it says how many rounds
 * were made, how long they took and why they stopped.
 */
public final class ExtraRounds {
  private final List<Technique> alternatives;
  private final int roundCap;
  private final long capNanos;
  private final LongSupplier clock;
  private final long startNanos;
  private int rounds;
  private long nanos;
  private ExtraRoundsStop stoppedBy;

  /**
   * @param alternatives the alternatives too wide to decide after the planned rounds
   * @param roundCap the most extra rounds
   * @param capNanos the time the extra rounds may take
   * @param clock {@link System#nanoTime}, or a test's; the extra rounds begin when this is made
   */
  ExtraRounds(List<Technique> alternatives, int roundCap, long capNanos, LongSupplier clock) {
    this.alternatives = List.copyOf(alternatives);
    this.roundCap = roundCap;
    this.capNanos = capNanos;
    this.clock = clock;
    this.startNanos = clock.getAsLong();
  }

  /**
   * Why no further extra round may begin, or null when one may.
   *
   * @param expectedNanos how long the next round is expected to take
   */
  ExtraRoundsStop capBefore(long expectedNanos) {
    if (rounds >= roundCap) {
      return ExtraRoundsStop.ROUND_CAP;
    }
    if (clock.getAsLong() - startNanos + expectedNanos > capNanos) {
      return ExtraRoundsStop.TIME_CAP;
    }
    return null;
  }

  /** One more extra round was made. */
  void roundDone() {
    rounds++;
  }

  /** The extra rounds are over, for this reason. */
  void stop(ExtraRoundsStop why) {
    stoppedBy = why;
    nanos = clock.getAsLong() - startNanos;
  }

  /** The alternatives whose interval was too wide to decide after the planned rounds. */
  public List<Technique> alternatives() {
    return alternatives;
  }

  /** Extra rounds made. */
  public int rounds() {
    return rounds;
  }

  /** Wall time of the extra rounds, known once they stopped. */
  public long nanos() {
    return nanos;
  }

  /** The time the extra rounds could take. */
  public long capNanos() {
    return capNanos;
  }

  /** Why they stopped; null while they go on. */
  public ExtraRoundsStop stoppedBy() {
    return stoppedBy;
  }
}
