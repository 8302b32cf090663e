package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.iobench.results.ExtraRoundsStop;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import java.util.List;
import org.junit.jupiter.api.Test;

/** When a workload's extra rounds must stop: the round cap and the time cap, on a test's clock. */
class ExtraRoundsTest {
  private static final Technique WIDE = Catalogue.byId("read-all-bytes").orElseThrow();
  private static final long MS = 1_000_000L;

  /** A clock the test moves. */
  private static final class Clock {
    long now = 5_000 * MS;
  }

  @Test
  void theyStopAtTheRoundCap() {
    Clock clock = new Clock();
    ExtraRounds extra = new ExtraRounds(List.of(WIDE), 3, 1_000 * MS, () -> clock.now);
    for (int i = 0; i < 3; i++) {
      assertNull(extra.capBefore(10 * MS), "round " + (i + 1) + " of 3");
      clock.now += 10 * MS;
      extra.roundDone();
    }
    assertEquals(ExtraRoundsStop.ROUND_CAP, extra.capBefore(10 * MS));
    extra.stop(ExtraRoundsStop.ROUND_CAP);
    assertEquals(3, extra.rounds());
    assertEquals(30 * MS, extra.nanos());
    assertEquals(ExtraRoundsStop.ROUND_CAP, extra.stoppedBy());
    assertEquals(List.of(WIDE), extra.alternatives());
  }

  /** No round begins that is expected to end past the time cap; one that would end on it may. */
  @Test
  void noRoundBeginsThatWouldEndPastTheTimeCap() {
    Clock clock = new Clock();
    ExtraRounds extra = new ExtraRounds(List.of(WIDE), 10, 100 * MS, () -> clock.now);
    assertNull(extra.capBefore(40 * MS));
    clock.now += 40 * MS;
    extra.roundDone();
    assertNull(extra.capBefore(60 * MS), "ends on the cap");
    assertEquals(ExtraRoundsStop.TIME_CAP, extra.capBefore(61 * MS));
    clock.now += 61 * MS;
    assertEquals(ExtraRoundsStop.TIME_CAP, extra.capBefore(0), "past the cap: none at all");
    extra.stop(ExtraRoundsStop.TIME_CAP);
    assertEquals(1, extra.rounds());
    assertEquals(101 * MS, extra.nanos());
    assertEquals(100 * MS, extra.capNanos());
  }

  @Test
  void aRoundLongerThanTheWholeTimeCapNeverBegins() {
    ExtraRounds extra = new ExtraRounds(List.of(WIDE), 10, 100 * MS, () -> 0L);
    assertEquals(ExtraRoundsStop.TIME_CAP, extra.capBefore(101 * MS));
  }

  @Test
  void theRoundCapComesFirst() {
    ExtraRounds none = new ExtraRounds(List.of(WIDE), 0, 0, () -> 0L);
    assertEquals(ExtraRoundsStop.ROUND_CAP, none.capBefore(1));
  }

  @Test
  void untilTheyStopTheyHaveNoReason() {
    Clock clock = new Clock();
    ExtraRounds extra = new ExtraRounds(List.of(WIDE), 10, 100 * MS, () -> clock.now);
    extra.roundDone();
    assertNull(extra.stoppedBy());
    clock.now += 7 * MS;
    extra.stop(ExtraRoundsStop.DECIDED);
    assertEquals(ExtraRoundsStop.DECIDED, extra.stoppedBy());
    assertEquals(7 * MS, extra.nanos());
  }
}
