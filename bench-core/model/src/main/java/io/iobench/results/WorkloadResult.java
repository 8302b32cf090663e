package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.iobench.profile.FileSystemMount;
import java.util.ArrayList;
import java.util.List;

/** One replayed workload: what it was, what the app did, and every technique's result. */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class WorkloadResult {
  public String name;

  /** The profiled file (a copy's source), or the scenario step. */
  public String path;

  /** The file a copy wrote; null for any other workload. */
  public String target;

  public String operation;

  /**
   * What makes this workload the same as another, or as a recommendation: its file, target,
   * operation and the app's method the calls came from. Results files written before it have it
   * filled in by {@link ResultsReader}.
   */
  public WorkloadKey key;

  /**
   * The workload's parameters as replayed (file size, call size, pattern, calls, force cadence).
   */
  public Parameters workload = new Parameters();

  /** Id of the baseline technique: what the app used, or the scenario's reference. */
  public String current;

  public String currentTitle;

  /**
   * What the app did (null for scenarios): time spent, calls, median latency, threads, call site.
   */
  public Observed observed;

  /** How far the replayed baseline's median call latency is from the observed one. */
  public Fidelity fidelity;

  /**
   * Where the replay ran and where the observed file lived; null for scenarios and in files written
   * before it.
   */
  public Storage storage;

  /** What the replay assumed, capped or kept of the app's calls. */
  @JsonDeserialize(contentUsing = ReplayNotesDeserializer.class)
  public List<ReplayNote> notes = new ArrayList<>();

  public List<TechniqueResult> techniques = new ArrayList<>();

  /**
   * The rounds the workload made after its planned ones, because an alternative's interval was
   * still too wide to decide; null (absent) when it needed none, in files written before extra
   * rounds, and in a replay that makes none ({@code --thorough}, {@code --extra-rounds 0}).
   */
  public ExtraRounds extraRounds;

  /** One line: the recommendation, or "already near the best measured here". */
  public String verdict;

  /** Confidence level of each decision interval (0.95 / alternatives, two-sided). */
  public Double decisionConfidence;

  public boolean recommended;

  /** The workload as people read it: the file, or {@code source -> target} for a copy. */
  @JsonIgnore
  public String label() {
    return CopyPaths.label(path, target);
  }

  /**
   * The file systems of the replay and of the observed file (a copy's target), which a speed-up
   * measured on one may not hold on the other.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public static final class Storage {
    /** The observed file's, as the profile tells it; null when it does not. */
    public FileSystemMount observed;

    /** The one the replay's scratch files were on; null when it could not be told. */
    public FileSystemMount replayed;

    /** The directory the replay's scratch directory was made in. */
    public String dir;

    /**
     * Whether the replay ran on another file system than the observed file's; null when either is
     * unknown.
     */
    public Boolean otherFileSystem;

    /** Why the replay did not run on the observed file's file system; null when it did. */
    public String why;

    /**
     * Whether the replay's forces waited for no device (it ran on tmpfs or ramfs) while the app's
     * may have: its file was on another kind of file system, or on one the profile does not tell.
     */
    @JsonIgnore
    public boolean forceNotMeasured() {
      return replayed != null
          && replayed.forceIsNoOp()
          && (observed == null || !observed.forceIsNoOp());
    }

    /**
     * One line for people where the replay ran on another file system than the observed file's:
     * {@code replayed on tmpfs at /dev/shm, not on the observed file's ext4 at /data (why)}; null
     * where it ran on the same one, or either is unknown.
     */
    @JsonIgnore
    public String warning() {
      if (!Boolean.TRUE.equals(otherFileSystem)) {
        return null;
      }
      return "replayed on "
          + replayed
          + ", not on the observed file's "
          + observed
          + (why == null ? "" : " (" + why + ")");
    }
  }

  /**
   * The workload's parameters as replayed. A parameter at its default (no stride, no calls count
   * for a sequential pass, one file, one thread, ...) is left out of the file and reads as the
   * default.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_DEFAULT)
  @JsonPropertyOrder({
    "fileSize",
    "callSize",
    "pattern",
    "stride",
    "bytesPerRound",
    "calls",
    "run",
    "appCalls",
    "forceEveryBytes",
    "openEvery",
    "preallocated",
    "replacing",
    "files",
    "text",
    "jsonValues",
    "threads",
    "callSizes"
  })
  public static final class Parameters {
    /** Bytes of the file read, written or copied (of each file, when there are several). */
    public long fileSize;

    /** Bytes per call the app used. */
    public int callSize;

    /** {@code SEQUENTIAL}, {@code RANDOM} or {@code STRIDED}. */
    public String pattern;

    /** For {@code STRIDED}: bytes from the end of one call to the start of the next. */
    public long stride;

    public long bytesPerRound;

    /** Calls per pass of a positional pattern; 0 (absent) for a sequential pass. */
    public long calls;

    /** Consecutive calls from each random position. */
    public int run = 1;

    /** The calls per thread the app made, when more than a pass replays; else 0 (absent). */
    public long appCalls;

    /** A write forces after every this many bytes; 0 (absent) never. */
    public long forceEveryBytes;

    /**
     * A write opens the file (appending) and closes it every this many calls, as the app did; 0
     * (absent) when it kept it open.
     */
    public long openEvery;

    /**
     * A write whose calls were each Jackson's writeValue of one value, replayed through Jackson
     * (absent otherwise).
     */
    public boolean jsonValues;

    /** A write goes over a file that exists at full size, in place. */
    public boolean preallocated;

    /** A write or copy replaces an existing file of the full size. */
    public boolean replacing;

    /** Files of {@code fileSize} a pass reads one after the other. */
    public int files = 1;

    /** The file holds text lines. */
    public boolean text;

    /** Threads that read at once. */
    public int threads = 1;

    /** The app's mix of call sizes, one cycle in the order replayed; null when one size. */
    public List<Integer> callSizes;
  }

  /** What the app did, from the profile. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({
    "nanos",
    "calls",
    "p50Nanos",
    "threads",
    "callSite",
    "layer",
    "layerTitle",
    "libraryCalls"
  })
  public static final class Observed {
    /** Time the app spent in these calls (sum of per-call latencies). */
    public long nanos;

    public long calls;

    /** Median latency of the app's calls, -1 when unknown. */
    public long p50Nanos;

    /** Distinct threads that made the calls. */
    public long threads;

    /** The app's most frequent call site ({@code com.acme.X.m(X.java:4) via ...}); null if none. */
    public String callSite;

    /** The layer the app's frame called (its id); null when at no layer. */
    public String layer;

    /** The layer's title. */
    public String layerTitle;

    /**
     * True when the profile walked the calls' stacks but not to the app's frame (the walk stopped
     * short, or none of its paths was kept): whose code made the calls is unknown, and no change
     * was placed in the app's. Absent (false) otherwise, and in files written before it.
     */
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public boolean callerUnknown;

    /**
     * What the library the app's calls went through did to the file per call of the app; null where
     * the profile counted no call of the app into a library.
     */
    public LibraryCalls libraryCalls;
  }

  /**
   * The app's calls into the library method it reached the file by, as the agent counted them, and
   * the file's operations per call of the app.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({"entry", "calls", "operations"})
  public static final class LibraryCalls {
    /** The library's method the app called, {@code com.google.common.io.CharSink.write}. */
    public String entry;

    /** The app's calls into it that were counted. */
    public long calls;

    /** The file's operations made in those calls: opens first, closes last. */
    public List<PerAppCall> operations = new ArrayList<>();
  }

  /** One operation of the file per call of the app into a library. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"op", "calls", "bytes"})
  public static final class PerAppCall {
    /** The operation's name in the profile: {@code write}, {@code open}. */
    public String op;

    /** Its calls per call of the app. */
    public double calls;

    /** The bytes of one of those calls on average; 0 for an operation that moves none. */
    public long bytes;
  }

  /**
   * A workload's extra rounds: how many, of which alternatives (with the baseline), how long they
   * took against their time cap, and why they stopped.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({"rounds", "stoppedBy", "alternatives", "nanos", "capNanos"})
  public static final class ExtraRounds {
    /** Extra rounds made, each by the baseline and the alternatives still too wide to decide. */
    public int rounds;

    public ExtraRoundsStop stoppedBy;

    /**
     * The ids of the alternatives whose interval was too wide to decide after the planned rounds:
     * those that made the first extra round. One leaves the extra rounds once its interval is no
     * longer too wide.
     */
    public List<String> alternatives = new ArrayList<>();

    /** Wall time of the extra rounds. */
    public long nanos;

    /** Their time cap: a share of the time the workload's planned replay took. */
    public long capNanos;
  }

  /**
   * The replayed baseline's median call against the app's. The replay's median and the ratio are
   * absent when there is none to compare (too few observed calls, or no latency measured).
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({"observedP50Nanos", "observedP10Nanos", "replayP50Nanos", "ratio"})
  public static final class Fidelity {
    public long observedP50Nanos;

    /**
     * The latency under which the app's fastest tenth of calls came; absent when unknown, and in
     * files written before it.
     */
    public Long observedP10Nanos;

    public Long replayP50Nanos;

    /** {@code replayP50Nanos / observedP50Nanos}. */
    public Double ratio;
  }
}
