package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.stats.Speedup;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The one rule for an interval, and a workload, too wide to decide. */
class UndecidedTest {
  private static final double THRESHOLD = 1.10;

  private static Speedup interval(double low, double high) {
    return new Speedup(Math.sqrt(low * high), low, high, 5);
  }

  @Test
  void anIntervalFromNoGainToALargeOneSpansBoth() {
    assertTrue(Undecided.spans(interval(0.733, 81.7), THRESHOLD));
    assertTrue(Undecided.spans(interval(0.9, Undecided.LARGE_GAIN), THRESHOLD), "reaching 1.5x");
    assertTrue(
        Undecided.spans(interval(THRESHOLD, 2.0), THRESHOLD), "at the threshold: not above it");
    assertFalse(Undecided.spans(interval(0.9, 1.49), THRESHOLD), "no large gain in reach");
    assertFalse(Undecided.spans(interval(1.11, 80), THRESHOLD), "wholly above: a gain");
  }

  @Test
  void theAlternativesTooWideToDecideAWorkloadAreThoseSpanningBothInOrder() {
    Map<String, Speedup> intervals = new LinkedHashMap<>();
    intervals.put("slow", interval(0.4, 0.9));
    intervals.put("wide", interval(0.7, 9.0));
    intervals.put("near", interval(0.95, 1.3));
    intervals.put("wider", interval(0.2, 30));
    assertEquals(Set.of("wide", "wider"), Undecided.among(intervals, THRESHOLD));
    assertEquals("wide", Undecided.among(intervals, THRESHOLD).iterator().next());
  }

  @Test
  void aWorkloadWithAGainWhollyAboveTheThresholdIsDecided() {
    Map<String, Speedup> intervals = new LinkedHashMap<>();
    intervals.put("wide", interval(0.7, 9.0));
    intervals.put("gain", interval(1.5, 2.5));
    assertEquals(Set.of(), Undecided.among(intervals, THRESHOLD));
  }

  @Test
  void anUnboundedIntervalSpansEverything() {
    Map<String, Speedup> intervals = new LinkedHashMap<>();
    intervals.put("near", interval(0.95, 1.3));
    intervals.put("unbounded", null);
    assertEquals(Set.of("unbounded"), Undecided.among(intervals, THRESHOLD));
  }
}
