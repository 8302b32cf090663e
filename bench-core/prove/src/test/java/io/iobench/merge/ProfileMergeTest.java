package io.iobench.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.iobench.profile.FileProfile;
import io.iobench.profile.FileSystemMount;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import io.iobench.profile.ProfileSource;
import io.iobench.profile.ProfileWriter;
import io.iobench.prove.PathMap;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class ProfileMergeTest {
  private static final String GOLDEN = "/io/iobench/format/golden-profile-v1.json";

  private static byte[] goldenBytes() throws IOException {
    try (InputStream in = ProfileMergeTest.class.getResourceAsStream(GOLDEN)) {
      return in.readAllBytes();
    }
  }

  /**
   * The golden profile as one JVM on {@code host} with {@code pid}, started {@code second}s in. Its
   * latency statistics are of another run than its histograms (the golden test leaves measured
   * values out): they are made the histograms' here, as the agent writes them.
   */
  private static Profile golden(String host, long pid, int second) throws IOException {
    Profile p = ProfileReader.parse(goldenBytes());
    for (FileProfile f : p.files) {
      for (OpProfile o : f.ops) {
        o.latencyNanos = HistogramSummary.of(o.latencyNanos.decode());
      }
    }
    p.host = host;
    p.pid = pid;
    p.startedAt = String.format("2026-11-26T07:37:%02d.000Z", second);
    p.endedAt = String.format("2026-11-26T07:37:%02d.500Z", second);
    return p;
  }

  private static byte[] write(Profile p) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ProfileWriter.write(p, out);
    return out.toByteArray();
  }

  @Test
  void oneProfileMergedWritesEveryFieldItHad() throws IOException {
    Profile merged =
        ProfileMerge.of(
            List.of(new ProfileMerge.Part("golden.json", ProfileReader.parse(goldenBytes()))),
            PathMap.none());
    ObjectMapper json = new ObjectMapper();
    JsonNode written = json.readTree(write(merged));
    JsonNode original = json.readTree(goldenBytes());

    assertEquals(0, written.get("pid").asLong());
    JsonNode part = written.get("parts").get(0);
    assertEquals("golden.json", part.get("file").asText());
    assertEquals(original.get("pid"), part.get("pid"));
    assertEquals(original.get("host"), part.get("host"));
    assertEquals(original.get("startedAt"), part.get("startedAt"));
    assertEquals(original.get("command"), part.get("command"));

    for (JsonNode root : List.of(written, original)) {
      ((ObjectNode) root).remove(List.of("pid", "parts"));
      summarizeHistograms(root);
    }
    List<String> differences = new ArrayList<>();
    differences("", original, written, differences);
    assertEquals(List.of(), differences);
  }

  /** Where {@code b} differs from {@code a}, as JSON pointers with both values. */
  private static void differences(String at, JsonNode a, JsonNode b, List<String> out) {
    if (a.isContainerNode() && b != null && a.getNodeType() == b.getNodeType()) {
      Set<String> names = new TreeSet<>();
      a.fieldNames().forEachRemaining(names::add);
      b.fieldNames().forEachRemaining(names::add);
      for (String n : names) {
        JsonNode x = a.get(n);
        JsonNode y = b.get(n);
        if (x == null || y == null) {
          out.add(at + "/" + n + ": " + x + " != " + y);
        } else {
          differences(at + "/" + n, x, y, out);
        }
      }
      if (a.isArray()) {
        if (a.size() != b.size()) {
          out.add(at + ": " + a.size() + " elements != " + b.size());
        }
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
          differences(at + "/" + i, a.get(i), b.get(i), out);
        }
      }
    } else if (!a.equals(b)) {
      out.add(at + ": " + a + " != " + b);
    }
  }

  /**
   * Each histogram as its values say, re-encoded with the statistics they give: the golden file's
   * latency statistics are of another run than its histograms, and the same values encode with the
   * largest value the histogram could hold, which differs with how it grew.
   */
  private static void summarizeHistograms(JsonNode node) {
    if (node.isObject() && node.has("histogram")) {
      HistogramSummary s = new HistogramSummary();
      s.histogram = node.get("histogram").asText();
      Histogram values = s.decode();
      Histogram fresh = new Histogram(values.getNumberOfSignificantValueDigits());
      fresh.setAutoResize(true);
      fresh.add(values);
      ObjectNode canonical = new ObjectMapper().valueToTree(HistogramSummary.of(fresh));
      ((ObjectNode) node).removeAll().setAll(canonical);
      return;
    }
    for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) {
      summarizeHistograms(it.next());
    }
  }

  @Test
  void threeJvmsAddUpExactly() throws IOException {
    List<Profile> jvms =
        List.of(golden("web-1", 101, 10), golden("web-2", 202, 20), golden("web-1", 303, 30));
    // One JVM that did less: its first file's write without paths (callsites=off) and fewer calls.
    OpProfile lesser = jvms.get(2).files.get(0).ops.get(0);
    lesser.callPaths = null;
    lesser.callPathsOther = null;
    lesser.callSites = List.of();
    List<ProfileMerge.Part> parts = new ArrayList<>();
    for (int i = 0; i < jvms.size(); i++) {
      parts.add(new ProfileMerge.Part("jvm" + i + ".json", jvms.get(i)));
    }
    Profile merged = ProfileReader.parse(write(ProfileMerge.of(parts, PathMap.none())));

    assertEquals(jvms.get(0).files.size(), merged.files.size());
    for (FileProfile f : merged.files) {
      for (OpProfile op : f.ops) {
        List<OpProfile> same = new ArrayList<>();
        for (Profile jvm : jvms) {
          same.add(jvm.file(f.path).orElseThrow().op(op.api, op.op).orElseThrow());
        }
        String what = f.path + " " + op.api + "." + op.op;
        assertEquals(same.stream().mapToLong(o -> o.calls).sum(), op.calls, what);
        assertEquals(same.stream().mapToLong(o -> o.bytes).sum(), op.bytes, what);
        assertEquals(same.stream().mapToLong(o -> o.timedCalls).sum(), op.timedCalls, what);
        assertEquals(same.stream().mapToLong(o -> o.methodCalls).sum(), op.methodCalls, what);
        assertEquals(same.stream().mapToLong(o -> o.threads).max().orElseThrow(), op.threads);
        assertEquals(op.calls, op.latencyNanos.count, what);
        assertEquals(op.calls, op.latencyNanos.decode().getTotalCount(), what);
        assertEquals(op.calls, op.sizeBytes.decode().getTotalCount(), what);
        assertEquals(
            same.stream().mapToLong(o -> o.latencyNanos.decode().getMaxValue()).max().orElseThrow(),
            op.latencyNanos.max,
            what);
        // The time in calls the sampled latencies stand for is the parts' together.
        double estimates = same.stream().mapToDouble(OpProfile::ioNanos).sum();
        assertEquals(estimates, op.ioNanos(), estimates * 1e-9, what);
        // The paths' and the other paths' shares still add up to the operation's calls and bytes.
        long pathCalls = op.callPaths.stream().mapToLong(p -> p.calls).sum();
        long pathBytes = op.callPaths.stream().mapToLong(p -> p.bytes).sum();
        if (op.callPathsOther != null) {
          pathCalls += op.callPathsOther.calls;
          pathBytes += op.callPathsOther.bytes;
        }
        assertEquals(op.calls, pathCalls, what);
        assertEquals(op.bytes, pathBytes, what);
        if (op.pattern != null) {
          assertEquals(
              same.stream().mapToLong(o -> o.pattern.sequential).sum(),
              op.pattern.sequential,
              what);
        }
        if (op.libraryCalls != null) {
          assertEquals(
              same.stream().mapToLong(o -> o.libraryCalls.fileCalls).sum(),
              op.libraryCalls.fileCalls,
              what);
        }
        if (op.buffers != null) {
          assertEquals(
              same.stream()
                  .mapToLong(o -> o.buffers.values().stream().mapToLong(v -> v).sum())
                  .sum(),
              op.buffers.values().stream().mapToLong(v -> v).sum(),
              what);
        }
      }
    }

    assertEquals(3, merged.parts.size());
    assertEquals(List.of(101L, 202L, 303L), merged.parts.stream().map(p -> p.pid).toList());
    assertEquals("web-2", merged.parts.get(1).host);
    assertNull(merged.host, "the parts ran on two machines");
    assertEquals("2026-11-26T07:37:10.000Z", merged.startedAt);
    assertEquals("2026-11-26T07:37:30.500Z", merged.endedAt);
    // The fleet's run is its JVMs' wall times together, not the span of 20.5 s.
    assertEquals(1_500_000_000L, merged.wallNanos());
    Map<String, Object> agent = merged.agent;
    assertEquals(
        3 * ((Number) jvms.get(0).agent.get("filesTracked")).longValue(),
        ((Number) agent.get("filesTracked")).longValue());
  }

  @Test
  void aFilesFileSystemIsKeptWhereTheJvmsThatNameOneAgree() throws IOException {
    List<Profile> jvms = List.of(golden("a", 1, 1), golden("b", 2, 2), golden("c", 3, 3));
    String path = jvms.get(0).files.get(0).path;
    jvms.get(0).files.get(0).fileSystem = new FileSystemMount("xfs", "/srv");
    jvms.get(1).files.get(0).fileSystem = new FileSystemMount("xfs", "/srv");
    Profile agree = ProfileReader.parse(write(ProfileMerge.of(parts(jvms), PathMap.none())));
    FileSystemMount kept = agree.file(path).orElseThrow().fileSystem;
    assertTrue(new FileSystemMount("xfs", "/srv").sameAs(kept), "the third JVM names none");

    jvms.get(2).files.get(0).fileSystem = new FileSystemMount("nfs4", "/srv");
    Profile differ = ProfileReader.parse(write(ProfileMerge.of(parts(jvms), PathMap.none())));
    assertNull(differ.file(path).orElseThrow().fileSystem, "another machine's storage");
  }

  private static List<ProfileMerge.Part> parts(List<Profile> jvms) {
    List<ProfileMerge.Part> parts = new ArrayList<>();
    for (int i = 0; i < jvms.size(); i++) {
      parts.add(new ProfileMerge.Part("jvm" + i + ".json", jvms.get(i)));
    }
    return parts;
  }

  @Test
  void aMergedProfileMergesAgainAsItsParts() throws IOException {
    Profile twoFirst =
        ProfileMerge.of(
            List.of(
                new ProfileMerge.Part("a.json", golden("h", 1, 1)),
                new ProfileMerge.Part("b.json", golden("h", 2, 2))),
            PathMap.none());
    Profile all =
        ProfileMerge.of(
            List.of(
                new ProfileMerge.Part("ab.json", ProfileReader.parse(write(twoFirst))),
                new ProfileMerge.Part("c.json", golden("h", 3, 3))),
            PathMap.none());
    assertEquals(
        List.of("a.json", "b.json", "c.json"), all.parts.stream().map(p -> p.file).toList());
    assertEquals("h", all.host);
    OpProfile read = all.file("/data/events.log").orElseThrow().ops.get(0);
    assertEquals(3 * 65, read.calls);
  }

  @Test
  void temporaryFilesAndMappedFoldersMatchAsCompareMatchesThem() throws IOException {
    Profile a = golden("h", 1, 1);
    Profile b = golden("h", 2, 2);
    a.files.get(0).path = "/srv/a/upload8812734512398412.tmp";
    b.files.get(0).path = "/srv/b/upload1234567890123456.tmp";
    Profile merged =
        ProfileMerge.of(
            List.of(new ProfileMerge.Part("a.json", a), new ProfileMerge.Part("b.json", b)),
            PathMap.of(List.of("/srv/a=/srv/x", "/srv/b=/srv/x")));
    FileProfile upload = merged.file("/srv/x/upload#.tmp").orElseThrow();
    assertEquals(2 * a.files.get(0).totalCalls(), upload.totalCalls());
    assertEquals(a.files.size(), merged.files.size());
  }

  @Test
  void profilesOfAnotherAppAreRefused() throws IOException {
    Profile a = golden("h", 1, 1);
    Profile b = golden("h", 2, 2);
    b.command = "com.example.app.OtherJob /data";
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                ProfileMerge.of(
                    List.of(new ProfileMerge.Part("a.json", a), new ProfileMerge.Part("b.json", b)),
                    PathMap.none()));
    assertEquals(
        "b.json is a profile of another app (com.example.app.OtherJob) than a.json"
            + " (com.example.app.LogJob); merge takes the profiles of one app's JVMs",
        e.getMessage());
  }

  @Test
  void instancesOfOneJarInOtherFoldersAreOneApp() {
    assertEquals("app.jar", AppIdentity.of("/opt/a/app.jar --port 1"));
    assertEquals(AppIdentity.of("/opt/a/app.jar --port 1"), AppIdentity.of("app.jar"));
    assertEquals("com.acme.Main", AppIdentity.of(" com.acme.Main x y"));
    assertEquals("", AppIdentity.of(null));
  }

  @Test
  void aJfrRecordingIsRefused() throws IOException {
    Profile a = golden("h", 1, 1);
    a.source = new ProfileSource();
    a.source.kind = ProfileSource.JFR;
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> ProfileMerge.of(List.of(new ProfileMerge.Part("app.jfr", a)), PathMap.none()));
    assertTrue(e.getMessage().startsWith("app.jfr: a profile read from a jfr recording"));
  }
}
