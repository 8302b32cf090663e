package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fields the common call touches lie together at the start of an OpStats, as HotSpot lays it
 * out in this JVM: after a system call each further cache line the recorder touches costs the app
 * time, and a field declared in the wrong place (or an int beside {@code traits}, which would take
 * its place in the header's gap) would quietly add one.
 */
class OpStatsLayoutTest {
  /** What a call that moves data touches when it is not timed and its size is the last one's. */
  private static final List<String> HOT =
      List.of(
          "traits",
          "calls",
          "bytes",
          "untimed",
          "timeCountdown",
          "lastEnd",
          "consecutive",
          "sequential",
          "runValue",
          "runCount",
          "directCalls");

  /** The object header and the ten longs: 96 bytes, two cache lines' worth. */
  private static final long HOT_END = 96;

  @Test
  void theCommonCallsFieldsComeFirstWithinTwoCacheLinesWorth() throws Exception {
    long hotEnd = 0;
    long coldStart = Long.MAX_VALUE;
    for (Field f : OpStats.class.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers())) {
        continue;
      }
      long offset = offset(f);
      if (HOT.contains(f.getName())) {
        hotEnd = Math.max(hotEnd, offset + size(f.getType()));
      } else {
        coldStart = Math.min(coldStart, offset);
      }
    }
    assertTrue(hotEnd <= HOT_END, "the hot fields end at byte " + hotEnd + ", not by " + HOT_END);
    assertTrue(
        coldStart >= hotEnd,
        "a field the common call does not touch starts at byte " + coldStart + ", among the hot");
  }

  private static long offset(Field f) throws Exception {
    Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
    Field the = unsafeClass.getDeclaredField("theUnsafe");
    the.setAccessible(true);
    Object unsafe = the.get(null);
    return (long) unsafeClass.getMethod("objectFieldOffset", Field.class).invoke(unsafe, f);
  }

  private static long size(Class<?> type) {
    return type == long.class || type == double.class ? 8 : 4;
  }
}
