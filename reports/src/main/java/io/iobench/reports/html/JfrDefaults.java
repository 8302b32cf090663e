package io.iobench.reports.html;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.reports.html.ReportModel.Jfr;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * What share of the profiled calls JFR's default settings would have recorded as jdk.FileRead /
 * jdk.FileWrite events: those at or above the events' default threshold, which is 20 ms in the
 * default.jfc of JDK 11 to 21 (taken for 22 to 24 too) and 1 ms from JDK 25.
 */
final class JfrDefaults {
  static final long TWENTY_MS = 20_000_000L;
  static final long ONE_MS = 1_000_000L;

  private JfrDefaults() {}

  /**
   * The JDK feature release of a version string: 17 for "17.0.15", 8 for "1.8.0_402", null if
   * unknown.
   */
  static Integer feature(String version) {
    if (version == null || version.isEmpty()) {
      return null;
    }
    String[] parts = version.split("[^0-9]+");
    try {
      int first = Integer.parseInt(parts[0]);
      return first == 1 && parts.length > 1 ? Integer.parseInt(parts[1]) : first;
    } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
      return null;
    }
  }

  static long thresholdNanos(Integer feature) {
    return feature != null && feature >= 25 ? ONE_MS : TWENTY_MS;
  }

  static String assumption(Integer feature) {
    String base =
        "JFR's default settings (default.jfc) record jdk.FileRead and jdk.FileWrite events only for calls"
            + " that take at least a threshold: 20 ms on JDK 11 to 21, 1 ms on JDK 25. ";
    if (feature == null) {
      return base + "The profiled JDK's version is unknown, so 20 ms is assumed.";
    }
    if (feature >= 25) {
      return base + "The profiled JDK is " + feature + ", so 1 ms is used.";
    }
    if (feature >= 11 && feature <= 21) {
      return base + "The profiled JDK is " + feature + ", so 20 ms is used.";
    }
    return base + "The profiled JDK is " + feature + ", outside those releases; 20 ms is assumed.";
  }

  /**
   * The share over every operation with a latency histogram, each weighted by its calls (the
   * histograms hold sampled calls). Null share when no operation has one.
   */
  static Jfr share(Profile profile) {
    Jfr jfr = new Jfr();
    jfr.jdkVersion = profile.jvm == null ? null : stringOf(profile.jvm, "version");
    jfr.jdkFeature = feature(jfr.jdkVersion);
    jfr.thresholdNanos = thresholdNanos(jfr.jdkFeature);
    jfr.assumption = assumption(jfr.jdkFeature);
    double recorded = 0;
    long calls = 0;
    for (FileProfile f : profile.files) {
      for (OpProfile op : f.ops) {
        Histogram h = Histograms.decode(op.latencyNanos);
        if (h == null || h.getTotalCount() == 0) {
          continue;
        }
        long above =
            h.getMaxValue() < jfr.thresholdNanos
                ? 0
                : h.getCountBetweenValues(jfr.thresholdNanos, h.getMaxValue());
        recorded += (double) above / h.getTotalCount() * op.calls;
        calls += op.calls;
      }
    }
    jfr.calls = calls;
    jfr.recordedCalls = Math.round(recorded);
    jfr.share = calls == 0 ? null : recorded / calls;
    return jfr;
  }

  private static String stringOf(Map<String, Object> map, String key) {
    Object v = map.get(key);
    return v == null ? null : v.toString();
  }
}
