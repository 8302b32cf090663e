package io.iobench.format;

/**
 * The field names of a profile, the one place both the agent's writer and the tools' reader take
 * them from. A profile is one JSON object:
 *
 * <pre>
 * {"format": "iobench-profile", "version": 1, "startedAt": ..., "endedAt": ..., "complete": true,
 *  "jvm": {...}, "os": {...}, "pid": N, "command": "...", "options": {...}, "agent": {...},
 *  "files": [{"path": "/abs/path", "kind": "file", "size": N,
 *             "ops": [{"api": "FileInputStream", "op": "read", "calls": N, "bytes": N, ...,
 *                      "latencyNanos": {"histogram": "HdrHistogram V2 compressed base64", "p50": N, ...},
 *                      "pattern": {...}, "callSites": [...]}]}]}
 * </pre>
 *
 * Each nested class holds the fields of one kind of object.
 */
public final class ProfileFields {
  private ProfileFields() {}

  /** The profile object itself. */
  public static final class Root {
    public static final String FORMAT = "format";
    public static final String VERSION = "version";

    /** ISO-8601 instant the recording started. */
    public static final String STARTED_AT = "startedAt";

    /** ISO-8601 instant of this snapshot. */
    public static final String ENDED_AT = "endedAt";

    /** False for a periodic snapshot written while the app still ran. */
    public static final String COMPLETE = "complete";

    public static final String JVM = "jvm";
    public static final String OS = "os";
    public static final String PID = "pid";

    /** The machine's name, as its kernel names it. */
    public static final String HOST = "host";

    public static final String COMMAND = "command";

    /** The agent options as given, name to value. */
    public static final String OPTIONS = "options";

    public static final String AGENT = "agent";
    public static final String FILES = "files";

    /**
     * Where the profile came from when not from the agent: a JDK Flight Recorder recording ({@link
     * Source}). Absent in the agent's profiles.
     */
    public static final String SOURCE = "source";

    /**
     * The profiles a merged profile was made of, one {@link Part} each. Absent in the agent's
     * profiles.
     */
    public static final String PARTS = "parts";

    private Root() {}
  }

  /** {@code "parts"}: one profile that {@code iobench merge} added into a merged one. */
  public static final class Part {
    /** The profile's file as the merge was given it. */
    public static final String FILE = "file";

    public static final String HOST = "host";
    public static final String PID = "pid";
    public static final String STARTED_AT = "startedAt";
    public static final String ENDED_AT = "endedAt";
    public static final String COMPLETE = "complete";
    public static final String COMMAND = "command";

    private Part() {}
  }

  /**
   * {@code "source"}: a profile converted from another recording, with what that recording could
   * not show.
   */
  public static final class Source {
    /** {@code "jfr"}. */
    public static final String KIND = "kind";

    /** The recording's file name. */
    public static final String RECORDING = "recording";

    /** True when the recording kept only some of the calls (a threshold or a throttle). */
    public static final String SAMPLED = "sampled";

    /** Sentences for people: what the profile assumes or lacks because of its source. */
    public static final String LIMITS = "limits";

    /** Per event type: its settings in the recording and what they let through. */
    public static final String EVENTS = "events";

    /** An event type's name ({@code jdk.FileRead}). */
    public static final String EVENT_NAME = "name";

    public static final String ENABLED = "enabled";

    /** As the recording states it ({@code "20 ms"}, {@code "0 ns"}). */
    public static final String THRESHOLD = "threshold";

    /** As the recording states it ({@code "100/s"}, {@code "off"}); absent before JDK 25. */
    public static final String THROTTLE = "throttle";

    public static final String STACK_TRACE = "stackTrace";

    /** Events of the type in the recording. */
    public static final String RECORDED = "recorded";

    /**
     * Estimated share of the calls the threshold kept out, 0 to 1; absent when it cannot be
     * estimated.
     */
    public static final String MISSED_SHARE = "missedShare";

    /** How {@link #MISSED_SHARE} was estimated, or why it could not be. */
    public static final String MISSED_HOW = "missedHow";

    private Source() {}
  }

  /** {@code "jvm"}: the observed JVM. */
  public static final class Jvm {
    public static final String VERSION = "version";
    public static final String VENDOR = "vendor";
    public static final String VM = "vm";

    private Jvm() {}
  }

  /** {@code "os"}: the machine. */
  public static final class Os {
    public static final String NAME = "name";
    public static final String ARCH = "arch";
    public static final String CPUS = "cpus";

    private Os() {}
  }

  /** {@code "agent"}: how the agent recorded, and its own bookkeeping. */
  public static final class Agent {
    public static final String VERSION = "version";

    /** {@link #LATENCY_SAMPLED} or {@link #LATENCY_ALL}. */
    public static final String LATENCY_MODE = "latencyMode";

    public static final String LATENCY_SAMPLED = "sampled";
    public static final String LATENCY_ALL = "all";

    /** Mean calls per timed call in sampled mode. */
    public static final String SAMPLE_PERIOD = "samplePeriod";

    /** Whether call sites were captured. */
    public static final String CALL_SITES = "callSites";

    public static final String CALL_SITE_SAMPLE_PERIOD = "callSiteSamplePeriod";

    /**
     * The prefixes given with the agent option {@code app=}, which name the app's frames (see
     * {@link CallPath#APP}); empty when the default applied: every frame outside the JDK and the
     * libraries the agent knows.
     */
    public static final String APP_PACKAGES = "appPackages";

    public static final String MAX_FILES = "maxFiles";
    public static final String FILES_TRACKED = "filesTracked";
    public static final String OVERFLOW_LOOKUPS = "overflowLookups";
    public static final String LIVE_THREADS = "liveThreads";
    public static final String SLOTS_IN_USE = "slotsInUse";

    private Agent() {}
  }

  /** An element of {@code "files"}. */
  public static final class File {
    /** Absolute path, or a label in angle brackets for entries that are not a named file. */
    public static final String PATH = "path";

    /** A {@link FileKind}. */
    public static final String KIND = "kind";

    /** Bytes when the profile was written; absent when unknown (not a regular file, or gone). */
    public static final String SIZE = "size";

    public static final String OPS = "ops";

    /**
     * The {@link FileSystem} the file lived on when the profile was written, resolved once per
     * file. Absent when it could not be told, for entries that are not a named file, in profiles of
     * agents before it and in profiles made from JFR recordings.
     */
    public static final String FILE_SYSTEM = "fileSystem";

    private File() {}
  }

  /** A file's {@code "fileSystem"}: a {@link MountedFileSystem}. */
  public static final class FileSystem {
    /** As the mount table names it: {@code ext4}, {@code xfs}, {@code tmpfs}, {@code overlay}. */
    public static final String TYPE = "type";

    /** The directory it is mounted on. */
    public static final String MOUNT_POINT = "mountPoint";

    private FileSystem() {}
  }

  /** An element of a file's {@code "ops"}: one {@link RecordedOp} on that file. */
  public static final class Op {
    /** {@link Api#jsonName()}. */
    public static final String API = "api";

    /** {@link RecordedOp#jsonName()}. */
    public static final String OP = "op";

    public static final String CALLS = "calls";

    /** Exact bytes moved (return values; end of file is not a byte). */
    public static final String BYTES = "bytes";

    public static final String ERRORS = "errors";
    public static final String EOFS = "eofs";
    public static final String THREADS = "threads";
    public static final String FIRST_SEEN = "firstSeen";
    public static final String LAST_SEEN = "lastSeen";

    /** A {@link Histogram} of call latencies in ns; its count equals the calls. */
    public static final String LATENCY_NANOS = "latencyNanos";

    /** Calls whose latency was measured, not stood for by a sampled one. */
    public static final String TIMED_CALLS = "timedCalls";

    /**
     * For an operation recorded as the reads its method made ({@link RecordedOp#RAF_READ_LINE},
     * {@link RecordedOp#RAF_READ_DATA}): the calls of the method the app called, each of which made
     * one or more of {@link #CALLS}; its {@link #PATTERN} counts these calls. Absent for other
     * operations and in profiles of agents before it, whose calls were the method's.
     */
    public static final String METHOD_CALLS = "methodCalls";

    /**
     * {@link LibraryCalls}: what a library did to the file per call of the app into it. Absent
     * where no call of the operation was made inside a library method the agent counted, and in
     * profiles of agents before it.
     */
    public static final String LIBRARY_CALLS = "libraryCalls";

    /** A {@link Histogram} of the bytes each call moved. */
    public static final String SIZE_BYTES = "sizeBytes";

    /** A {@link Histogram} of the bytes each call asked for. */
    public static final String REQUESTED_BYTES = "requestedBytes";

    /** {@link Pattern}: data operations only. */
    public static final String PATTERN = "pattern";

    /** {@link Buffers}: FileChannel data operations only. */
    public static final String BUFFERS = "buffers";

    /** Calls per {@link MapMode} name: {@link RecordedOp#MBB_MAP} only. */
    public static final String MAP_MODES = "mapModes";

    /** {@link CallSite} objects, most frequent first; absent with {@code callsites=off}. */
    public static final String CALL_SITES = "callSites";

    /** Captured calls from sites past the kept ones. */
    public static final String CALL_SITES_OTHER = "callSitesOther";

    /**
     * {@link CallPath} objects, the largest share of calls first; absent with {@code callsites=off}
     * and in profiles of agents before call paths (their {@link #CALL_SITES} then stand for paths
     * of one layer at most).
     */
    public static final String CALL_PATHS = "callPaths";

    /**
     * A {@link CallPath} without {@link CallPath#FRAMES} for the calls of paths past the kept ones.
     */
    public static final String CALL_PATHS_OTHER = "callPathsOther";

    private Op() {}
  }

  /**
   * {@code "libraryCalls"}: the app's calls into the library methods it reached the file through.
   * The agent adds a counter to a library's method once a call path shows the app entering the
   * library there (the frame the app's frame called), so the counts start some calls into the run:
   * {@link #FILE_CALLS} and {@link #BYTES} are of the same library calls as {@link #CALLS}, not of
   * the operation's whole run.
   */
  public static final class LibraryCalls {
    /** The app's calls into a library method during which the operation was made on the file. */
    public static final String CALLS = "calls";

    /** Their time, from entering the library's method to leaving it. */
    public static final String NANOS = "nanos";

    /**
     * The calls among them whose time outside the file calls made in them was measured: a sample,
     * one in 16 of a thread's library calls.
     */
    public static final String OWN_CALLS = "ownCalls";

    /**
     * The time of the {@link #OWN_CALLS} outside the file calls made in them, each file call from
     * entering the agent's hook to leaving it: the library's own time, with no system call and none
     * of the agent's work in it.
     */
    public static final String OWN_NANOS = "ownNanos";

    /** Calls of the operation made inside them. */
    public static final String FILE_CALLS = "fileCalls";

    /** Bytes those calls moved. */
    public static final String BYTES = "bytes";

    private LibraryCalls() {}
  }

  /** An HdrHistogram with a few precomputed statistics. */
  public static final class Histogram {
    /** {@link HistogramCodec}'s encoding: HdrHistogram V2 compressed, base64. */
    public static final String HISTOGRAM = "histogram";

    public static final String COUNT = "count";
    public static final String MIN = "min";
    public static final String P50 = "p50";
    public static final String P90 = "p90";
    public static final String P99 = "p99";
    public static final String MAX = "max";
    public static final String MEAN = "mean";

    private Histogram() {}
  }

  /** {@code "pattern"}: Darshan-style access counters, from positions the calls themselves tell. */
  public static final class Pattern {
    /** Calls that began where the previous one ended. */
    public static final String CONSECUTIVE = "consecutive";

    /** Calls that began at or after where the previous one ended. */
    public static final String SEQUENTIAL = "sequential";

    public static final String BACKWARD = "backward";

    /** Most common call sizes: objects of {@link #SIZE} and {@link #COUNT}. */
    public static final String ACCESS_SIZES = "accessSizes";

    /** Most common forward gaps between calls: objects of {@link #STRIDE} and {@link #COUNT}. */
    public static final String STRIDES = "strides";

    public static final String SIZE = "size";
    public static final String STRIDE = "stride";
    public static final String COUNT = "count";

    private Pattern() {}
  }

  /**
   * An element of {@code "callPaths"}: one distinct way calls reached the JDK, with the calls,
   * bytes and time of the key attributed to it. Stack walks are sampled, so the attribution is an
   * estimate scaled to the key's exact totals: the shares of the paths (and of {@code
   * callPathsOther}) add up to the key's calls and bytes.
   */
  public static final class CallPath {
    /**
     * The app's frame, with file and line ({@code com.acme.Indexer.load(Indexer.java:42)}), or
     * absent when no frame of the stack was the app's (a library's or the JDK's own thread).
     */
    public static final String APP = "app";

    /**
     * The frames between the app's frame and the instrumented call, outermost first, as {@code
     * class.method}, the instrumented JDK method last; JDK frames and library frames alike (a
     * library frame is one outside the JDK that is not the app's: a class of a known library's
     * namespace, or one loaded from a jar with Maven metadata that is not the app's main jar nor of
     * its Maven group). A long path keeps its outermost and innermost frames with {@link #ELIDED}
     * between them.
     */
    public static final String FRAMES = "frames";

    /**
     * The Maven coordinates ({@code groupId:artifactId:version}) of the library whose method the
     * app's frame called, the first of {@link #FRAMES}, read from its jar's {@code
     * META-INF/maven/.../pom.properties}; absent when that frame is the JDK's or its jar has no
     * Maven metadata.
     */
    public static final String LIBRARY = "library";

    /** Stands in {@link #FRAMES} for the frames a long path left out. */
    public static final String ELIDED = "...";

    /** Stack walks that found this path. */
    public static final String SAMPLES = "samples";

    /** The key's calls attributed to this path. */
    public static final String CALLS = "calls";

    /** The key's bytes attributed to this path. */
    public static final String BYTES = "bytes";

    /** The key's estimated time in calls (ns) attributed to this path. */
    public static final String NANOS = "nanos";

    private CallPath() {}
  }

  /** {@code "buffers"}: calls by the kind of ByteBuffer they passed. */
  public static final class Buffers {
    public static final String DIRECT = "direct";
    public static final String HEAP = "heap";

    private Buffers() {}
  }

  /** An element of {@code "callSites"}. */
  public static final class CallSite {
    /** The first frame outside the JDK: {@code com.acme.Indexer.load(Indexer.java:42)}. */
    public static final String SITE = "site";

    /** The JDK helper the call went through ({@code java.nio.file.Files.readAllBytes}), if any. */
    public static final String VIA = "via";

    public static final String COUNT = "count";

    private CallSite() {}
  }
}
