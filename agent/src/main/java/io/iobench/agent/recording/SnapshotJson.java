package io.iobench.agent.recording;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.iobench.bootstrap.Ops;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Writes a snapshot as the profile JSON described in DESIGN.md ("format": "iobench-profile"). */
public final class SnapshotJson {
  public static final String FORMAT = "iobench-profile";
  public static final int VERSION = 1;
  private static final String[] MAP_MODES = {"READ_ONLY", "READ_WRITE", "PRIVATE"};
  private static final JsonFactory FACTORY = new JsonFactory();

  private final String agentVersion;
  private final long pid;
  private final String command;

  public SnapshotJson(String agentVersion, long pid, String command) {
    this.agentVersion = agentVersion;
    this.pid = pid;
    this.command = command;
  }

  public void write(Snapshot snapshot, boolean complete, OutputStream out) throws IOException {
    Recording rec = snapshot.recording;
    try (JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeStringField("format", FORMAT);
      g.writeNumberField("version", VERSION);
      g.writeStringField("startedAt", Instant.ofEpochMilli(rec.startEpochMillis).toString());
      g.writeStringField("endedAt", Instant.ofEpochMilli(snapshot.takenAtMillis).toString());
      g.writeBooleanField("complete", complete);
      g.writeObjectFieldStart("jvm");
      g.writeStringField("version", System.getProperty("java.version"));
      g.writeStringField("vendor", System.getProperty("java.vendor"));
      g.writeStringField("vm", System.getProperty("java.vm.name"));
      g.writeEndObject();
      g.writeObjectFieldStart("os");
      g.writeStringField("name", System.getProperty("os.name"));
      g.writeStringField("arch", System.getProperty("os.arch"));
      g.writeNumberField("cpus", Runtime.getRuntime().availableProcessors());
      g.writeEndObject();
      g.writeNumberField("pid", pid);
      g.writeStringField("command", command);
      g.writeObjectFieldStart("options");
      for (Map.Entry<String, String> e : rec.config.given.entrySet()) {
        g.writeStringField(e.getKey(), e.getValue());
      }
      g.writeEndObject();
      writeAgent(g, snapshot);
      g.writeArrayFieldStart("files");
      for (Snapshot.FileView f : snapshot.files) {
        writeFile(g, rec, f);
      }
      g.writeEndArray();
      g.writeEndObject();
    }
  }

  private void writeAgent(JsonGenerator g, Snapshot snapshot) throws IOException {
    Recording rec = snapshot.recording;
    g.writeObjectFieldStart("agent");
    g.writeStringField("version", agentVersion);
    g.writeStringField("latencyMode", rec.config.timeAllCalls ? "all" : "sampled");
    g.writeNumberField("samplePeriod", rec.samplePeriod);
    g.writeBooleanField("callSites", rec.config.callSites);
    g.writeNumberField("callSiteSamplePeriod", rec.siteSamplePeriod);
    g.writeNumberField("maxFiles", rec.config.maxFiles);
    g.writeNumberField("filesTracked", rec.files.files());
    g.writeNumberField("overflowLookups", rec.files.overflowLookups);
    g.writeNumberField("liveThreads", snapshot.liveThreads);
    g.writeNumberField("slotsInUse", snapshot.slotsUsed);
    g.writeEndObject();
  }

  private void writeFile(JsonGenerator g, Recording rec, Snapshot.FileView f) throws IOException {
    g.writeStartObject();
    g.writeStringField("path", f.entry.path);
    g.writeStringField(
        "kind", f.entry.kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
    if (f.entry.kind == FileEntry.Kind.FILE) {
      // The size now, for the replay: a stat on the writer thread, never on the app's call path.
      java.io.File file = new java.io.File(f.entry.path);
      if (file.isFile()) {
        g.writeNumberField("size", file.length());
      }
    }
    g.writeArrayFieldStart("ops");
    for (OpStats s : f.ops) {
      if (s != null && s.calls > 0) {
        writeOp(g, rec, s);
      }
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private void writeOp(JsonGenerator g, Recording rec, OpStats s) throws IOException {
    g.writeStartObject();
    g.writeStringField("api", Ops.api(s.op));
    g.writeStringField("op", Ops.name(s.op));
    g.writeNumberField("calls", s.calls);
    g.writeNumberField("bytes", s.bytes);
    g.writeNumberField("errors", s.errors);
    g.writeNumberField("eofs", s.eofs);
    g.writeNumberField("threads", s.threads);
    g.writeStringField("firstSeen", instant(rec, s.firstNanos));
    g.writeStringField("lastSeen", instant(rec, Math.max(s.firstNanos, s.lastNanos)));
    g.writeFieldName("latencyNanos");
    writeHistogram(g, s.latency.toHistogram());
    g.writeNumberField("timedCalls", s.timedCalls);
    g.writeFieldName("sizeBytes");
    writeHistogram(g, s.transferred.toHistogram());
    g.writeFieldName("requestedBytes");
    writeHistogram(g, (s.requested != null ? s.requested : s.transferred).toHistogram());
    if (s.isData()) {
      g.writeObjectFieldStart("pattern");
      g.writeNumberField("consecutive", s.consecutive);
      g.writeNumberField("sequential", s.sequential);
      g.writeNumberField("backward", s.backward);
      writeTop(g, "accessSizes", "size", s.sizes);
      writeTop(g, "strides", "stride", s.strides);
      g.writeEndObject();
    }
    if (Ops.api(s.op).equals(Ops.FILE_CHANNEL) && s.isData()) {
      g.writeObjectFieldStart("buffers");
      g.writeNumberField("direct", s.directCalls);
      g.writeNumberField("heap", s.calls - s.directCalls);
      g.writeEndObject();
    }
    if (s.op == Ops.MBB_MAP) {
      g.writeObjectFieldStart("mapModes");
      for (int i = 0; i < MAP_MODES.length; i++) {
        g.writeNumberField(MAP_MODES[i], s.mapModes[i]);
      }
      g.writeEndObject();
    }
    if (rec.config.callSites) {
      g.writeArrayFieldStart("callSites");
      CallSites c = s.callSites;
      for (int i = 0; i < c.used; i++) {
        g.writeStartObject();
        g.writeStringField("site", c.sites[i]);
        if (c.vias[i] != null) {
          g.writeStringField("via", c.vias[i]);
        }
        g.writeNumberField("count", c.counts[i]);
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeNumberField("callSitesOther", c.other);
    }
    g.writeEndObject();
  }

  private static void writeTop(JsonGenerator g, String field, String key, TopValues top)
      throws IOException {
    g.writeArrayFieldStart(field);
    for (int i = 0; i < top.used; i++) {
      g.writeStartObject();
      g.writeNumberField(key, top.values[i]);
      g.writeNumberField("count", top.counts[i]);
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  static void writeHistogram(JsonGenerator g, Histogram h) throws IOException {
    g.writeStartObject();
    g.writeStringField("histogram", encode(h));
    g.writeNumberField("count", h.getTotalCount());
    g.writeNumberField("min", h.getTotalCount() == 0 ? 0 : h.getMinValue());
    g.writeNumberField("p50", h.getValueAtPercentile(50));
    g.writeNumberField("p90", h.getValueAtPercentile(90));
    g.writeNumberField("p99", h.getValueAtPercentile(99));
    g.writeNumberField("max", h.getMaxValue());
    g.writeNumberField("mean", Math.round(h.getMean() * 10) / 10.0);
    g.writeEndObject();
  }

  /** HdrHistogram's standard V2 compressed form in base64, as its log writers and readers use. */
  static String encode(Histogram h) {
    ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int length = h.encodeIntoCompressedByteBuffer(buffer);
    byte[] bytes = new byte[length];
    buffer.rewind();
    buffer.get(bytes);
    return Base64.getEncoder().encodeToString(bytes);
  }

  private static String instant(Recording rec, long nanos) {
    if (nanos == 0) {
      return null;
    }
    long millis = rec.startEpochMillis + (nanos - rec.startNanos) / 1_000_000;
    return Instant.ofEpochMilli(millis).toString();
  }
}
