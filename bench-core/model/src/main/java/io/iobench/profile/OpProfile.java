package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.iobench.format.ProfileFields;
import io.iobench.format.ProfileFields.Op;
import io.iobench.format.RecordedOp;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What one API operation did on one file. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class OpProfile {
  @JsonProperty(Op.API)
  public String api;

  @JsonProperty(Op.OP)
  public String op;

  @JsonProperty(Op.CALLS)
  public long calls;

  @JsonProperty(Op.BYTES)
  public long bytes;

  @JsonProperty(Op.ERRORS)
  public long errors;

  @JsonProperty(Op.EOFS)
  public long eofs;

  @JsonProperty(Op.THREADS)
  public long threads;

  @JsonProperty(Op.FIRST_SEEN)
  public String firstSeen;

  @JsonProperty(Op.LAST_SEEN)
  public String lastSeen;

  @JsonProperty(Op.LATENCY_NANOS)
  public HistogramSummary latencyNanos;

  @JsonProperty(Op.TIMED_CALLS)
  public long timedCalls;

  /**
   * For an operation recorded as the reads its method made (readLine, readInt, ...): the calls of
   * the method, each of which made one or more of {@link #calls}; 0 when the profile has none (the
   * other operations, and profiles of agents before it, whose calls were the method's). See {@link
   * #appCalls}.
   */
  @JsonProperty(Op.METHOD_CALLS)
  @JsonInclude(JsonInclude.Include.NON_DEFAULT)
  public long methodCalls;

  /**
   * What a library did to the file per call of the app into it; null where the profile has none
   * (see {@link ProfileFields.LibraryCalls}).
   */
  @JsonProperty(Op.LIBRARY_CALLS)
  public LibraryCalls libraryCalls;

  @JsonProperty(Op.SIZE_BYTES)
  public HistogramSummary sizeBytes;

  @JsonProperty(Op.REQUESTED_BYTES)
  public HistogramSummary requestedBytes;

  @JsonProperty(Op.PATTERN)
  public Pattern pattern;

  /** Calls by buffer kind ({@link ProfileFields.Buffers}): FileChannel data operations only. */
  @JsonProperty(Op.BUFFERS)
  public Map<String, Long> buffers;

  /** Calls by {@link io.iobench.format.MapMode} name: map only. */
  @JsonProperty(Op.MAP_MODES)
  public Map<String, Long> mapModes;

  @JsonProperty(Op.CALL_SITES)
  public List<CallSite> callSites = List.of();

  @JsonProperty(Op.CALL_SITES_OTHER)
  public long callSitesOther;

  /** Null in profiles written before call paths: see {@link #paths()}. */
  @JsonProperty(Op.CALL_PATHS)
  public List<CallPath> callPaths;

  /** The calls of the paths past the kept ones; null when the profile has none. */
  @JsonProperty(Op.CALL_PATHS_OTHER)
  public CallPath callPathsOther;

  /**
   * How the calls reached the JDK, the path with the most calls first. A profile written before
   * call paths has one path per call site instead: its app frame and the JDK helper it called, the
   * key's calls, bytes and time shared in proportion to the site's captures.
   */
  public List<CallPath> paths() {
    List<CallPath> paths = callPaths != null ? callPaths : pathsOfSites();
    List<CallPath> sorted = new ArrayList<>();
    for (CallPath p : paths) {
      if (p != null) {
        sorted.add(p);
      }
    }
    // Bytes break a tie on calls: a GZIPInputStream's header reads and its inflater's fill reads
    // come in equal numbers, and the fill path is the one that moves the data.
    sorted.sort(
        Comparator.comparingLong((CallPath p) -> p.calls)
            .thenComparingLong(p -> p.bytes)
            .reversed());
    return sorted;
  }

  /**
   * Whether the profile walked this operation's stacks but the path of most of its calls does not
   * say whose code made them: that path's walk stopped before the app's frame ({@link
   * CallPath#cut}), or no path of it was kept (its calls all in {@link #callPathsOther}). False for
   * an operation without call paths ({@code callsites=off}, profiles before call paths, a JFR
   * recording without stacks), where nothing was walked.
   */
  public boolean callerUnknown() {
    if (callPaths == null || calls <= 0) {
      return false;
    }
    Optional<CallPath> dominant = dominantPath();
    return dominant.isEmpty() || dominant.get().cut();
  }

  /**
   * The path with the most calls, of those the one that moved the most bytes: where the app can
   * change something first.
   */
  public Optional<CallPath> dominantPath() {
    return paths().stream().findFirst();
  }

  private List<CallPath> pathsOfSites() {
    if (callSites == null || callSites.isEmpty()) {
      return List.of();
    }
    long captured = callSitesOther;
    for (CallSite site : callSites) {
      captured += site.count;
    }
    double nanos = ioNanos();
    List<CallPath> paths = new ArrayList<>();
    for (CallSite site : callSites) {
      CallPath p = new CallPath();
      p.app = CallPath.NO_APP_SITE.equals(site.site) ? null : site.site;
      String call = api + "." + op;
      p.frames = site.via == null || site.via.isEmpty() ? List.of(call) : List.of(site.via, call);
      double share = captured == 0 ? 0 : (double) site.count / captured;
      p.samples = site.count;
      p.calls = Math.round(share * calls);
      p.bytes = Math.round(share * bytes);
      p.nanos = Math.round(share * nanos);
      paths.add(p);
    }
    return paths;
  }

  /**
   * The calls the app made to the method it called: {@link #methodCalls} where the profile has
   * them, else {@link #calls}. The access pattern counts these.
   */
  public long appCalls() {
    return methodCalls > 0 ? methodCalls : calls;
  }

  /** Time in these calls (ns): the mean sampled latency stands for every call; 0 when unknown. */
  public double ioNanos() {
    return latencyNanos == null ? 0 : latencyNanos.mean * calls;
  }

  /** The recorded operation, or empty for one this version does not know (a newer agent's). */
  public Optional<RecordedOp> recordedOp() {
    return RecordedOp.of(api, op);
  }

  /** Whether this is {@code recorded}. */
  public boolean is(RecordedOp recorded) {
    return recorded.api().jsonName().equals(api) && recorded.jsonName().equals(op);
  }

  /** Darshan-style access pattern counters; null for operations that move no data. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  /** {@code "libraryCalls"}: the app's calls into a library that made this operation. */
  public static final class LibraryCalls {
    @JsonProperty(ProfileFields.LibraryCalls.CALLS)
    public long calls;

    @JsonProperty(ProfileFields.LibraryCalls.NANOS)
    public long nanos;

    /** 0 in profiles of agents before it. */
    @JsonProperty(ProfileFields.LibraryCalls.OWN_CALLS)
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public long ownCalls;

    @JsonProperty(ProfileFields.LibraryCalls.OWN_NANOS)
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public long ownNanos;

    @JsonProperty(ProfileFields.LibraryCalls.FILE_CALLS)
    public long fileCalls;

    @JsonProperty(ProfileFields.LibraryCalls.BYTES)
    public long bytes;
  }

  public static final class Pattern {
    @JsonProperty(ProfileFields.Pattern.CONSECUTIVE)
    public long consecutive;

    @JsonProperty(ProfileFields.Pattern.SEQUENTIAL)
    public long sequential;

    @JsonProperty(ProfileFields.Pattern.BACKWARD)
    public long backward;

    /** Most common call sizes, each {@code {"size": N, "count": N}}. */
    @JsonProperty(ProfileFields.Pattern.ACCESS_SIZES)
    public List<Map<String, Long>> accessSizes = List.of();

    /** Most common forward gaps, each {@code {"stride": N, "count": N}}. */
    @JsonProperty(ProfileFields.Pattern.STRIDES)
    public List<Map<String, Long>> strides = List.of();

    /** The most common exact call size, or 0 when the profile has none. */
    public long mostCommonSize() {
      Map<String, Long> top = mostCommon(accessSizes);
      return top == null ? 0 : Math.max(0, top.getOrDefault(ProfileFields.Pattern.SIZE, 0L));
    }

    /**
     * The gap most calls left after the one before, when at least half of {@code followers} (the
     * calls that had one before them) jumped by exactly that gap forward: a strided pattern. 0 when
     * there is none.
     */
    public long commonStride(long followers) {
      Map<String, Long> top = mostCommon(strides);
      if (top == null) {
        return 0;
      }
      long stride = top.getOrDefault(ProfileFields.Pattern.STRIDE, 0L);
      long count = top.getOrDefault(ProfileFields.Pattern.COUNT, 0L);
      return stride > 0 && count * 2 >= followers ? stride : 0;
    }

    /** The entry of a top-values list with the highest count, or null. */
    private static Map<String, Long> mostCommon(List<Map<String, Long>> values) {
      Map<String, Long> top = null;
      for (Map<String, Long> v : values == null ? List.<Map<String, Long>>of() : values) {
        if (top == null
            || v.getOrDefault(ProfileFields.Pattern.COUNT, 0L)
                > top.getOrDefault(ProfileFields.Pattern.COUNT, 0L)) {
          top = v;
        }
      }
      return top;
    }
  }

  /** One way calls reached the JDK: see {@link ProfileFields.CallPath}. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class CallPath {
    /** What profiles before call paths named a site whose stack had no app frame. */
    static final String NO_APP_SITE = "<JDK-internal caller>";

    /** The app's frame with file and line; null when the stack had none. */
    @JsonProperty(ProfileFields.CallPath.APP)
    public String app;

    /** The frames between the app's frame and the JDK call, outermost first, as class.method. */
    @JsonProperty(ProfileFields.CallPath.FRAMES)
    public List<String> frames = List.of();

    /** The Maven coordinates of the library the app's frame called; null when none was read. */
    @JsonProperty(ProfileFields.CallPath.LIBRARY)
    public String library;

    @JsonProperty(ProfileFields.CallPath.SAMPLES)
    public long samples;

    @JsonProperty(ProfileFields.CallPath.CALLS)
    public long calls;

    @JsonProperty(ProfileFields.CallPath.BYTES)
    public long bytes;

    @JsonProperty(ProfileFields.CallPath.NANOS)
    public long nanos;

    /** The app's frame, or a phrase for a stack without one or a walk that stopped before it. */
    public String appOrNone() {
      if (app != null) {
        return app;
      }
      return cut()
          ? "(app's frame unknown: the stack walk stopped before it)"
          : "(no app frame: a library's or the JDK's own thread)";
    }

    /**
     * Whether the walk stopped before the app's frame or the stack's first frame: its outermost
     * frame is {@link ProfileFields.CallPath#ELIDED}. Whose code made the calls, the app's or
     * another library's, is then unknown; the frames kept are those nearest the call.
     */
    public boolean cut() {
      return app == null
          && frames != null
          && !frames.isEmpty()
          && ProfileFields.CallPath.ELIDED.equals(frames.get(0));
    }

    /**
     * The app's frame and, when the calls went through layers, the method it called, with the
     * library's coordinates where they were read: {@code com.acme.Loader.load(Loader.java:42) via
     * java.io.ObjectInputStream.readObject}, {@code com.acme.Export.run(Export.java:9) via
     * com.fasterxml.jackson.databind.ObjectMapper.writeValue
     * (com.fasterxml.jackson.core:jackson-databind:2.17.2)}.
     */
    public String site() {
      if (frames == null || frames.size() <= 1) {
        return appOrNone();
      }
      if (cut()) {
        return appOrNone() + " via " + frames.get(1);
      }
      String via = appOrNone() + " via " + frames.get(0);
      return library == null ? via : via + " (" + library + ")";
    }
  }

  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class CallSite {
    @JsonProperty(ProfileFields.CallSite.SITE)
    public String site;

    @JsonProperty(ProfileFields.CallSite.VIA)
    public String via;

    @JsonProperty(ProfileFields.CallSite.COUNT)
    public long count;
  }
}
