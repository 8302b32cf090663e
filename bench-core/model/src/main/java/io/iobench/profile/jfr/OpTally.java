package io.iobench.profile.jfr;

import io.iobench.format.ProfileFields;
import io.iobench.format.RecordedOp;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.HdrHistogram.Histogram;

/** What the recording's events of one operation on one file add up to. */
final class OpTally {
  /** Call paths kept per operation, as the agent keeps them; the rest add up as other. */
  static final int MAX_PATHS = 8;

  /** Call sizes kept per operation, the commonest. */
  static final int MAX_SIZES = 8;

  private final RecordedOp op;
  private long calls;
  private long bytes;
  private long eofs;
  private final Set<Long> threads = new HashSet<>();
  private Instant first;
  private Instant last;
  private final Histogram latency = histogram();
  private final Histogram sizes = histogram();
  private final Map<Long, Long> sizeCounts = new HashMap<>();
  private final Map<PathKey, long[]> paths = new LinkedHashMap<>();

  /** One way the calls came: the app's frame and the frames to the file class. */
  record PathKey(String app, List<String> frames) {}

  OpTally(RecordedOp op) {
    this.op = op;
  }

  void add(long bytes, boolean eof, long thread, Instant start, long nanos, PathKey path) {
    calls++;
    this.bytes += Math.max(0, bytes);
    if (eof) {
      eofs++;
    }
    threads.add(thread);
    first = first == null || start.isBefore(first) ? start : first;
    last = last == null || start.isAfter(last) ? start : last;
    latency.recordValue(Math.max(0, nanos));
    if (op.kind() == RecordedOp.Kind.DATA) {
      sizes.recordValue(Math.max(0, bytes));
      sizeCounts.merge(Math.max(0, bytes), 1L, Long::sum);
    }
    if (path != null) {
      long[] totals = paths.computeIfAbsent(path, k -> new long[3]);
      totals[0]++;
      totals[1] += Math.max(0, bytes);
      totals[2] += Math.max(0, nanos);
    }
  }

  long bytes() {
    return bytes;
  }

  OpProfile toProfile() {
    OpProfile p = new OpProfile();
    p.api = op.api().jsonName();
    p.op = op.jsonName();
    p.calls = calls;
    p.bytes = bytes;
    p.eofs = eofs;
    p.threads = threads.size();
    p.firstSeen = first.toString();
    p.lastSeen = last.toString();
    p.latencyNanos = HistogramSummary.of(latency);
    p.timedCalls = calls;
    if (op.kind() == RecordedOp.Kind.DATA) {
      p.sizeBytes = HistogramSummary.of(sizes);
      p.pattern = assumedSequential();
    }
    // No event with a stack: the operation has no call paths, as with the agent's callsites=off.
    if (!paths.isEmpty()) {
      p.callPaths = callPaths();
      p.callPathsOther = other();
    }
    return p;
  }

  /** JFR records no offsets: each call is taken to start where the one before ended. */
  private OpProfile.Pattern assumedSequential() {
    OpProfile.Pattern pattern = new OpProfile.Pattern();
    pattern.consecutive = Math.max(0, calls - 1);
    pattern.sequential = pattern.consecutive;
    List<Map<String, Long>> top = new ArrayList<>();
    sizeCounts.entrySet().stream()
        .sorted(Map.Entry.<Long, Long>comparingByValue().reversed())
        .limit(MAX_SIZES)
        .forEach(
            e ->
                top.add(
                    Map.of(
                        ProfileFields.Pattern.SIZE, e.getKey(),
                        ProfileFields.Pattern.COUNT, e.getValue())));
    pattern.accessSizes = top;
    return pattern;
  }

  private List<Map.Entry<PathKey, long[]>> byCalls() {
    List<Map.Entry<PathKey, long[]>> sorted = new ArrayList<>(paths.entrySet());
    sorted.sort(
        Comparator.comparingLong((Map.Entry<PathKey, long[]> e) -> e.getValue()[0]).reversed());
    return sorted;
  }

  private List<OpProfile.CallPath> callPaths() {
    List<OpProfile.CallPath> out = new ArrayList<>();
    for (Map.Entry<PathKey, long[]> e : byCalls().subList(0, Math.min(MAX_PATHS, paths.size()))) {
      OpProfile.CallPath path = callPath(e.getValue());
      path.app = e.getKey().app();
      path.frames = e.getKey().frames();
      out.add(path);
    }
    return out;
  }

  private OpProfile.CallPath other() {
    long[] rest = new long[3];
    List<Map.Entry<PathKey, long[]>> sorted = byCalls();
    for (Map.Entry<PathKey, long[]> e :
        sorted.subList(Math.min(MAX_PATHS, sorted.size()), sorted.size())) {
      for (int i = 0; i < 3; i++) {
        rest[i] += e.getValue()[i];
      }
    }
    return callPath(rest);
  }

  private static OpProfile.CallPath callPath(long[] totals) {
    OpProfile.CallPath path = new OpProfile.CallPath();
    path.samples = totals[0];
    path.calls = totals[0];
    path.bytes = totals[1];
    path.nanos = totals[2];
    return path;
  }

  static Histogram histogram() {
    Histogram h = new Histogram(2);
    h.setAutoResize(true);
    return h;
  }
}
