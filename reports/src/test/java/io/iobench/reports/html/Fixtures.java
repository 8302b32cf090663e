package io.iobench.reports.html;

import io.iobench.profile.FileProfile;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfilePart;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.TechniqueResult;
import io.iobench.results.WorkloadKey;
import io.iobench.results.WorkloadResult;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Profiles and results built in code, as the agent and the replay would write them. */
public final class Fixtures {
  public static final String IMG = "<img src=x onerror=alert(1)>.log";
  public static final String SCRIPT = "</script><script>alert(1)</script>";
  static final String CALL_SITE = "Evil.main(Evil.java:1)";

  private Fixtures() {}

  /** pairs of (value, count). */
  public static Histogram histogram(long... valueCounts) {
    Histogram h = new Histogram(3);
    for (int i = 0; i < valueCounts.length; i += 2) {
      h.recordValueWithCount(valueCounts[i], valueCounts[i + 1]);
    }
    return h;
  }

  public static String base64(Histogram h) {
    ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int length = h.encodeIntoCompressedByteBuffer(buffer);
    return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
  }

  public static HistogramSummary summary(long... valueCounts) {
    return HistogramSummary.of(histogram(valueCounts));
  }

  public static OpProfile op(
      String api, String name, long calls, long size, HistogramSummary latency) {
    OpProfile op = new OpProfile();
    op.api = api;
    op.op = name;
    op.calls = calls;
    op.bytes = calls * size;
    op.threads = 1;
    op.timedCalls = latency == null ? 0 : latency.count;
    op.latencyNanos = latency;
    op.sizeBytes = summary(size, calls);
    op.pattern = new OpProfile.Pattern();
    op.pattern.consecutive = calls - 1;
    op.pattern.sequential = calls - 1;
    op.pattern.accessSizes = List.of(Map.of("size", size, "count", calls));
    return op;
  }

  public static FileProfile file(String path, OpProfile... ops) {
    FileProfile f = new FileProfile();
    f.path = path;
    f.kind = "file";
    f.size = 4096;
    f.ops = List.of(ops);
    return f;
  }

  public static Profile profile(String jdk, FileProfile... files) {
    Profile p = new Profile();
    p.format = "iobench-profile";
    p.version = 1;
    p.startedAt = "2026-01-01T00:00:00Z";
    p.endedAt = "2026-01-01T00:00:02.500Z";
    p.complete = true;
    p.jvm = Map.of("version", jdk, "vendor", "Test", "vm", "Test VM");
    p.os = Map.of("name", "Linux", "arch", "amd64", "cpus", 2);
    p.agent = Map.of("latencyMode", "sampled", "samplePeriod", 16);
    p.files = List.of(files);
    return p;
  }

  /** A profile with both hostile names, call sites, and an op without any histogram. */
  public static Profile hostileProfile() {
    OpProfile read = op("FileInputStream", "read", 1000, 128, summary(900, 990, 30_000_000, 10));
    OpProfile.CallSite site = new OpProfile.CallSite();
    site.site = "Evil.<clinit>(" + SCRIPT + ":1)";
    site.via = "<!--";
    site.count = 12;
    read.callSites = List.of(site);
    OpProfile bare = new OpProfile();
    bare.api = "Files";
    bare.op = "size";
    bare.calls = 3;
    Profile p =
        profile(
            "17.0.15",
            file(IMG, read, bare),
            file(SCRIPT, op("FileOutputStream", "write", 10, 13, summary(2000, 10))));
    // As merged from JVMs whose profile and host names are hostile too.
    ProfilePart part = new ProfilePart();
    part.file = SCRIPT;
    part.host = IMG;
    part.pid = 4711;
    p.parts = List.of(part);
    return p;
  }

  static TechniqueResult technique(String id, boolean baseline, double medianMs, Double speedup) {
    TechniqueResult t = new TechniqueResult();
    t.id = id;
    t.title = id + " <b>title</b>";
    t.baseline = baseline;
    t.medianMs = medianMs;
    t.primaryMetric = new TechniqueResult.Metric();
    t.primaryMetric.rawData = List.of(List.of(medianMs * 0.9, medianMs, medianMs * 1.2));
    t.callLatencyHistogram = base64(histogram(500, 100, 5000, 2));
    t.timedCalls = 102L;
    if (speedup != null) {
      t.speedup = speedup;
      t.speedupLow = speedup * 0.8;
      t.speedupHigh = speedup * 1.2;
    }
    return t;
  }

  static WorkloadResult workload(String path, String current) {
    WorkloadResult w = new WorkloadResult();
    w.name = path;
    w.path = path;
    w.operation = "READ";
    w.key = key(path, null, "READ");
    w.current = current;
    w.currentTitle = current;
    w.workload.fileSize = 4096;
    w.workload.callSize = 128;
    w.workload.pattern = "SEQUENTIAL";
    w.workload.bytesPerRound = 4096;
    w.techniques =
        new ArrayList<>(
            List.of(technique(current, true, 10, null), technique("better", false, 1, 10.0)));
    w.verdict = path + ": use better";
    w.recommended = true;
    return w;
  }

  /** A copy of {@code source} into {@code target}. */
  static WorkloadResult copy(String source, String target, String current) {
    WorkloadResult w = workload(source, current);
    w.name = source + " -> " + target;
    w.target = target;
    w.operation = "COPY";
    w.key = key(source, target, "COPY");
    return w;
  }

  static RecommendationResult recommendation(String path, String current, int rank, long saved) {
    RecommendationResult r = new RecommendationResult();
    r.path = path;
    r.key = key(path, null, "READ");
    r.current = current;
    r.currentTitle = current;
    r.recommended = rank == 1 ? "better" : "other-" + rank;
    r.recommendedTitle = r.recommended;
    r.rank = rank;
    r.speedup = 10;
    r.speedupLow = 8;
    r.speedupHigh = 12;
    r.savedNanos = saved;
    r.callSite = CALL_SITE;
    r.before = "in.read(); // " + SCRIPT;
    r.after = "Files.readAllBytes(path); // <!-- & -->";
    return r;
  }

  /** The key of a workload (and its recommendations) of the fixtures' call site. */
  static WorkloadKey key(String path, String target, String operation) {
    return WorkloadKey.of(path, target, operation, CALL_SITE);
  }

  static ReplayResults results(List<WorkloadResult> workloads, List<RecommendationResult> recs) {
    ReplayResults r = new ReplayResults();
    r.mode = "replay";
    r.source = "profile.json";
    r.environment.jdk = "17.0.15";
    r.environment.fileSystem = "ext4";
    r.environment.cache = "warm";
    r.settings.warmupRounds = 2;
    r.settings.measuredRounds = 5;
    r.settings.cache = "warm";
    r.settings.threshold = 1.1;
    r.workloads = new ArrayList<>(workloads);
    r.recommendations = new ArrayList<>(recs);
    return r;
  }
}
