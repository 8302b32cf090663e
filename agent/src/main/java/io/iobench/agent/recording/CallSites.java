package io.iobench.agent.recording;

import java.util.Objects;

/**
 * Where calls come from: the first frame outside the JDK and the outermost JDK method it called
 * (the helper, e.g. {@code java.nio.file.Files.readAllBytes}). Captured for the first calls of a
 * key and then for a sample, so the cost of walking the stack stays off the common path.
 */
final class CallSites {
  static final int MAX_SITES = 8;

  final String[] sites = new String[MAX_SITES];
  final String[] vias = new String[MAX_SITES];
  final long[] counts = new long[MAX_SITES];
  int used;

  /** Captures that did not fit among the distinct sites kept. */
  long other;

  long captured;

  void add(String site, String via, long count) {
    captured += count;
    for (int i = 0; i < used; i++) {
      if (sites[i].equals(site) && Objects.equals(vias[i], via)) {
        counts[i] += count;
        return;
      }
    }
    if (used < MAX_SITES) {
      sites[used] = site;
      vias[used] = via;
      counts[used] = count;
      used++;
    } else {
      other += count;
    }
  }

  void mergeFrom(CallSites from) {
    for (int i = 0; i < from.used; i++) {
      add(from.sites[i], from.vias[i], from.counts[i]);
    }
    other += from.other;
  }

  /** Records the caller of the current instrumented call. */
  void capture() {
    String[] found = StackCapture.capture();
    add(found[0], found[1], 1);
  }
}
