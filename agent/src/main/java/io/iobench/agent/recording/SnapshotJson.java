package io.iobench.agent.recording;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.iobench.format.Api;
import io.iobench.format.MapMode;
import io.iobench.format.MountTable;
import io.iobench.format.MountedFileSystem;
import io.iobench.format.ProfileFields;
import io.iobench.format.ProfileFields.Agent;
import io.iobench.format.ProfileFields.Buffers;
import io.iobench.format.ProfileFields.Jvm;
import io.iobench.format.ProfileFields.LibraryCalls;
import io.iobench.format.ProfileFields.Op;
import io.iobench.format.ProfileFields.Os;
import io.iobench.format.ProfileFields.Pattern;
import io.iobench.format.ProfileFields.Root;
import io.iobench.format.ProfileFormat;
import io.iobench.format.RecordedOp;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * Writes a snapshot as a profile ({@link ProfileFormat}), with the field names of {@link
 * ProfileFields}.
 */
public final class SnapshotJson {

  private final ProfileHeader header;
  private final ToLongFunction<String> fileSize;
  private final Supplier<Function<String, MountedFileSystem>> fileSystems;

  /**
   * Sizes files by a stat on the writer thread, never on the app's call path, and tells each file's
   * file system from the mount table, read once per write that has a file not yet resolved.
   */
  public SnapshotJson(ProfileHeader header) {
    this(header, SnapshotJson::statSize, () -> MountTable.current().byDirectory());
  }

  /**
   * Without file systems: the files' entries are left unresolved.
   *
   * @param fileSize the size of a recorded file when the profile is written, -1 when unknown
   */
  public SnapshotJson(ProfileHeader header, ToLongFunction<String> fileSize) {
    this(header, fileSize, null);
  }

  /**
   * @param fileSize the size of a recorded file when the profile is written, -1 when unknown
   * @param fileSystems makes, at most once per write, what tells a file's file system (null when
   *     unknown); each file asks it once, its answer kept with the file. Null for none
   */
  public SnapshotJson(
      ProfileHeader header,
      ToLongFunction<String> fileSize,
      Supplier<Function<String, MountedFileSystem>> fileSystems) {
    this.header = header;
    this.fileSize = fileSize;
    this.fileSystems = fileSystems;
  }

  /**
   * This writer without file systems: for the warm-up's throw-away snapshot, whose write at the
   * app's start must not read the mount table.
   */
  public SnapshotJson withoutFileSystems() {
    return new SnapshotJson(header, fileSize);
  }

  public void write(Snapshot snapshot, boolean complete, OutputStream out) throws IOException {
    Recording rec = snapshot.recording;
    // Compact: a build's profile is megabytes, read by tools; indenting it cost a fifth of its
    // write.
    try (JsonGenerator g = Factory.INSTANCE.createGenerator(out, JsonEncoding.UTF8)) {
      g.writeStartObject();
      g.writeStringField(Root.FORMAT, ProfileFormat.NAME);
      g.writeNumberField(Root.VERSION, ProfileFormat.VERSION);
      g.writeStringField(Root.STARTED_AT, Instant.ofEpochMilli(rec.startEpochMillis).toString());
      g.writeStringField(Root.ENDED_AT, Instant.ofEpochMilli(snapshot.takenAtMillis).toString());
      g.writeBooleanField(Root.COMPLETE, complete);
      g.writeObjectFieldStart(Root.JVM);
      g.writeStringField(Jvm.VERSION, header.jvmVersion);
      g.writeStringField(Jvm.VENDOR, header.jvmVendor);
      g.writeStringField(Jvm.VM, header.vm);
      g.writeEndObject();
      g.writeObjectFieldStart(Root.OS);
      g.writeStringField(Os.NAME, header.osName);
      g.writeStringField(Os.ARCH, header.osArch);
      g.writeNumberField(Os.CPUS, header.cpus);
      g.writeEndObject();
      g.writeNumberField(Root.PID, header.pid);
      g.writeStringField(Root.HOST, header.host());
      g.writeStringField(Root.COMMAND, header.command);
      g.writeObjectFieldStart(Root.OPTIONS);
      for (Map.Entry<String, String> e : rec.config.given.entrySet()) {
        g.writeStringField(e.getKey(), e.getValue());
      }
      g.writeEndObject();
      writeAgent(g, snapshot);
      g.writeArrayFieldStart(Root.FILES);
      InstantText instants = new InstantText();
      HistogramTexts histograms = new HistogramTexts();
      FileSystemLookup lookup = fileSystems == null ? null : new FileSystemLookup(fileSystems);
      for (Snapshot.FileView f : snapshot.files) {
        writeFile(g, rec, f, instants, histograms, lookup);
      }
      g.writeEndArray();
      g.writeEndObject();
    }
  }

  private void writeAgent(JsonGenerator g, Snapshot snapshot) throws IOException {
    Recording rec = snapshot.recording;
    g.writeObjectFieldStart(Root.AGENT);
    g.writeStringField(Agent.VERSION, header.agentVersion);
    g.writeStringField(
        Agent.LATENCY_MODE, rec.config.timeAllCalls ? Agent.LATENCY_ALL : Agent.LATENCY_SAMPLED);
    g.writeNumberField(Agent.SAMPLE_PERIOD, rec.samplePeriod);
    g.writeBooleanField(Agent.CALL_SITES, rec.config.callSites);
    g.writeNumberField(Agent.CALL_SITE_SAMPLE_PERIOD, rec.siteSamplePeriod);
    g.writeArrayFieldStart(Agent.APP_PACKAGES);
    for (String name : rec.config.appPackages) {
      g.writeString(name);
    }
    g.writeEndArray();
    g.writeNumberField(Agent.MAX_FILES, rec.config.maxFiles);
    g.writeNumberField(Agent.FILES_TRACKED, rec.files.files());
    g.writeNumberField(Agent.OVERFLOW_LOOKUPS, rec.files.overflowLookups);
    g.writeNumberField(Agent.LIVE_THREADS, snapshot.liveThreads);
    g.writeNumberField(Agent.SLOTS_IN_USE, snapshot.slotsUsed);
    g.writeEndObject();
  }

  private void writeFile(
      JsonGenerator g,
      Recording rec,
      Snapshot.FileView f,
      InstantText instants,
      HistogramTexts histograms,
      FileSystemLookup lookup)
      throws IOException {
    g.writeStartObject();
    g.writeStringField(ProfileFields.File.PATH, f.entry.path);
    g.writeStringField(ProfileFields.File.KIND, f.entry.kind.jsonName());
    if (f.entry.kind == io.iobench.format.FileKind.FILE) {
      long size = fileSize.applyAsLong(f.entry.path);
      if (size >= 0) {
        g.writeNumberField(ProfileFields.File.SIZE, size);
      }
      MountedFileSystem fs = lookup == null ? null : f.entry.fileSystem(lookup);
      if (fs != null) {
        g.writeObjectFieldStart(ProfileFields.File.FILE_SYSTEM);
        g.writeStringField(ProfileFields.FileSystem.TYPE, fs.type());
        g.writeStringField(ProfileFields.FileSystem.MOUNT_POINT, fs.mountPoint());
        g.writeEndObject();
      }
    }
    g.writeArrayFieldStart(ProfileFields.File.OPS);
    for (OpStats s : f.ops) {
      if (s != null && s.calls > 0) {
        writeOp(g, rec, s, instants, histograms);
      }
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private void writeOp(
      JsonGenerator g, Recording rec, OpStats s, InstantText instants, HistogramTexts histograms)
      throws IOException {
    RecordedOp op = RecordedOp.of(s.op());
    g.writeStartObject();
    g.writeStringField(Op.API, op.api().jsonName());
    g.writeStringField(Op.OP, op.jsonName());
    g.writeNumberField(Op.CALLS, s.calls);
    g.writeNumberField(Op.BYTES, s.bytes);
    g.writeNumberField(Op.ERRORS, s.errors);
    g.writeNumberField(Op.EOFS, s.eofs);
    g.writeNumberField(Op.THREADS, s.threads);
    g.writeStringField(Op.FIRST_SEEN, instant(rec, s.firstNanos, instants));
    g.writeStringField(Op.LAST_SEEN, instant(rec, Math.max(s.firstNanos, s.lastNanos), instants));
    g.writeFieldName(Op.LATENCY_NANOS);
    HistogramJson latency = histograms.of(s.latency);
    latency.write(g);
    g.writeNumberField(Op.TIMED_CALLS, s.timedCalls);
    if (s.methodCalls > 0) {
      g.writeNumberField(Op.METHOD_CALLS, s.methodCalls);
    }
    if (s.libraryCalls > 0) {
      g.writeObjectFieldStart(Op.LIBRARY_CALLS);
      g.writeNumberField(LibraryCalls.CALLS, s.libraryCalls);
      g.writeNumberField(LibraryCalls.NANOS, s.libraryNanos);
      if (s.libraryOwnCalls > 0) {
        g.writeNumberField(LibraryCalls.OWN_CALLS, s.libraryOwnCalls);
        g.writeNumberField(LibraryCalls.OWN_NANOS, s.libraryOwnNanos);
      }
      g.writeNumberField(LibraryCalls.FILE_CALLS, s.callsInLibraryCalls);
      g.writeNumberField(LibraryCalls.BYTES, s.bytesInLibraryCalls);
      g.writeEndObject();
    }
    g.writeFieldName(Op.SIZE_BYTES);
    HistogramJson sizes = histograms.of(s.transferred);
    sizes.write(g);
    g.writeFieldName(Op.REQUESTED_BYTES);
    // Most calls get what they ask for: then the two histograms are one, encoded once.
    (s.requested != null ? histograms.of(s.requested) : sizes).write(g);
    if (s.isData()) {
      g.writeObjectFieldStart(Op.PATTERN);
      g.writeNumberField(Pattern.CONSECUTIVE, s.consecutive);
      g.writeNumberField(Pattern.SEQUENTIAL, s.sequential);
      g.writeNumberField(Pattern.BACKWARD, s.backward);
      writeTop(g, Pattern.ACCESS_SIZES, Pattern.SIZE, s.sizes);
      writeTop(g, Pattern.STRIDES, Pattern.STRIDE, s.strides);
      g.writeEndObject();
    }
    if (op.api() == Api.FILE_CHANNEL && s.isData()) {
      g.writeObjectFieldStart(Op.BUFFERS);
      g.writeNumberField(Buffers.DIRECT, s.directCalls);
      g.writeNumberField(Buffers.HEAP, s.calls - s.directCalls);
      g.writeEndObject();
    }
    if (op == RecordedOp.MBB_MAP) {
      g.writeObjectFieldStart(Op.MAP_MODES);
      for (MapMode mode : MapMode.values()) {
        g.writeNumberField(mode.name(), s.mapModes[mode.ordinal()]);
      }
      g.writeEndObject();
    }
    if (rec.config.callSites) {
      // Each call stands in the latency histogram with its latency: the key's estimated time.
      CallPathsJson.write(g, s, Math.round(latency.stats.mean * latency.stats.count));
    }
    g.writeEndObject();
  }

  private static void writeTop(JsonGenerator g, String field, String key, TopValues top)
      throws IOException {
    g.writeArrayFieldStart(field);
    for (int i = 0; i < top.used; i++) {
      g.writeStartObject();
      g.writeNumberField(key, top.values[i]);
      g.writeNumberField(Pattern.COUNT, top.counts[i]);
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  /**
   * The histograms of one write. Most of a build's histograms are a few values' counts (an open's
   * size, a call's latency), and the same few recur across its thousands of operations: for all
   * HdrHistogram tells, such a histogram is its ranges of equivalent values and their counts, so
   * its text and statistics are made once per such content. A real histogram is made each time.
   */
  static final class HistogramTexts {
    private final Map<CompactHistogram.Buckets, HistogramJson> ofBuckets = new HashMap<>();

    HistogramJson of(CompactHistogram h) {
      CompactHistogram.Buckets buckets = h.buckets();
      if (buckets == null) {
        return new HistogramJson(h);
      }
      HistogramJson made = ofBuckets.get(buckets);
      if (made == null) {
        made = new HistogramJson(h);
        ofBuckets.put(buckets, made);
      }
      return made;
    }
  }

  /** A histogram as the profile writes it: its encoding and statistics, each computed once. */
  static final class HistogramJson {
    final String encoded;
    final HistogramStats stats;

    HistogramJson(CompactHistogram h) {
      encoded = h.encoded();
      stats = h.stats();
    }

    void write(JsonGenerator g) throws IOException {
      g.writeStartObject();
      g.writeStringField(ProfileFields.Histogram.HISTOGRAM, encoded);
      g.writeNumberField(ProfileFields.Histogram.COUNT, stats.count);
      g.writeNumberField(ProfileFields.Histogram.MIN, stats.min);
      g.writeNumberField(ProfileFields.Histogram.P50, stats.p50);
      g.writeNumberField(ProfileFields.Histogram.P90, stats.p90);
      g.writeNumberField(ProfileFields.Histogram.P99, stats.p99);
      g.writeNumberField(ProfileFields.Histogram.MAX, stats.max);
      g.writeNumberField(ProfileFields.Histogram.MEAN, Math.round(stats.mean * 10) / 10.0);
      g.writeEndObject();
    }
  }

  /** Makes the lookup at the first file that needs it: a write of resolved files reads no table. */
  private static final class FileSystemLookup implements Function<String, MountedFileSystem> {
    private final Supplier<Function<String, MountedFileSystem>> factory;
    private Function<String, MountedFileSystem> made;

    FileSystemLookup(Supplier<Function<String, MountedFileSystem>> factory) {
      this.factory = factory;
    }

    @Override
    public MountedFileSystem apply(String path) {
      if (made == null) {
        made = factory.get();
      }
      return made.apply(path);
    }
  }

  private static long statSize(String path) {
    java.io.File file = new java.io.File(path);
    return file.isFile() ? file.length() : -1;
  }

  private static String instant(Recording rec, long nanos, InstantText instants) {
    if (nanos == 0) {
      return null;
    }
    return instants.of(rec.startEpochMillis + (nanos - rec.startNanos) / 1_000_000);
  }

  /**
   * The text {@link Instant#toString} gives an instant of whole milliseconds, its second's text
   * made once: formatting every operation's two instants through {@code DateTimeFormatter} was a
   * tenth of a build's profile write, and a write's instants fall in a few seconds.
   */
  static final class InstantText {
    private final Map<Long, String> seconds = new HashMap<>();

    String of(long epochMillis) {
      long second = Math.floorDiv(epochMillis, 1000);
      int millis = (int) Math.floorMod(epochMillis, 1000);
      String whole = seconds.computeIfAbsent(second, s -> Instant.ofEpochSecond(s).toString());
      if (millis == 0) {
        return whole;
      }
      StringBuilder text = new StringBuilder(whole.length() + 4);
      text.append(whole, 0, whole.length() - 1).append('.');
      text.append((char) ('0' + millis / 100));
      text.append((char) ('0' + millis / 10 % 10));
      text.append((char) ('0' + millis % 10));
      return text.append('Z').toString();
    }
  }

  /**
   * Jackson's factory, made by the first write (on the writer's thread), not at the agent's start.
   */
  private static final class Factory {
    static final JsonFactory INSTANCE = new JsonFactory();
  }
}
