package io.iobench.benchmarks.cost;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Short windows of a benchmark's variants, alternating in a shuffled order each round inside one
 * JVM, so that what the machine does meanwhile falls on every variant alike: after a warm-up that
 * sizes each variant's window from its warm speed, every round times one window of each.
 */
final class ShuffledWindows {
  /** Makes {@code calls} calls of a variant and returns the time per call, in ns. */
  @FunctionalInterface
  interface Window<V> {
    double nanosPerCall(V variant, int calls) throws IOException;
  }

  private ShuffledWindows() {}

  /** Each variant's time per call in each of {@code rounds} rounds, in round order. */
  static <V extends Enum<V>> Map<V, List<Double>> run(
      Class<V> type, int rounds, int windowMillis, Window<V> window) throws IOException {
    V[] variants = type.getEnumConstants();
    Map<V, Integer> calls = new EnumMap<>(type);
    for (V v : variants) {
      calls.put(v, 1000);
    }
    for (int pass = 0; pass < 20; pass++) {
      for (V v : variants) {
        double ns = window.nanosPerCall(v, calls.get(v));
        if (pass >= 10) {
          calls.put(v, (int) Math.max(100, windowMillis * 1e6 / ns));
        }
      }
    }
    Map<V, List<Double>> perCall = new EnumMap<>(type);
    for (V v : variants) {
      perCall.put(v, new ArrayList<>());
    }
    List<V> order = new ArrayList<>(List.of(variants));
    Random shuffle = new Random(1);
    for (int r = 0; r < rounds; r++) {
      Collections.shuffle(order, shuffle);
      for (V v : order) {
        perCall.get(v).add(window.nanosPerCall(v, calls.get(v)));
      }
    }
    return perCall;
  }

  /** The first line of a run's output: the JVM, the agent options and the rounds. */
  static void printHeader(String options, int rounds, int windowMillis) {
    System.out.printf(
        Locale.ROOT,
        "%s, options '%s': %d rounds of one ~%d ms window per variant, shuffled%n",
        Runtime.version(),
        options,
        rounds,
        windowMillis);
  }

  /** One line of added cost: its mean with the 95 % interval, and its median round. */
  static void print(String what, AddedCost cost) {
    System.out.printf(
        Locale.ROOT,
        "  %-44s %+6.1f ± %4.1f ns per call (median round %+.1f)%n",
        what,
        cost.mean(),
        cost.interval95(),
        cost.median());
  }
}
