package io.iobench.profile.jfr;

import io.iobench.format.CallPathFrames;
import io.iobench.format.FileKind;
import io.iobench.format.ProfileFields;
import io.iobench.format.ProfileFormat;
import io.iobench.format.RecordedOp;
import io.iobench.profile.FileProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileException;
import io.iobench.profile.ProfileSource;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jdk.jfr.EventType;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * A JDK Flight Recorder recording read as an iobench profile: its {@code jdk.FileRead}, {@code
 * jdk.FileWrite} and {@code jdk.FileForce} events become the calls, bytes, sizes, latencies,
 * threads and call paths of each file's operations, and the profile's {@link ProfileSource} says
 * what the recording could not show and what its settings kept out. Counts are what the recording
 * holds, never scaled up to what a threshold or throttle may have dropped.
 */
public final class JfrRecordings {
  static final String FILE_READ = "jdk.FileRead";
  static final String FILE_WRITE = "jdk.FileWrite";
  static final String FILE_FORCE = "jdk.FileForce";
  static final List<String> FILE_EVENTS = List.of(FILE_READ, FILE_WRITE, FILE_FORCE);

  /** Every chunk of a recording starts with these bytes. */
  private static final byte[] MAGIC = {'F', 'L', 'R', 0};

  /** The JFR file format's major version that JDK 11 to 25 write. */
  static final int FORMAT_MAJOR = 2;

  /** The oldest JDK whose recordings carry the file events as read here. */
  static final int OLDEST_JDK = 11;

  /** The JDK version of a recording made without the jdk.InitialSystemProperty events. */
  static final String UNKNOWN_VERSION = "unknown";

  private JfrRecordings() {}

  /** Whether {@code file} starts as a JFR recording does. */
  public static boolean isRecording(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      return Arrays.equals(in.readNBytes(MAGIC.length), MAGIC);
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * @throws ProfileException with a message of the form "FILE: problem" for a recording that is
   *     damaged, truncated, from a JDK it cannot place, or holds no file events
   */
  public static Profile read(Path file) {
    checkFormat(file);
    Recording r = new Recording();
    try (RecordingFile recording = new RecordingFile(file)) {
      Map<Long, String> typeNames = new HashMap<>();
      for (EventType type : recording.readEventTypes()) {
        typeNames.put(type.getId(), type.getName());
      }
      while (recording.hasMoreEvents()) {
        r.add(recording.readEvent(), typeNames);
      }
    } catch (NoSuchFileException e) {
      throw new ProfileException(file + ": no such file");
    } catch (IOException | RuntimeException e) {
      throw new ProfileException(
          file
              + ": not a complete JFR recording (truncated or damaged: "
              + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())
              + ")");
    }
    try {
      return r.toProfile(file);
    } catch (ProfileException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new ProfileException(file + ": cannot read the recording as a profile (" + e + ")", e);
    }
  }

  /**
   * Refuses a recording in a file format other than the one JDK 11 to 25 write (2.x), before the
   * JDK's reader meets it with a message about chunk internals.
   */
  private static void checkFormat(Path file) {
    byte[] header;
    try (InputStream in = Files.newInputStream(file)) {
      header = in.readNBytes(8);
    } catch (NoSuchFileException e) {
      throw new ProfileException(file + ": no such file");
    } catch (IOException e) {
      throw new ProfileException(file + ": cannot read (" + e.getMessage() + ")");
    }
    if (header.length < 8) {
      throw new ProfileException(file + ": not a complete JFR recording (it ends in its header)");
    }
    int major = ((header[4] & 0xff) << 8) | (header[5] & 0xff);
    int minor = ((header[6] & 0xff) << 8) | (header[7] & 0xff);
    if (major != FORMAT_MAJOR) {
      throw new ProfileException(
          file
              + ": a JFR recording in file format "
              + major
              + "."
              + minor
              + ", from a JDK iobench does not know: it reads format "
              + FORMAT_MAJOR
              + ".x, which JDK "
              + OLDEST_JDK
              + " and later write");
    }
  }

  /** What the events say, gathered as they are read. */
  private static final class Recording {
    final Map<String, String> properties = new HashMap<>();
    String jvmName;
    String jvmVersion;
    String jvmArguments;
    long pid;
    long cpus;
    Instant start;
    Instant end;
    final Map<String, Map<String, List<String>>> settings = new LinkedHashMap<>();
    final Map<String, DurationSample> durations = new HashMap<>();
    final Map<String, Long> recorded = new HashMap<>();
    final Map<String, Map<RecordedOp, OpTally>> files = new TreeMap<>();
    final Map<String, Map<Long, Long>> readRuns = new HashMap<>();
    final Map<String, Long> largestReadRun = new HashMap<>();
    final Map<String, Map<Long, Long>> writeRuns = new HashMap<>();
    final Map<String, Long> written = new HashMap<>();
    final Map<String, Long> readToEnd = new HashMap<>();
    boolean withoutStack;
    boolean callerOnly;

    void add(RecordedEvent e, Map<Long, String> typeNames) {
      String type = e.getEventType().getName();
      start = start == null || e.getStartTime().isBefore(start) ? e.getStartTime() : start;
      end = end == null || e.getEndTime().isAfter(end) ? e.getEndTime() : end;
      switch (type) {
        case "jdk.InitialSystemProperty" ->
            properties.put(e.getString("key"), e.getString("value"));
        case "jdk.JVMInformation" -> {
          jvmName = e.getString("jvmName");
          jvmVersion = e.getString("jvmVersion");
          jvmArguments = e.getString("javaArguments");
          pid = e.getLong("pid");
        }
        case "jdk.CPUInformation" -> cpus = e.getInt("hwThreads");
        case "jdk.ActiveSetting" -> {
          String event = typeNames.get(e.getLong("id"));
          if (FILE_EVENTS.contains(event)) {
            settings
                .computeIfAbsent(event, k -> new LinkedHashMap<>())
                .computeIfAbsent(e.getString("name"), k -> new ArrayList<>())
                .add(e.getString("value"));
          }
        }
        case FILE_READ, FILE_WRITE, FILE_FORCE -> file(type, e);
        default -> {}
      }
    }

    private void file(String type, RecordedEvent e) {
      recorded.merge(type, 1L, Long::sum);
      long nanos = e.getDuration().toNanos();
      durations.computeIfAbsent(type, k -> new DurationSample()).add(nanos);
      String path = e.getString("path");
      if (path == null || path.isEmpty()) {
        path = "<no path: a file descriptor>";
      }
      RecordedStackTrace stack = e.getStackTrace();
      if (stack == null || stack.getFrames().isEmpty()) {
        withoutStack = true;
      }
      int call = FileApi.callFrame(stack);
      RecordedFrame frame = call < 0 ? null : stack.getFrames().get(call);
      RecordedOp op = FileApi.op(type, frame);
      OpTally.PathKey callPath = null;
      if (call >= 0) {
        callPath = pathOf(stack, call, null);
      } else if (stack != null && !stack.getFrames().isEmpty()) {
        // JDK 22 and later start the stack at the JDK method's caller.
        callerOnly = true;
        callPath = pathOf(stack, 0, FileApi.assumedFrame(op));
      }
      long bytes = 0;
      boolean eof = false;
      if (type.equals(FILE_READ)) {
        bytes = e.getLong("bytesRead");
        eof = e.getBoolean("endOfFile");
      } else if (type.equals(FILE_WRITE)) {
        bytes = e.getLong("bytesWritten");
      }
      RecordedThread thread = e.getThread();
      long threadId = thread == null ? -1 : thread.getJavaThreadId();
      files
          .computeIfAbsent(path, k -> new LinkedHashMap<>())
          .computeIfAbsent(op, OpTally::new)
          .add(bytes, eof, threadId, e.getStartTime(), nanos, callPath);
      if (!type.equals(FILE_FORCE)) {
        // A thread's bytes of one file until it meets the end: when it does, the file's size at
        // least; the largest run without an end stands in only when no read met one.
        Map<Long, Long> runs =
            (type.equals(FILE_READ) ? readRuns : writeRuns)
                .computeIfAbsent(path, k -> new HashMap<>());
        long run = runs.merge(threadId, Math.max(0, bytes), Long::sum);
        if (type.equals(FILE_WRITE)) {
          written.merge(path, run, Math::max);
        } else if (eof) {
          readToEnd.merge(path, run, Math::max);
          runs.remove(threadId);
        } else {
          largestReadRun.merge(path, run, Math::max);
        }
      }
    }

    Profile toProfile(Path file) {
      String version = javaVersion();
      // JDK 8's VM version is HotSpot's (25.362-b09), not the JDK's: the specification's is.
      String spec = properties.get("java.vm.specification.version");
      if (spec != null && feature(spec) < OLDEST_JDK) {
        throw new ProfileException(
            file
                + ": a recording from JDK "
                + spec
                + ": iobench reads recordings of JDK "
                + OLDEST_JDK
                + " and later");
      }
      if (files.isEmpty()) {
        throw new ProfileException(
            file
                + ": the recording holds no file events ("
                + String.join(", ", FILE_EVENTS)
                + "): they were disabled or every call was under their threshold; record with"
                + " threshold 0, e.g. -XX:StartFlightRecording:"
                + "jdk.FileRead#threshold=0ms,jdk.FileWrite#threshold=0ms");
      }
      Profile p = new Profile();
      p.format = ProfileFormat.NAME;
      p.version = ProfileFormat.VERSION;
      p.startedAt = start.toString();
      p.endedAt = end.toString();
      p.complete = true;
      Map<String, Object> jvm = new LinkedHashMap<>();
      jvm.put("version", version);
      jvm.put("vendor", properties.getOrDefault("java.vm.vendor", ""));
      jvm.put("vm", jvmName == null ? properties.getOrDefault("java.vm.name", "") : jvmName);
      p.jvm = jvm;
      Map<String, Object> os = new LinkedHashMap<>();
      os.put("name", properties.getOrDefault("os.name", ""));
      os.put("arch", properties.getOrDefault("os.arch", ""));
      os.put("cpus", cpus);
      p.os = os;
      p.pid = pid;
      p.command = jvmArguments == null ? "" : jvmArguments;
      p.options = Map.of();
      List<FileProfile> out = new ArrayList<>();
      boolean sizesFromDisk = false;
      for (Map.Entry<String, Map<RecordedOp, OpTally>> f : files.entrySet()) {
        FileProfile fp = new FileProfile();
        fp.path = f.getKey();
        fp.kind =
            f.getKey().startsWith("<") ? FileKind.DESCRIPTOR.jsonName() : FileKind.FILE.jsonName();
        long onDisk = sizeOnDisk(f.getKey());
        sizesFromDisk |= onDisk >= 0;
        fp.size = onDisk >= 0 ? onDisk : estimatedSize(f.getKey());
        fp.ops = f.getValue().values().stream().map(OpTally::toProfile).toList();
        out.add(fp);
      }
      p.files = out;
      p.source = source(file, version, sizesFromDisk);
      return p;
    }

    /**
     * The JDK's version ({@code 17.0.15}): the VM's version property without its build, which the
     * recording's initial system properties carry (not {@code java.version}, set later), else the
     * one in the JVM information's description, else {@link #UNKNOWN_VERSION}.
     */
    private String javaVersion() {
      String vm = properties.get("java.vm.version");
      if (vm == null && jvmVersion != null) {
        int open = jvmVersion.indexOf('(');
        int close = jvmVersion.indexOf(')', open + 1);
        vm = open >= 0 && close > open ? jvmVersion.substring(open + 1, close) : null;
      }
      if (vm == null || vm.isBlank()) {
        return UNKNOWN_VERSION;
      }
      int build = vm.indexOf('+');
      return build > 0 ? vm.substring(0, build) : vm;
    }

    private long estimatedSize(String path) {
      Long toEnd = readToEnd.get(path);
      long read = toEnd != null ? toEnd : largestReadRun.getOrDefault(path, 0L);
      long size = Math.max(written.getOrDefault(path, 0L), read);
      return size > 0 ? size : -1;
    }

    private ProfileSource source(Path file, String version, boolean sizesFromDisk) {
      ProfileSource s = new ProfileSource();
      s.kind = ProfileSource.JFR;
      s.recording = String.valueOf(file.getFileName());
      s.limits.add(
          "Recorded by JDK Flight Recorder (JDK "
              + version
              + "), not by the iobench agent: JFR records no file offsets, so each file's calls"
              + " are taken as one sequential pass (no random or strided pattern is seen).");
      s.limits.add(
          "JFR records neither the length a call asked for nor its buffer (heap or direct), nor"
              + " opens and closes; and nothing of transferTo/transferFrom, FileChannel.map or"
              + " mapped buffers.");
      if (callerOnly) {
        s.limits.add(
            "The stack traces begin at the caller of the JDK's file method (as JDK 22 and later"
                + " record them), so the API cannot be told: reads are taken as FileInputStream"
                + " reads and writes as FileOutputStream writes, whatever the app used.");
      }
      if (withoutStack) {
        s.limits.add(
            "Some events came without stack traces: their calls are taken as FileInputStream"
                + " reads and FileOutputStream writes, and have no call path.");
      }
      s.limits.add(
          sizesFromDisk
              ? "File sizes are those of the files on this machine where they exist now; the"
                  + " others are estimated from the bytes read to their end or written."
              : "File sizes are estimated from the bytes read to their end or written.");
      for (String name : FILE_EVENTS) {
        ProfileSource.EventType t = eventType(name);
        s.events.add(t);
        s.sampled |= t.enabled && (t.missedShare == null || t.missedShare > 0 || throttled(t));
        s.limits.add(describe(t));
      }
      if (s.sampled) {
        s.limits.add(
            "The recording is a sample of the calls: the counts, bytes and times here are those"
                + " of the recorded calls only, not scaled to the calls the settings kept out.");
      }
      return s;
    }

    private ProfileSource.EventType eventType(String name) {
      Map<String, List<String>> set = settings.getOrDefault(name, Map.of());
      ProfileSource.EventType t = new ProfileSource.EventType();
      t.name = name;
      t.recorded = recorded.getOrDefault(name, 0L);
      // With several recordings JFR records what any of them enables, at the smallest threshold.
      List<String> enabled = set.getOrDefault("enabled", List.of());
      t.enabled = enabled.isEmpty() ? t.recorded > 0 : enabled.contains("true") || t.recorded > 0;
      t.threshold = smallestTimespan(set.getOrDefault("threshold", List.of()));
      t.throttle = last(set, "throttle").orElse(null);
      t.stackTrace = last(set, "stackTrace").map(Boolean::parseBoolean).orElse(!withoutStack);
      if (!t.enabled) {
        t.missedHow = "disabled: none of its calls were recorded";
        t.missedShare = t.recorded == 0 ? null : 0.0;
        return t;
      }
      long threshold = t.threshold == null ? -1 : JfrTimespans.nanos(t.threshold);
      if (threshold < 0) {
        t.missedHow = "threshold unknown (the recording does not state its settings)";
        return t;
      }
      DurationSample sample = durations.getOrDefault(name, new DurationSample());
      MissedCalls.Estimate estimate = MissedCalls.estimate(threshold, sample.values());
      t.missedShare = estimate.share();
      t.missedHow = estimate.how();
      return t;
    }

    private String describe(ProfileSource.EventType t) {
      StringBuilder b = new StringBuilder(t.name).append(": ");
      if (!t.enabled) {
        return b.append("disabled in the recording.").toString();
      }
      b.append(t.recorded).append(" events, threshold ");
      b.append(t.threshold == null ? "not stated" : t.threshold);
      if (t.throttle != null) {
        b.append(", throttle ").append(t.throttle);
      }
      b.append(t.stackTrace ? ", with stack traces" : ", without stack traces");
      b.append(". Calls missed: ").append(t.missedHow).append('.');
      if (throttled(t)) {
        b.append(
            " The throttle kept at most "
                + t.throttle
                + " of the calls over the threshold; how many it dropped is not recorded.");
      }
      return b.toString();
    }

    private static boolean throttled(ProfileSource.EventType t) {
      return t.throttle != null && !t.throttle.equals("off");
    }

    private static String smallestTimespan(List<String> values) {
      String smallest = null;
      for (String v : values) {
        if (v != null
            && JfrTimespans.nanos(v) >= 0
            && (smallest == null || JfrTimespans.nanos(v) < JfrTimespans.nanos(smallest))) {
          smallest = v;
        }
      }
      return smallest;
    }

    private static java.util.Optional<String> last(Map<String, List<String>> set, String key) {
      List<String> values = set.get(key);
      return values == null || values.isEmpty()
          ? java.util.Optional.empty()
          : java.util.Optional.ofNullable(values.get(values.size() - 1));
    }

    private static long sizeOnDisk(String path) {
      try {
        Path p = Path.of(path);
        return p.isAbsolute() && Files.isRegularFile(p) ? Files.size(p) : -1;
      } catch (IOException | RuntimeException e) {
        return -1;
      }
    }

    private static int feature(String version) {
      String v = version.startsWith("1.") ? version.substring(2) : version;
      int end = 0;
      while (end < v.length() && Character.isDigit(v.charAt(end))) {
        end++;
      }
      return end == 0 || end > 4 ? -1 : Integer.parseInt(v.substring(0, end));
    }
  }

  /**
   * The app's frame and the frames from it to the file call, outermost first: the first frame
   * outside the JDK and the known libraries, from the call outwards, is the app's; a truncated
   * stack without one ends {@linkplain ProfileFields.CallPath#ELIDED cut}, as the agent's walks do.
   * {@code assumedCall} names the file call when the stack starts above it (its frame {@code call}
   * is then the caller's), else null.
   */
  static OpTally.PathKey pathOf(RecordedStackTrace stack, int call, String assumedCall) {
    List<RecordedFrame> frames = stack.getFrames();
    List<String> innerFirst = new ArrayList<>();
    if (assumedCall != null) {
      innerFirst.add(assumedCall);
    }
    String app = null;
    for (int i = call; i < frames.size(); i++) {
      RecordedFrame f = frames.get(i);
      String type = FileApi.typeOf(f);
      if (CallPathFrames.isAppByDefault(type)) {
        app =
            type
                + "."
                + f.getMethod().getName()
                + "("
                + sourceOf(type)
                + ":"
                + f.getLineNumber()
                + ")";
        break;
      }
      String name = type + "." + f.getMethod().getName();
      if (innerFirst.isEmpty() || !innerFirst.get(innerFirst.size() - 1).equals(name)) {
        innerFirst.add(name);
      }
    }
    if (app == null && stack.isTruncated()) {
      // JFR kept only the stack's innermost frames: the app's frame may lie past them.
      innerFirst.add(ProfileFields.CallPath.ELIDED);
    }
    return new OpTally.PathKey(app, List.of(CallPathFrames.outermostFirst(innerFirst)));
  }

  /**
   * The source file a class was most likely compiled from: JFR frames name no file, and a Java
   * class's top-level class names its file.
   */
  private static String sourceOf(String type) {
    String simple = type.substring(type.lastIndexOf('.') + 1);
    int nested = simple.indexOf('$');
    return (nested > 0 ? simple.substring(0, nested) : simple) + ".java";
  }
}
