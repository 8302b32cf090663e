package io.iobench.agent.recording;

import com.fasterxml.jackson.core.JsonGenerator;
import io.iobench.format.ProfileFields;
import io.iobench.format.ProfileFields.CallSite;
import io.iobench.format.ProfileFields.Op;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a key's call paths, their totals scaled to the key's exact calls and bytes and to its
 * estimated time, and the call sites that profiles had before call paths (the app's frame and the
 * JDK helper it called, counted in walks) for tools that read only those.
 */
final class CallPathsJson {
  /** The site of a path without an app frame, as profiles before call paths named it. */
  static final String NO_APP_SITE = "<JDK-internal caller>";

  private CallPathsJson() {}

  /**
   * @param totalNanos the key's estimated time in calls, which the paths' times are scaled to
   */
  static void write(JsonGenerator g, OpStats s, long totalNanos) throws IOException {
    CallPaths c = s.callPaths;
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < Math.min(c.used, CallPaths.MAX_PATHS); i++) {
      if (c.paths[i] != null && c.totals[i] != null) {
        order.add(i);
      }
    }
    if (order.size() > 1) {
      order.sort(Comparator.comparingLong((Integer i) -> -c.totals[i].calls));
    }
    writeSites(g, c, order);
    int n = order.size();
    long[] calls = new long[n + 1];
    long[] bytes = new long[n + 1];
    long[] nanos = new long[n + 1];
    for (int k = 0; k < n; k++) {
      CallPaths.Totals t = c.totals[order.get(k)];
      calls[k] = t.calls;
      bytes[k] = t.bytes;
      nanos[k] = t.nanos;
    }
    if (c.samples == 0) {
      // Never walked (the thread past its share of walks): all its calls are of no known path.
      calls[n] = s.calls;
      bytes[n] = s.bytes;
      nanos[n] = totalNanos;
    } else {
      calls[n] = c.other.calls;
      bytes[n] = c.other.bytes;
      nanos[n] = c.other.nanos;
    }
    scale(calls, s.calls);
    scale(bytes, s.bytes);
    scale(nanos, totalNanos);
    g.writeArrayFieldStart(Op.CALL_PATHS);
    for (int k = 0; k < n; k++) {
      CallPath path = c.paths[order.get(k)];
      g.writeStartObject();
      if (path.app != null) {
        g.writeStringField(ProfileFields.CallPath.APP, path.app);
      }
      g.writeArrayFieldStart(ProfileFields.CallPath.FRAMES);
      for (String frame : path.frames) {
        g.writeString(frame);
      }
      g.writeEndArray();
      if (path.library != null) {
        g.writeStringField(ProfileFields.CallPath.LIBRARY, path.library);
      }
      writeTotals(g, c.totals[order.get(k)].samples, calls[k], bytes[k], nanos[k]);
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeObjectFieldStart(Op.CALL_PATHS_OTHER);
    writeTotals(g, c.other.samples, calls[n], bytes[n], nanos[n]);
    g.writeEndObject();
  }

  private static void writeTotals(JsonGenerator g, long samples, long calls, long bytes, long nanos)
      throws IOException {
    g.writeNumberField(ProfileFields.CallPath.SAMPLES, samples);
    g.writeNumberField(ProfileFields.CallPath.CALLS, calls);
    g.writeNumberField(ProfileFields.CallPath.BYTES, bytes);
    g.writeNumberField(ProfileFields.CallPath.NANOS, nanos);
  }

  private static void writeSites(JsonGenerator g, CallPaths c, List<Integer> order)
      throws IOException {
    g.writeArrayFieldStart(Op.CALL_SITES);
    // Most of a build's keys have no path: written at its exit, they make no map.
    for (Map.Entry<List<String>, Long> e :
        order.isEmpty() ? List.<Map.Entry<List<String>, Long>>of() : sites(c, order)) {
      g.writeStartObject();
      g.writeStringField(CallSite.SITE, e.getKey().get(0));
      if (e.getKey().get(1) != null) {
        g.writeStringField(CallSite.VIA, e.getKey().get(1));
      }
      g.writeNumberField(CallSite.COUNT, e.getValue());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeNumberField(Op.CALL_SITES_OTHER, c.other.samples);
  }

  /** The paths' sites (the app's frame and the JDK helper it called), most walks first. */
  private static List<Map.Entry<List<String>, Long>> sites(CallPaths c, List<Integer> order) {
    Map<List<String>, Long> sites = new LinkedHashMap<>();
    for (int i : order) {
      CallPath path = c.paths[i];
      String site = path.app != null ? path.app : NO_APP_SITE;
      sites.merge(Arrays.asList(site, path.via()), c.totals[i].samples, Long::sum);
    }
    List<Map.Entry<List<String>, Long>> sorted = new ArrayList<>(sites.entrySet());
    sorted.sort(Map.Entry.<List<String>, Long>comparingByValue().reversed());
    return sorted;
  }

  /**
   * Scales {@code parts} in place so they add up to {@code total}, each in proportion to its value,
   * the rounding left over given to the largest parts (largest remainder).
   */
  static void scale(long[] parts, long total) {
    long sum = 0;
    for (long p : parts) {
      sum += p;
    }
    if (sum <= 0) {
      Arrays.fill(parts, 0);
      return;
    }
    if (sum == total) {
      // The common case of calls: the walks stood for exactly the key's calls.
      return;
    }
    double[] remainders = new double[parts.length];
    long given = 0;
    for (int i = 0; i < parts.length; i++) {
      double exact = (double) parts[i] * total / sum;
      parts[i] = (long) Math.floor(exact);
      remainders[i] = exact - parts[i];
      given += parts[i];
    }
    Integer[] byRemainder = new Integer[parts.length];
    for (int i = 0; i < parts.length; i++) {
      byRemainder[i] = i;
    }
    Arrays.sort(byRemainder, (a, b) -> Double.compare(remainders[b], remainders[a]));
    for (int k = 0; given < total && k < parts.length; k++, given++) {
      parts[byRemainder[k]]++;
    }
  }
}
