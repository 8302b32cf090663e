package io.iobench.analysis;

import io.iobench.format.RecordedOp;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import java.util.List;

/**
 * The opens and closes of a file through one API (FileOutputStream, FileChannel, ...): how often
 * the app opened the file for the calls it made through that API, what the opens and closes cost,
 * and where the app opened it.
 *
 * @param opens opens of the file through the API
 * @param closes closes of what they opened
 * @param nanos time in the opens and closes together, 0 when unknown
 * @param callSite the app's frame of the path that made most opens, or null without call paths
 */
public record Opens(long opens, long closes, long nanos, String callSite) {
  /** A profile without opens (an older agent's, or a file opened before the recording began). */
  public static final Opens NONE = new Opens(0, 0, 0, null);

  /**
   * The share of a file's time that its opens and closes must take before the opens are part of the
   * pattern to replay: an app that opened a file a few times for thousands of calls (once per pass
   * of a job) is replayed as if it had opened it once, as the difference is far inside what a
   * replay can measure.
   */
  static final double NOTABLE_SHARE = 0.05;

  /**
   * Most calls per open of a file reopened for every few calls. An open that truncates a large file
   * can take a notable share of its time once per pass; the app then opens it per pass, not per
   * record, and the truncation is replayed as such ({@code Workload.replacing}).
   */
  static final long MOST_CALLS_PER_OPEN = 64;

  /** Fewest opens of a file reopened for every few calls: a job's few passes are not that. */
  static final long FEWEST_OPENS = 16;

  /** The opens and closes of {@code file} through the API of {@code op}. */
  static Opens of(FileProfile file, OpProfile op) {
    List<OpProfile> ops = file.ops == null ? List.of() : file.ops;
    long opens = 0;
    long closes = 0;
    double nanos = 0;
    String site = null;
    for (OpProfile o : ops) {
      RecordedOp recorded = o.recordedOp().orElse(null);
      if (recorded == null || !o.api.equals(op.api) || !recorded.opens() && !recorded.closes()) {
        continue;
      }
      if (recorded.opens()) {
        opens += o.calls;
        site = o.dominantPath().map(OpProfile.CallPath::site).orElse(null);
      } else {
        closes += o.calls;
      }
      nanos += o.ioNanos();
    }
    return opens == 0 && closes == 0 ? NONE : new Opens(opens, closes, Math.round(nanos), site);
  }

  /** Calls per open of {@code calls} calls, rounded, at least 1; 0 without opens. */
  public long callsPerOpen(long calls) {
    return opens == 0 ? 0 : Math.max(1, Math.round((double) calls / opens));
  }

  /**
   * Whether the app opened the file for every few of its {@code calls}, which took {@code
   * callNanos}: at least {@link #FEWEST_OPENS} opens, at most {@link #MOST_CALLS_PER_OPEN} calls
   * per open, and the opens' time with the closes' a notable share of the whole ({@link
   * #NOTABLE_SHARE}).
   */
  public boolean reopened(long calls, long callNanos) {
    return opens >= FEWEST_OPENS
        && calls > opens / 2
        && callsPerOpen(calls) <= MOST_CALLS_PER_OPEN
        && nanos >= NOTABLE_SHARE * (nanos + callNanos);
  }
}
