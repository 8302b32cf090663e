package io.iobench.workload;

/**
 * The offsets of a positional workload's calls, worked out once and kept for the last workload
 * asked about: a worker JVM replays one workload object round after round, so the table is made in
 * the verifying run 0 and the measured rounds only load from it. Threads replaying together may
 * each make it once; any of their tables is the same.
 */
final class OffsetTable {
  /** 32 MiB of offsets at most; longer workloads work each offset out per call. */
  static final long MAX_CALLS = 1 << 22;

  /**
   * Not volatile: it is read on every call, and a volatile load keeps the JIT from holding anything
   * of the timed loop in registers across it, which costs about as much as a mapped read. A thread
   * that sees a stale or null value makes its own table; one that sees a new table sees it whole,
   * since its fields are final (JLS 17.5).
   */
  private static OffsetTable last;

  private final Workload workload;
  private final long[] offsets;

  private OffsetTable(Workload workload) {
    this.workload = workload;
    this.offsets = new long[(int) workload.calls()];
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = workload.computeOffset(i);
    }
  }

  /**
   * The offsets of {@code w}'s calls, or null for a workload without positional calls or with too
   * many.
   */
  static long[] of(Workload w) {
    OffsetTable t = last;
    if (t != null && t.workload == w) {
      return t.offsets;
    }
    if (w.calls() <= 0 || w.calls() > MAX_CALLS) {
      return null;
    }
    t = new OffsetTable(w);
    last = t;
    return t.offsets;
  }
}
