package io.iobench.workload;

import io.iobench.results.ReplayNote;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sizes of the app's calls in the order a replay makes them, when they were not all one size
 * (an ObjectInputStream asks for a few header bytes, then a block; a writer flushed per line writes
 * each line's length): a cycle in which each size comes up in the share of calls the app made with
 * it, spread evenly through the cycle. Empty when the workload's one call size stands for the
 * calls.
 *
 * @param cycle the sizes of one cycle of calls, or empty
 */
public record CallSizes(List<Integer> cycle) {
  /** Every call of the workload's call size. */
  public static final CallSizes UNIFORM = new CallSizes(List.of());

  /** Most calls in a cycle: enough for a size asked for once per thousand calls. */
  static final int MAX_CYCLE = 1000;

  public CallSizes {
    cycle = List.copyOf(cycle);
    for (int size : cycle) {
      if (size <= 0) {
        throw new IllegalArgumentException("call sizes must be positive: " + cycle);
      }
    }
  }

  /**
   * A cycle with each size's share of the calls ({@code counts}: size to calls), apportioned to at
   * most {@link #MAX_CYCLE} calls by largest remainder; a size too rare for one call in the cycle
   * is left out.
   */
  public static CallSizes of(Map<Integer, Long> counts) {
    long total = counts.values().stream().mapToLong(Long::longValue).sum();
    if (total <= 0 || counts.size() < 2) {
      return UNIFORM;
    }
    int length = (int) Math.min(MAX_CYCLE, total);
    Map<Integer, Integer> slots = new TreeMap<>();
    List<double[]> remainders = new ArrayList<>();
    int given = 0;
    for (Map.Entry<Integer, Long> e : counts.entrySet()) {
      double exact = (double) e.getValue() * length / total;
      int whole = (int) exact;
      slots.put(e.getKey(), whole);
      given += whole;
      remainders.add(new double[] {exact - whole, e.getKey()});
    }
    remainders.sort(
        (a, b) -> a[0] != b[0] ? Double.compare(b[0], a[0]) : Double.compare(a[1], b[1]));
    for (int i = 0; i < length - given; i++) {
      slots.merge((int) remainders.get(i)[1], 1, Integer::sum);
    }
    slots.values().removeIf(n -> n == 0);
    return slots.size() < 2 ? UNIFORM : new CallSizes(interleave(slots));
  }

  /**
   * Smooth weighted round robin: each size as evenly spread through the cycle as its share allows,
   * so a run of the cycle's first calls has the mix of the whole.
   */
  private static List<Integer> interleave(Map<Integer, Integer> slots) {
    int length = slots.values().stream().mapToInt(Integer::intValue).sum();
    List<Integer> sizes = new ArrayList<>(slots.keySet());
    int[] weight = new int[sizes.size()];
    long[] current = new long[sizes.size()];
    for (int i = 0; i < weight.length; i++) {
      weight[i] = slots.get(sizes.get(i));
    }
    List<Integer> cycle = new ArrayList<>(length);
    for (int n = 0; n < length; n++) {
      int best = 0;
      for (int i = 0; i < weight.length; i++) {
        current[i] += weight[i];
        if (current[i] > current[best]) {
          best = i;
        }
      }
      current[best] -= length;
      cycle.add(sizes.get(best));
    }
    return Collections.unmodifiableList(cycle);
  }

  /** Whether the calls come in several sizes. */
  public boolean mixed() {
    return !cycle.isEmpty();
  }

  /** The largest size of the cycle, 0 when uniform: the buffer a replay needs. */
  public int max() {
    return cycle.stream().mapToInt(Integer::intValue).max().orElse(0);
  }

  /** Mean bytes per call over the cycle, 0 when uniform. */
  public double mean() {
    return cycle.stream().mapToInt(Integer::intValue).average().orElse(0);
  }

  /** The sizes in turn, from the start of the cycle. */
  public Cursor cursor() {
    return new Cursor(cycle.stream().mapToInt(Integer::intValue).toArray());
  }

  /** The {@code n} commonest sizes of the cycle with their shares, the commonest first. */
  public List<ReplayNote.SizeMix.Share> commonest(int n) {
    Map<Integer, Integer> counts = new TreeMap<>();
    cycle.forEach(size -> counts.merge(size, 1, Integer::sum));
    List<Map.Entry<Integer, Integer>> common = new ArrayList<>(counts.entrySet());
    common.sort((a, b) -> b.getValue() - a.getValue());
    List<ReplayNote.SizeMix.Share> shares = new ArrayList<>();
    for (Map.Entry<Integer, Integer> e : common.subList(0, Math.min(n, common.size()))) {
      shares.add(new ReplayNote.SizeMix.Share(e.getKey(), 100.0 * e.getValue() / cycle.size()));
    }
    return shares;
  }

  /** The note that the replay makes its calls in this mix: its three commonest sizes. */
  public ReplayNote.SizeMix note() {
    List<ReplayNote.SizeMix.Share> all = commonest(Integer.MAX_VALUE);
    return new ReplayNote.SizeMix(
        all.subList(0, Math.min(3, all.size())), all.size() > 3, mean(), cycle.size());
  }

  /** Hands out a cycle's sizes one call at a time, round and round. */
  public static final class Cursor {
    private final int[] sizes;
    private int next;

    private Cursor(int[] sizes) {
      this.sizes = sizes;
    }

    /** Every call of one size. */
    public static Cursor of(int size) {
      return new Cursor(new int[] {size});
    }

    /** The size of the next call. */
    public int next() {
      int size = sizes[next];
      next = next + 1 == sizes.length ? 0 : next + 1;
      return size;
    }
  }
}
