package io.iobench.agent.recording;

import jdk.internal.vm.annotation.DontInline;

/**
 * The few most frequent values of a stream (access sizes, strides), kept with the space-saving
 * algorithm in fixed arrays: a hit on the first entry, the common case, costs one comparison.
 * Counts of values that entered late may be overestimated by at most the count they replaced.
 */
final class TopValues {
  static final int SIZE = 4;

  final long[] values = new long[SIZE];
  final long[] counts = new long[SIZE];
  int used;

  void add(long value) {
    addCount(value, 1);
  }

  void addCount(long value, long count) {
    if (used > 0 && values[0] == value) {
      counts[0] += count;
      return;
    }
    addBelowFirst(value, count);
  }

  /** Any other value: out of the compiled call's line, where the first entry's hit is inlined. */
  @DontInline
  private void addBelowFirst(long value, long count) {
    for (int i = 1; i < used; i++) {
      if (values[i] == value) {
        counts[i] += count;
        if (counts[i] > counts[i - 1]) {
          swap(i, i - 1);
        }
        return;
      }
    }
    if (used < SIZE) {
      values[used] = value;
      counts[used] = count;
      used++;
      bubbleUp(used - 1);
      return;
    }
    int last = SIZE - 1;
    values[last] = value;
    counts[last] += count;
    bubbleUp(last);
  }

  void mergeFrom(TopValues other) {
    for (int i = 0; i < other.used; i++) {
      addCount(other.values[i], other.counts[i]);
    }
  }

  private void bubbleUp(int i) {
    while (i > 0 && counts[i] > counts[i - 1]) {
      swap(i, i - 1);
      i--;
    }
  }

  private void swap(int a, int b) {
    long v = values[a];
    values[a] = values[b];
    values[b] = v;
    long c = counts[a];
    counts[a] = counts[b];
    counts[b] = c;
  }
}
