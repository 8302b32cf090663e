package io.iobench.merge;

import io.iobench.format.ProfileFields;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.OpProfile.CallPath;
import io.iobench.profile.OpProfile.CallSite;
import io.iobench.profile.OpProfile.LibraryCalls;
import io.iobench.profile.OpProfile.Pattern;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.HdrHistogram.Histogram;

/**
 * One file operation of many JVMs made one. What counts adds exactly (calls, bytes, errors, end of
 * file, timed calls, method calls, library calls, buffers, map modes, pattern counters, call sites'
 * and call paths' shares, histograms); {@code threads} is the most one JVM used, as a replay runs
 * the pattern in one JVM; {@code firstSeen} and {@code lastSeen} the first and the last of them.
 */
final class OpMerge {
  private OpMerge() {}

  static OpProfile of(List<OpProfile> parts) {
    OpProfile first = parts.get(0);
    OpProfile m = new OpProfile();
    m.api = first.api;
    m.op = first.op;
    m.calls = sum(parts, o -> o.calls);
    m.bytes = sum(parts, o -> o.bytes);
    m.errors = sum(parts, o -> o.errors);
    m.eofs = sum(parts, o -> o.eofs);
    m.threads = parts.stream().mapToLong(o -> o.threads).max().orElse(0);
    m.firstSeen = instant(parts, o -> o.firstSeen, Comparator.naturalOrder());
    m.lastSeen = instant(parts, o -> o.lastSeen, Comparator.reverseOrder());
    m.latencyNanos = histogram(parts, o -> o.latencyNanos);
    m.timedCalls = sum(parts, o -> o.timedCalls);
    m.methodCalls = sum(parts, o -> o.methodCalls);
    m.libraryCalls = libraryCalls(parts);
    m.sizeBytes = histogram(parts, o -> o.sizeBytes);
    m.requestedBytes = histogram(parts, o -> o.requestedBytes);
    m.pattern = pattern(parts);
    m.buffers = counts(parts, o -> o.buffers);
    m.mapModes = counts(parts, o -> o.mapModes);
    m.callSites = callSites(parts);
    m.callSitesOther = sum(parts, o -> o.callSitesOther);
    if (parts.stream().anyMatch(o -> o.callPaths != null)) {
      callPaths(parts, m);
    }
    return m;
  }

  private static long sum(List<OpProfile> parts, ToLongFunction<OpProfile> value) {
    long sum = 0;
    for (OpProfile o : parts) {
      sum += value.applyAsLong(o);
    }
    return sum;
  }

  /**
   * The first of the parts' instants in {@code order}, as its part wrote it; a value that is not an
   * instant is passed over.
   */
  static <T> String instant(List<T> parts, Function<T, String> value, Comparator<Instant> order) {
    String best = null;
    Instant bestAt = null;
    for (T o : parts) {
      String text = value.apply(o);
      if (text == null) {
        continue;
      }
      try {
        Instant at = Instant.parse(text);
        if (bestAt == null || order.compare(at, bestAt) < 0) {
          best = text;
          bestAt = at;
        }
      } catch (DateTimeParseException e) {
        // left out: the other parts' instants still tell
      }
    }
    return best;
  }

  /** HdrHistogram's add of the parts' histograms; null when none has one. */
  static HistogramSummary histogram(
      List<OpProfile> parts, Function<OpProfile, HistogramSummary> value) {
    Histogram sum = null;
    for (OpProfile o : parts) {
      HistogramSummary s = value.apply(o);
      if (s == null || s.histogram == null) {
        continue;
      }
      Histogram h = s.decode();
      if (sum == null) {
        sum = new Histogram(h.getNumberOfSignificantValueDigits());
        sum.setAutoResize(true);
      }
      sum.add(h);
    }
    return sum == null ? null : HistogramSummary.of(sum);
  }

  private static LibraryCalls libraryCalls(List<OpProfile> parts) {
    LibraryCalls m = null;
    for (OpProfile o : parts) {
      LibraryCalls l = o.libraryCalls;
      if (l == null) {
        continue;
      }
      if (m == null) {
        m = new LibraryCalls();
      }
      m.calls += l.calls;
      m.nanos += l.nanos;
      m.ownCalls += l.ownCalls;
      m.ownNanos += l.ownNanos;
      m.fileCalls += l.fileCalls;
      m.bytes += l.bytes;
    }
    return m;
  }

  private static Pattern pattern(List<OpProfile> parts) {
    Pattern m = null;
    Map<Long, Long> sizes = new LinkedHashMap<>();
    Map<Long, Long> strides = new LinkedHashMap<>();
    for (OpProfile o : parts) {
      Pattern p = o.pattern;
      if (p == null) {
        continue;
      }
      if (m == null) {
        m = new Pattern();
      }
      m.consecutive += p.consecutive;
      m.sequential += p.sequential;
      m.backward += p.backward;
      addTop(p.accessSizes, ProfileFields.Pattern.SIZE, sizes);
      addTop(p.strides, ProfileFields.Pattern.STRIDE, strides);
    }
    if (m != null) {
      m.accessSizes = top(sizes, ProfileFields.Pattern.SIZE);
      m.strides = top(strides, ProfileFields.Pattern.STRIDE);
    }
    return m;
  }

  private static void addTop(List<Map<String, Long>> values, String name, Map<Long, Long> into) {
    for (Map<String, Long> v : values == null ? List.<Map<String, Long>>of() : values) {
      Long value = v.get(name);
      if (value != null) {
        into.merge(value, v.getOrDefault(ProfileFields.Pattern.COUNT, 0L), Long::sum);
      }
    }
  }

  /** The values most common first, as the agent lists them. */
  private static List<Map<String, Long>> top(Map<Long, Long> counts, String name) {
    List<Map<String, Long>> list = new ArrayList<>();
    counts.entrySet().stream()
        .sorted(Map.Entry.<Long, Long>comparingByValue().reversed())
        .forEach(
            e -> {
              Map<String, Long> v = new LinkedHashMap<>();
              v.put(name, e.getKey());
              v.put(ProfileFields.Pattern.COUNT, e.getValue());
              list.add(v);
            });
    return list;
  }

  private static Map<String, Long> counts(
      List<OpProfile> parts, Function<OpProfile, Map<String, Long>> value) {
    Map<String, Long> m = null;
    for (OpProfile o : parts) {
      Map<String, Long> counts = value.apply(o);
      if (counts == null) {
        continue;
      }
      if (m == null) {
        m = new LinkedHashMap<>();
      }
      for (Map.Entry<String, Long> e : counts.entrySet()) {
        m.merge(e.getKey(), e.getValue() == null ? 0 : e.getValue(), Long::sum);
      }
    }
    return m;
  }

  private record SiteKey(String site, String via) {}

  /** The sites of every part, their counts added, the most frequent first. */
  private static List<CallSite> callSites(List<OpProfile> parts) {
    Map<SiteKey, CallSite> bySite = new LinkedHashMap<>();
    for (OpProfile o : parts) {
      for (CallSite s : o.callSites == null ? List.<CallSite>of() : o.callSites) {
        CallSite m =
            bySite.computeIfAbsent(
                new SiteKey(s.site, s.via),
                k -> {
                  CallSite c = new CallSite();
                  c.site = k.site();
                  c.via = k.via();
                  return c;
                });
        m.count += s.count;
      }
    }
    if (bySite.isEmpty()) {
      // Left out, as the agent leaves it out, where no part walked a stack (callsites=off).
      return parts.stream().allMatch(o -> o.callPaths == null) ? null : List.of();
    }
    List<CallSite> sites = new ArrayList<>(bySite.values());
    sites.sort(Comparator.comparingLong((CallSite s) -> s.count).reversed());
    return sites;
  }

  private record PathKey(String app, List<String> frames, String library) {}

  /**
   * The paths of every part matched by their app frame, frames and library, their shares added. A
   * part without paths (recorded with {@code callsites=off}) adds its calls, bytes and time to the
   * other paths' entry, so that the shares still add up to the operation's calls and bytes.
   */
  private static void callPaths(List<OpProfile> parts, OpProfile m) {
    Map<PathKey, CallPath> byPath = new LinkedHashMap<>();
    CallPath other = null;
    for (OpProfile o : parts) {
      if (o.callPaths == null) {
        other = other == null ? other() : other;
        other.calls += o.calls;
        other.bytes += o.bytes;
        other.nanos += Math.round(o.ioNanos());
        continue;
      }
      for (CallPath p : o.callPaths) {
        if (p == null) {
          continue;
        }
        CallPath sum =
            byPath.computeIfAbsent(
                new PathKey(
                    p.app, List.copyOf(Objects.requireNonNullElse(p.frames, List.of())), p.library),
                k -> {
                  CallPath c = new CallPath();
                  c.app = k.app();
                  c.frames = k.frames();
                  c.library = k.library();
                  return c;
                });
        add(sum, p);
      }
      if (o.callPathsOther != null) {
        other = other == null ? other() : other;
        add(other, o.callPathsOther);
      }
    }
    List<CallPath> paths = new ArrayList<>(byPath.values());
    paths.sort(
        Comparator.comparingLong((CallPath p) -> p.calls)
            .thenComparingLong(p -> p.bytes)
            .reversed());
    m.callPaths = paths;
    m.callPathsOther = other;
  }

  /** The other paths' entry, which has no frames. */
  private static CallPath other() {
    CallPath other = new CallPath();
    other.frames = null;
    return other;
  }

  private static void add(CallPath into, CallPath p) {
    into.samples += p.samples;
    into.calls += p.calls;
    into.bytes += p.bytes;
    into.nanos += p.nanos;
  }
}
