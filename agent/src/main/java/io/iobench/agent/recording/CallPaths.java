package io.iobench.agent.recording;

/**
 * The call paths of one key, each with the calls, bytes and estimated time it stands for. A stack
 * walk is taken on a sample of the calls; each walk stands for the calls since the walk before, so
 * a path's totals are the calls, bytes and time between the walks that found it, however the gap
 * between walks grows. At most {@link #MAX_PATHS} distinct paths are kept, the rest added up as
 * other.
 */
final class CallPaths {
  static final int MAX_PATHS = 8;

  final CallPath[] paths = new CallPath[MAX_PATHS];
  final Totals[] totals = new Totals[MAX_PATHS];
  int used;

  /** Walks that found a path past the kept ones, or none because the recording's table was full. */
  final Totals other = new Totals();

  /** Walks taken. */
  long samples;

  /** What one path, or the other paths together, stands for. */
  static final class Totals {
    long samples;
    long calls;
    long bytes;
    long nanos;

    void add(long samples, long calls, long bytes, long nanos) {
      this.samples += samples;
      this.calls += calls;
      this.bytes += bytes;
      this.nanos += nanos;
    }

    void addTo(Totals target) {
      target.add(samples, calls, bytes, nanos);
    }
  }

  /** Adds walks of {@code path} (null for one the recording could not keep). */
  void add(CallPath path, long samples, long calls, long bytes, long nanos) {
    this.samples += samples;
    totalsOf(path).add(samples, calls, bytes, nanos);
  }

  private Totals totalsOf(CallPath path) {
    if (path == null) {
      return other;
    }
    for (int i = 0; i < used; i++) {
      if (paths[i] == path || path.equals(paths[i])) {
        return totals[i];
      }
    }
    if (used == MAX_PATHS) {
      return other;
    }
    totals[used] = new Totals();
    paths[used] = path;
    return totals[used++];
  }

  /** Adds another key's paths; on copies owned by the reader. */
  void mergeFrom(CallPaths from) {
    int n = Math.min(from.used, MAX_PATHS);
    for (int i = 0; i < n; i++) {
      CallPath path = from.paths[i];
      Totals t = from.totals[i];
      if (path != null && t != null) {
        this.samples += t.samples;
        t.addTo(totalsOf(path));
      }
    }
    this.samples += from.other.samples;
    from.other.addTo(other);
  }
}
