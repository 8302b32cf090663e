package io.iobench.reports.html;

import io.iobench.results.ReplayResults;
import io.iobench.results.Standing;
import io.iobench.results.WorkloadResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the HTML page shows, as the JSON document its script draws from. Plain public fields so
 * Jackson writes them as they are; {@link ReportModelBuilder} fills them from a profile and,
 * optionally, replay results. Times are nanoseconds, sizes bytes, unless a name says otherwise.
 */
public final class ReportModel {
  public String format = "iobench-report";
  public int version = 1;
  public String profileName;
  public Verdict verdict = new Verdict();
  public Overview overview = new Overview();

  /** The busiest files first, and every file a replayed workload refers to. */
  public List<FileSection> files = new ArrayList<>();

  /** Replayed workloads whose path names no file of the profile. */
  public List<WorkloadSection> unmatchedWorkloads = new ArrayList<>();

  public Method method = new Method();

  /** The answer first: what to change, or why nothing. */
  public static final class Verdict {
    /** "observation" (no results), "nothing" (results, nothing worth changing) or "changes". */
    public String state;

    public String message;
    public List<Change> changes = new ArrayList<>();
  }

  /** One recommended change (a {@code RecommendationResult} with its file's anchor). */
  public static final class Change {
    public String path;
    public String anchor;
    public int rank;
    public String callSite;
    public String currentTitle;
    public String recommendedTitle;
    public String invasiveness;
    public double speedup;
    public double speedupLow;
    public double speedupHigh;
    public long savedNanos;
    public String before;
    public String after;
    public List<String> caveats = new ArrayList<>();

    /** The layer the app's frame called and the method it entered by; null when at no layer. */
    public String layerTitle;

    /** What the layer did to the file, or null. */
    public String layerCalls;

    /** What the library the app called did to the file per call of the app, or null. */
    public String perAppCall;

    /** What to do at the layer; null when at no layer. */
    public String layerChange;

    /**
     * In the page, {@code change}; {@code small-gain} for a gain under the minimum share of the
     * run; {@code own-code-only} for a change inside the library or engine that does the I/O.
     */
    public Standing standing;
  }

  /** One JVM's profile of a merged one: where and when it ran. */
  public static final class Part {
    public String file;
    public String host;
    public long pid;
    public String startedAt;
    public String endedAt;
    public long durationNanos;
  }

  public static final class Overview {
    public String startedAt;
    public String endedAt;
    public Long durationNanos;
    public boolean complete;
    public String command;
    public Map<String, Object> jvm;
    public Map<String, Object> os;

    /** The replay's environment (file system, cache state), when there are results. */
    public ReplayResults.Environment environment;

    /** Sum over operations of mean latency times calls. */
    public long ioNanos;

    public long calls;
    public long bytes;
    public int fileCount;

    /** Null for the agent's profiles; for a JFR recording, its file name. */
    public String recording;

    /** For a profile made by {@code merge}: the JVMs' profiles it was made of; else null. */
    public List<Part> parts;

    /** For a JFR recording: what it could not show, and what its settings kept out. */
    public List<String> recordingLimits;

    /** For the agent's profiles only: a recording has no calls JFR would have missed to count. */
    public Jfr jfr;

    public List<FileRow> files = new ArrayList<>();

    /** Files beyond the listed ones. */
    public int filesNotListed;
  }

  /** What share of the calls JFR's default jdk.FileRead/jdk.FileWrite settings would have kept. */
  public static final class Jfr {
    public String jdkVersion;
    public Integer jdkFeature;
    public Long thresholdNanos;

    /** How the threshold was chosen, in words, for the page to state. */
    public String assumption;

    /** Fraction 0..1 of the calls with a latency histogram, weighted by each operation's calls. */
    public Double share;

    public long recordedCalls;

    /** Calls of the operations that have a latency histogram. */
    public long calls;
  }

  public static final class FileRow {
    public String path;
    public String kind;

    /** Id of the file's section, when it has one. */
    public String anchor;

    public long ioNanos;
    public long calls;
    public long bytes;
    public List<ApiShare> apis = new ArrayList<>();
  }

  public static final class ApiShare {
    public String api;
    public String op;
    public long calls;
    public long ioNanos;
  }

  public static final class FileSection {
    public String path;
    public String kind;
    public String anchor;
    public long size;
    public long ioNanos;
    public long calls;
    public long bytes;

    /** The access pattern of the busiest operation in words. */
    public String summary;

    public List<OpSection> ops = new ArrayList<>();
    public List<WorkloadSection> workloads = new ArrayList<>();
  }

  public static final class OpSection {
    public String api;
    public String op;
    public long calls;
    public long bytes;
    public long errors;
    public long eofs;
    public long threads;
    public long ioNanos;
    public long timedCalls;

    /** e.g. "sequential 128-byte reads, 2.1 M calls, 14.0 s". */
    public String pattern;

    public Curve latency;

    /** Call sizes in power-of-two buckets. */
    public List<Bucket> sizes = new ArrayList<>();

    /** How the calls reached the JDK, the path with the most calls first. */
    public List<PathRow> paths = new ArrayList<>();

    /** The paths past the kept ones, without frames; null when there were none. */
    public PathRow pathsOther;
  }

  /** A latency percentile curve: p in percent (100 = the maximum), v in nanoseconds. */
  public static final class Curve {
    public String label;
    public long count;
    public List<Point> points = new ArrayList<>();
  }

  public static final class Point {
    public double p;
    public long v;

    public Point() {}

    public Point(double p, long v) {
      this.p = p;
      this.v = v;
    }
  }

  /** Calls of size in [from, to). */
  public static final class Bucket {
    public long from;
    public long to;
    public long count;
  }

  /** One call path: the app's frame, the layers and the JDK call, and what it stands for. */
  public static final class PathRow {
    /** The app's frame; null when the stack had none. */
    public String app;

    /** Outermost first, the JDK call last. */
    public List<String> frames = new ArrayList<>();

    /** The Maven coordinates of the library the first frame is in; null when none were read. */
    public String library;

    public long calls;
    public long bytes;
    public long nanos;

    /** Stack walks that found the path. */
    public long samples;
  }

  public static final class WorkloadSection {
    public String name;
    public String path;
    public String operation;
    public WorkloadResult.Parameters workload;
    public String currentTitle;
    public WorkloadResult.Observed observed;
    public WorkloadResult.Fidelity fidelity;
    public List<String> notes = new ArrayList<>();
    public String verdict;
    public boolean recommended;
    public Double decisionConfidence;

    /** The extra rounds it made, in words; null when none. */
    public String extraRounds;

    /** Where it was replayed beside where its file lived, in words; null when not told. */
    public String storage;

    /** Whether {@link #storage} warns: the replay ran on another file system than the file's. */
    public boolean storageWarning;

    /** What the whiskers of the median bars show. */
    public String whiskers;

    public List<TechniqueRow> techniques = new ArrayList<>();
  }

  public static final class TechniqueRow {
    public String id;
    public String title;
    public String invasiveness;
    public boolean baseline;

    /** Rank 1 of the workload's recommendations. */
    public boolean recommended;

    public String error;
    public Double medianMs;
    public Double minMs;
    public Double maxMs;
    public int rounds;

    /** Set when the replay stopped measuring it early, its result decided. */
    public Integer leftRaceAfterRounds;

    /** Set when its passes were timed on their first part only: the mean share timed. */
    public Double passShare;

    public Double mbPerSecond;
    public Long callP50Nanos;
    public Long callP99Nanos;
    public Double speedup;
    public Double speedupLow;
    public Double speedupHigh;
    public Double decisionLow;
    public Double decisionHigh;
    public Curve latency;
    public List<String> caveats = new ArrayList<>();
  }

  public static final class Method {
    public String mode;
    public String source;
    public String createdAt;
    public ReplayResults.Settings settings;
    public ReplayResults.Environment environment;

    /** How the replay was measured, one paragraph per entry. */
    public List<String> lines = new ArrayList<>();

    public List<RawHistogram> histograms = new ArrayList<>();
  }

  /** An HdrHistogram as stored (compressed, base64), to re-plot elsewhere. */
  public static final class RawHistogram {
    public String label;
    public String unit;
    public long count;
    public String base64;
  }
}
