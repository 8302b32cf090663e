package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.app.FakeApp;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.agent.config.AgentConfig;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import io.iobench.format.RecordedOp;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.Consumer;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Given these calls, the profile says exactly this. */
class RecordingTest {
  private final List<String> errors = new ArrayList<>();

  private Recording recording(String options) {
    return new Recording(AgentConfig.parse(options, 1), errors::add);
  }

  static JsonNode json(Recording rec) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new SnapshotJson(ProfileHeader.current("test", 1, "cmd")).write(rec.snapshot(), true, out);
    return new ObjectMapper().readTree(out.toByteArray());
  }

  static JsonNode op(JsonNode profile, String path, String api, String op) {
    for (JsonNode f : profile.get("files")) {
      if (f.get("path").asText().equals(path)) {
        for (JsonNode o : f.get("ops")) {
          if (o.get("api").asText().equals(api) && o.get("op").asText().equals(op)) {
            return o;
          }
        }
      }
    }
    throw new AssertionError("no " + api + "." + op + " for " + path);
  }

  /**
   * Makes {@code calls} on {@code count} threads at once and waits for them; each thread makes its
   * own {@link DispatcherCalls}, as a recorder and its state belong to the thread that calls.
   */
  private static void onThreads(Recording rec, int count, Consumer<DispatcherCalls> calls)
      throws InterruptedException {
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < count; t++) {
      Thread th = new Thread(() -> calls.accept(new DispatcherCalls(rec)));
      threads.add(th);
      th.start();
    }
    for (Thread th : threads) {
      th.join();
    }
  }

  /** {@code times} FileOutputStream writes of {@code size} bytes to {@code path}, each whole. */
  private static void writes(DispatcherCalls d, String path, int times, int size) {
    for (int i = 0; i < times; i++) {
      d.call(path, RecordedOp.FOS_WRITE, d, -1, size, 0, size, null);
    }
  }

  private static Histogram decode(JsonNode h) throws Exception {
    return Histogram.decodeFromCompressedByteBuffer(
        ByteBuffer.wrap(Base64.getDecoder().decode(h.get("histogram").asText())), 0);
  }

  /**
   * A walk of the stack made while the app is inside a library call is the agent's time, which the
   * library call's time leaves out; without call sites there is none.
   */
  @Test
  void theWalksInsideALibraryCallAreTheAgentsTime() {
    for (String callSites : List.of("on", "off")) {
      DispatcherCalls d = new DispatcherCalls(recording("callsites=" + callSites));
      long[] agentNanos = new long[1];
      d.inLibraryCall(
          50_000,
          20_000,
          () -> {
            d.call("/data/l.log", RecordedOp.FOS_WRITE, d, -1, 8, 0, 8, null);
            agentNanos[0] = d.state().libraryAgentNanos;
          });
      if (callSites.equals("on")) {
        assertTrue(agentNanos[0] > 0, "a key's first call is walked, inside the library call");
      } else {
        assertEquals(0, agentNanos[0], "no walk without call sites");
      }
    }
  }

  @Test
  void sequentialStreamReadsAreConsecutive() throws Exception {
    Recording rec = recording("latency=all");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object stream = new Object();
    for (int i = 0; i < 10; i++) {
      d.call("/data/a.bin", RecordedOp.FIS_READ, stream, -1, 4096, 0, 4096, null);
    }
    d.call("/data/a.bin", RecordedOp.FIS_READ, stream, -1, 4096, 0, 100, null);
    d.call("/data/a.bin", RecordedOp.FIS_READ, stream, -1, 4096, 0, IoDispatch.EOF, null);
    JsonNode o = op(json(rec), "/data/a.bin", "FileInputStream", "read");
    assertEquals(12, o.get("calls").asLong());
    assertEquals(10 * 4096 + 100, o.get("bytes").asLong());
    assertEquals(1, o.get("eofs").asLong());
    assertEquals(10, o.at("/pattern/consecutive").asLong());
    assertEquals(10, o.at("/pattern/sequential").asLong());
    assertEquals(0, o.at("/pattern/backward").asLong());
    assertEquals(4096, o.at("/pattern/accessSizes/0/size").asLong());
    assertEquals(12, o.at("/pattern/accessSizes/0/count").asLong(), "requested size, EOF included");
    assertEquals(12, decode(o.get("sizeBytes")).getTotalCount());
    assertEquals(12, decode(o.get("latencyNanos")).getTotalCount());
    assertEquals(12, o.get("timedCalls").asLong(), "latency=all times every call");
    Histogram requested = decode(o.get("requestedBytes"));
    assertEquals(12, requested.getTotalCount());
    assertEquals(12, requested.getCountAtValue(4096), "every call asked for 4096");
    assertEquals(1, decode(o.get("sizeBytes")).getCountAtValue(0), "the EOF read moved nothing");
  }

  /**
   * A file opened again, appending, for every line: each stream's write starts where the last one
   * ended, not at 0; opened without appending (truncating), each goes back to the start. A thousand
   * lines, so that streams whose positions share an entry of the agent's cache (one in 64) are
   * among them.
   */
  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void aStreamOpenedToAppendWritesWhereTheFileEnds(boolean appending) throws Exception {
    Recording rec = recording("latency=all");
    DispatcherCalls d = new DispatcherCalls(rec);
    int flags = appending ? ThreadState.APPENDING : 0;
    for (int i = 0; i < 1000; i++) {
      Object stream = new Object();
      d.call("/data/r.log", RecordedOp.FOS_OPEN, stream, -1, -1, flags, 0, null);
      d.call("/data/r.log", RecordedOp.FOS_WRITE, stream, -1, 31, 0, 31, null);
      d.call("/data/r.log", RecordedOp.FOS_CLOSE, stream, -1, -1, 0, 0, null);
    }
    JsonNode o = op(json(rec), "/data/r.log", "FileOutputStream", "write");
    assertEquals(appending ? 999 : 0, o.at("/pattern/consecutive").asLong());
    assertEquals(appending ? 0 : 999, o.at("/pattern/backward").asLong());
  }

  /**
   * readLine of lines of 6, 4 ("be\r\n") and 1 byte, then "gamma" without a terminator and the null
   * at the end: a read() per byte and one for each end of the file, the method's time shared among
   * them; the pattern and the common sizes count the lines.
   */
  @Test
  void readLineIsRecordedAsAReadPerByteAndOnePerEndOfFile() throws Exception {
    Recording rec = recording("latency=all");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object raf = new Object();
    long[][] lines = {{6, 6}, {4, 4}, {1, 1}, {5, 6}, {0, 1}}; // bytes moved, reads made
    for (long[] line : lines) {
      d.reads("/data/t.txt", RecordedOp.RAF_READ_LINE, raf, line[0], line[1], null);
    }
    JsonNode o = op(json(rec), "/data/t.txt", "RandomAccessFile", "readLine");
    assertEquals(18, o.get("calls").asLong(), "16 bytes, one read() each, and 2 at the end");
    assertEquals(16, o.get("bytes").asLong());
    assertEquals(5, o.get("methodCalls").asLong(), "five calls of readLine");
    assertEquals(2, o.get("eofs").asLong());
    assertEquals(18, o.get("timedCalls").asLong());
    Histogram sizes = decode(o.get("sizeBytes"));
    assertEquals(16, sizes.getCountAtValue(1));
    assertEquals(2, sizes.getCountAtValue(0));
    Histogram requested = decode(o.get("requestedBytes"));
    assertEquals(18, requested.getCountAtValue(1), "every read() asks for one byte");
    assertEquals(18, decode(o.get("latencyNanos")).getTotalCount());
    assertEquals(
        3, o.at("/pattern/consecutive").asLong(), "each line after the first, but the null");
    assertEquals(0, o.at("/pattern/backward").asLong());
    long lineCalls = 0;
    for (JsonNode size : o.at("/pattern/accessSizes")) {
      lineCalls += size.get("count").asLong();
    }
    assertEquals(4, lineCalls, "the four lines that moved bytes, at their sizes");
  }

  /**
   * readLong on JDK 17 (eight read() of a byte) and on JDK 21 (one read of eight bytes), at a seek
   * each: the calls are the reads, the pattern the values'.
   */
  @Test
  void aDataInputValueIsRecordedAsTheReadsItMade() throws Exception {
    Recording rec = recording("latency=all");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object raf = new Object();
    for (long at : new long[] {800, 160, 1440}) {
      d.call("/data/i.bin", RecordedOp.RAF_SEEK, raf, at, 0, 0, 0, null);
      d.reads("/data/i.bin", RecordedOp.RAF_READ_DATA, raf, 8, 8, null);
      d.reads("/data/i.bin", RecordedOp.RAF_READ_DATA, raf, 8, 8, null);
    }
    d.reads("/data/j.bin", RecordedOp.RAF_READ_DATA, raf, 8, 1, null);
    JsonNode profile = json(rec);
    JsonNode bytewise = op(profile, "/data/i.bin", "RandomAccessFile", "readData");
    assertEquals(48, bytewise.get("calls").asLong());
    assertEquals(6, bytewise.get("methodCalls").asLong());
    assertEquals(48, decode(bytewise.get("sizeBytes")).getCountAtValue(1));
    assertEquals(0, bytewise.get("eofs").asLong());
    assertEquals(3, bytewise.at("/pattern/consecutive").asLong(), "the second value of each pair");
    assertEquals(1, bytewise.at("/pattern/backward").asLong(), "160 after 816");
    assertEquals(8, bytewise.at("/pattern/accessSizes/0/size").asLong(), "the values' size");
    assertEquals(6, bytewise.at("/pattern/accessSizes/0/count").asLong());
    JsonNode whole = op(profile, "/data/j.bin", "RandomAccessFile", "readData");
    assertEquals(1, whole.get("calls").asLong());
    assertEquals(1, whole.get("methodCalls").asLong());
    assertEquals(1, decode(whole.get("sizeBytes")).getCountAtValue(8));
    assertFalse(
        op(profile, "/data/i.bin", "RandomAccessFile", "seek").has("methodCalls"),
        "only an operation recorded as a method's reads has the method's calls");
  }

  @Test
  void randomPositionalReadsHaveStridesAndBackwardJumps() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    long[] offsets = {0, 8192, 4096, 40960, 0};
    for (long off : offsets) {
      d.call("/data/idx", RecordedOp.FC_POSITIONAL_READ, d, off, 4096, 0, 4096, null);
    }
    JsonNode o = op(json(rec), "/data/idx", "FileChannel", "positionalRead");
    assertEquals(0, o.at("/pattern/consecutive").asLong());
    assertEquals(
        2, o.at("/pattern/sequential").asLong(), "8192 after 4096 end, 40960 after 8192 end");
    assertEquals(2, o.at("/pattern/backward").asLong(), "4096 after 12288 end, 0 after 45056 end");
    assertEquals(4, o.at("/pattern/strides").size());
  }

  @Test
  void seekMovesTheTrackedPosition() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object raf = new Object();
    d.call("/data/r", RecordedOp.RAF_READ, raf, -1, 100, 0, 100, null);
    d.call("/data/r", RecordedOp.RAF_SEEK, raf, 100, 0, 0, 0, null);
    d.call("/data/r", RecordedOp.RAF_READ, raf, -1, 100, 0, 100, null);
    d.call("/data/r", RecordedOp.RAF_SEEK, raf, 1000, 0, 0, 0, null);
    d.call("/data/r", RecordedOp.RAF_READ, raf, -1, 100, 0, 100, null);
    JsonNode o = op(json(rec), "/data/r", "RandomAccessFile", "read");
    assertEquals(1, o.at("/pattern/consecutive").asLong());
    assertEquals(2, o.at("/pattern/sequential").asLong());
    assertEquals(800, o.at("/pattern/strides/0/stride").asLong());
  }

  @Test
  void errorsAndShortTransfersAreCounted() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    d.call("/data/e", RecordedOp.FIS_READ, d, -1, 10, 0, 0, new IOException("Stream Closed"));
    d.call("/data/e", RecordedOp.FIS_READ, d, -1, 100, 0, 60, null);
    JsonNode o = op(json(rec), "/data/e", "FileInputStream", "read");
    assertEquals(2, o.get("calls").asLong());
    assertEquals(1, o.get("errors").asLong());
    assertEquals(60, o.get("bytes").asLong());
    Histogram requested = decode(o.get("requestedBytes"));
    assertEquals(1, requested.getCountAtValue(100));
    assertEquals(1, requested.getCountAtValue(10));
    assertEquals(1, decode(o.get("sizeBytes")).getCountAtValue(60));
  }

  @Test
  void threadsMergeAndCountAsDistinct() throws Exception {
    Recording rec = recording("");
    // More calls per thread than every one of which is timed.
    onThreads(rec, 4, d -> writes(d, "/data/shared", 10_000, 10));
    JsonNode o = op(json(rec), "/data/shared", "FileOutputStream", "write");
    assertEquals(40_000, o.get("calls").asLong());
    assertEquals(400_000, o.get("bytes").asLong());
    assertEquals(4, o.get("threads").asLong());
    assertEquals(
        40_000,
        decode(o.get("latencyNanos")).getTotalCount(),
        "sampled latency stands for every call");
    assertTrue(o.get("timedCalls").asLong() < 40_000, "default mode times a sample");
  }

  @Test
  void filesOverTheLimitAggregateUnderOneLabel() throws Exception {
    Recording rec = recording("maxfiles=3");
    DispatcherCalls d = new DispatcherCalls(rec);
    for (int i = 0; i < 10; i++) {
      d.call("/data/f" + i, RecordedOp.FIS_READ, d, -1, 1, 0, 1, null);
    }
    JsonNode profile = json(rec);
    assertEquals(3 + 1, profile.get("files").size(), "3 files and the overflow entry");
    JsonNode overflow = op(profile, FileTable.OVERFLOW_LABEL, "FileInputStream", "read");
    assertEquals(7, overflow.get("calls").asLong());
  }

  @Test
  void releaseForgetsEverythingAThreadsRecorderStillReachesAndALateCallIsHarmless()
      throws Exception {
    Recording rec = recording("maxfiles=3");
    DispatcherCalls d = new DispatcherCalls(rec);
    for (int i = 0; i < 10; i++) {
      d.call("/data/f" + i, RecordedOp.FIS_READ, d, -1, 1, 0, 1, null);
    }
    rec.release();
    assertEquals(0, json(rec).get("files").size(), "nothing recorded is left");
    assertEquals(0, rec.files.files());
    assertEquals(0, rec.callPaths.size());
    // A call in flight when the recording stopped ends on the emptied recorder.
    d.call("/data/late", RecordedOp.FIS_READ, d, -1, 1, 0, 1, null);
    assertTrue(errors.isEmpty(), errors.toString());
  }

  @Test
  void aThreadUsingManyFilesHandsItsSlotsOverAndLosesNothing() throws Exception {
    Recording rec = recording("maxfiles=2000");
    DispatcherCalls d = new DispatcherCalls(rec);
    for (int round = 0; round < 3; round++) {
      for (int i = 0; i < 3 * ThreadRecorder.MAX_ROWS; i++) {
        d.call("/data/many/" + i, RecordedOp.FIS_READ, d, -1, 8, 0, 8, null);
      }
    }
    JsonNode profile = json(rec);
    assertEquals(3 * ThreadRecorder.MAX_ROWS, profile.get("files").size());
    for (JsonNode f : profile.get("files")) {
      assertEquals(3, f.at("/ops/0/calls").asLong(), f.get("path").asText());
      assertEquals(24, f.at("/ops/0/bytes").asLong());
    }
  }

  @Test
  void whenTheSlotBudgetIsUsedUpThreadsShareSlotsAndTotalsStayExact() throws Exception {
    Recording rec = recording("maxfiles=64");
    onThreads(
        rec,
        3,
        d -> {
          for (int i = 0; i < 40; i++) {
            writes(d, "/data/budget/" + i, 10, 3);
          }
        });
    JsonNode profile = json(rec);
    long calls = 0;
    for (JsonNode f : profile.get("files")) {
      calls += f.at("/ops/0/calls").asLong();
      assertTrue(
          f.get("path").asText().startsWith("/data/budget/"), "nothing went to overflow: " + f);
    }
    assertEquals(3 * 40 * 10, calls);
    assertTrue(profile.at("/agent/slotsInUse").asLong() <= 64);
  }

  @Test
  void excludedFilesAreNotRecorded() throws Exception {
    Recording rec = recording("exclude=/data/secret/**");
    DispatcherCalls d = new DispatcherCalls(rec);
    d.call("/data/secret/key", RecordedOp.FIS_READ, d, -1, 1, 0, 1, null);
    d.call("/data/public", RecordedOp.FIS_READ, d, -1, 1, 0, 1, null);
    JsonNode profile = json(rec);
    assertEquals(1, profile.get("files").size());
    assertEquals("/data/public", profile.at("/files/0/path").asText());
  }

  @Test
  void callSiteIsTheFirstFrameOutsideTheJdk() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    FakeApp.call(
        () -> {
          d.call("/data/site", RecordedOp.FIS_READ, d, -1, 1, 0, 1, null);
          return null;
        });
    JsonNode o = op(json(rec), "/data/site", "FileInputStream", "read");
    String site = o.at("/callSites/0/site").asText();
    assertTrue(site.startsWith("com.example.app.FakeApp.call(FakeApp.java:"), site);
  }

  @Test
  void mappingsAttributeForceToTheirFile() throws Exception {
    Recording rec = recording("");
    DispatcherCalls d = new DispatcherCalls(rec);
    Object buffer = new Object();
    d.map("/data/m", buffer, 4096, 1);
    d.call(null, RecordedOp.MBB_FORCE, buffer, -1, 0, 0, 0, null);
    d.call(null, RecordedOp.MBB_FORCE, new Object(), -1, 0, 0, 0, null);
    JsonNode profile = json(rec);
    assertEquals(
        1, op(profile, "/data/m", "MappedByteBuffer", "map").at("/mapModes/READ_WRITE").asLong());
    assertEquals(1, op(profile, "/data/m", "MappedByteBuffer", "force").get("calls").asLong());
    assertEquals(
        1,
        op(profile, FileTable.UNKNOWN_MAPPING_LABEL, "MappedByteBuffer", "force")
            .get("calls")
            .asLong());
    assertFalse(profile.toString().contains("\"errors\":1"));
    assertTrue(errors.isEmpty(), errors.toString());
  }
}
