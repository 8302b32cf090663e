package io.iobench.technique;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.workload.CallSizes;
import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every family on small files and checks the bytes: files of 1 MiB + 1234 bytes, so the last
 * buffer is partial and the content's 1 MiB block wraps; byte-at-a-time families on 64 KiB + 1234
 * (a system call per byte is slow even on small files).
 */
class TechniqueRunTest {
  private static final long SIZE = (1 << 20) + 1234;
  private static final long BYTE_SIZE = (64 << 10) + 1234;
  private static final List<Integer> SIZES = List.of(1024, 65536);
  private static final Path DEV_NULL = Path.of("/dev/null");

  @TempDir Path dir;
  private int files;

  @Test
  void readsDeliverEveryByteInOrder() throws IOException {
    Set<String> covered = new HashSet<>();
    for (Workload w :
        List.of(
            Workload.sequential("seq-byte", Operation.READ, BYTE_SIZE, 1),
            Workload.sequential("seq-100", Operation.READ, SIZE, 100),
            Workload.sequential("seq-long", Operation.READ, SIZE, 8),
            Workload.random("random-long", Operation.READ, SIZE, 8, 200),
            Workload.random("random-long-pairs", Operation.READ, SIZE, 8, 201).withRun(2),
            Workload.sequential("seq-64k", Operation.READ, SIZE, 65536),
            Workload.random("random-1k", Operation.READ, SIZE, 1024, 200),
            Workload.strided("strided-1000", Operation.READ, SIZE, 1000, 200, 3000),
            Workload.sequential("text", Operation.READ, SIZE, 80).asText())) {
      for (Technique t : applicable(w)) {
        assertRead(t, w);
        covered.add(t.family());
      }
    }
    assertCovers(Operation.READ, covered);
  }

  /** Families proposed only for one pattern still replay the other when they are the app's own. */
  @Test
  void readsReplayTheAppsOwnTechniqueOnEitherPattern() throws IOException {
    Workload random = Workload.random("random", Operation.READ, SIZE, 4096, 200);
    Workload randomBytes = Workload.random("random-bytes", Operation.READ, SIZE, 1, 200);
    Workload sequential = Workload.sequential("seq", Operation.READ, SIZE, 4096);
    assertRead(tech("fis/4k"), random);
    assertRead(tech("fis/64k"), random);
    assertRead(tech("fis-byte"), randomBytes);
    assertRead(tech("channel-heap/4k"), random);
    assertRead(tech("raf/64k"), random);
    assertRead(tech("channel-positional/4k"), sequential);
    Technique buffered = tech("buffered-stream/8k");
    assertThrows(
        UnsupportedOperationException.class,
        () -> buffered.run(random, files(random), new Probe(true, 1)));
  }

  /**
   * RandomAccessFile.readLine as the agent records it: a read of a byte per byte of every line and
   * one at the end of the file, its time shared among them; the lines as the other readers give
   * them.
   */
  @Test
  void readLineIsReplayedAsAReadPerByte() throws IOException {
    Workload lines = Workload.sequential("text", Operation.READ, SIZE, 1).asText();
    Probe probe = run(tech("raf-lines"), lines, files(lines));
    assertEquals(SIZE + 1, probe.calls());
    assertEquals(SIZE, probe.bytes());
    assertEquals(SIZE + 1, probe.latency().getTotalCount(), "every read timed, as a share");
    assertEquals(
        run(tech("reader-lines/1k"), lines, files(lines)).checksum(),
        probe.checksum(),
        "the same lines");
  }

  @Test
  void writesProduceTheContent() throws IOException {
    Set<String> covered = new HashSet<>();
    for (Workload base : bytesSmallAndLargeCalls(Operation.WRITE, 100)) {
      for (Workload w :
          List.of(
              base,
              base.withPreallocated(true),
              base.withReplacing(true),
              base.withOpenEvery(7),
              base.withReplacing(true).withOpenEvery(1),
              base.asJsonValues())) {
        for (Technique t : applicable(w)) {
          RoundFiles f = files(w);
          assertWrote(t, w, f, run(t, w, f));
          covered.add(t.family());
        }
      }
    }
    assertCovers(Operation.WRITE, covered);
  }

  /**
   * In the app's mix of call sizes, the techniques that make the app's calls (its own, and a
   * buffered stream in front of the file) make as many calls as the mix takes to cover the file,
   * and every technique still moves the same bytes.
   */
  @Test
  void aMixOfCallSizesIsReplayedCallByCall() throws IOException {
    CallSizes mix = CallSizes.of(java.util.Map.of(4, 3L, 1024, 1L));
    long size = (1 << 20) + 1234;
    long calls = expectedCalls(mix, size);
    Workload read = Workload.sequential("mixed", Operation.READ, size, 4).withSizes(mix);
    for (Technique t : applicable(read)) {
      assertRead(t, read);
    }
    for (String id : List.of("fis/4", "raf/4", "channel-heap/4", "buffered-stream/8k")) {
      Probe probe = run(tech(id), read, files(read));
      // and one more read, which finds the end of the file
      assertEquals(calls + 1, probe.calls(), id + " calls");
    }
    Workload write = Workload.sequential("mixed", Operation.WRITE, size, 4).withSizes(mix);
    for (Technique t : applicable(write)) {
      RoundFiles f = files(write);
      assertWrote(t, write, f, run(t, write, f));
    }
    for (String id :
        List.of(
            "fos/4",
            "raf-write/4",
            "channel-heap-write/4",
            "channel-direct-write/4",
            "buffered-out/8k")) {
      RoundFiles f = files(write);
      assertEquals(calls, run(tech(id), write, f).calls(), id + " calls");
    }
  }

  /** Calls the mix takes to cover {@code size} bytes, the last one short. */
  private static long expectedCalls(CallSizes mix, long size) {
    CallSizes.Cursor sizes = mix.cursor();
    long calls = 0;
    for (long covered = 0; covered < size; calls++) {
      covered += sizes.next();
    }
    return calls;
  }

  /**
   * A preallocated output must not be truncated: given one a little longer than the workload, a
   * write leaves the extra tail where it was, while a copy that replaces its target opens it as
   * Java does by default and truncates it.
   */
  @Test
  void preallocatedOutputsAreWrittenInPlaceAndCopyTargetsTruncated() throws IOException {
    for (Operation op : List.of(Operation.WRITE, Operation.COPY)) {
      Workload base = Workload.sequential("prealloc", op, SIZE, 1024);
      Workload w = op == Operation.WRITE ? base.withPreallocated(true) : base.withReplacing(true);
      for (Technique t : applicable(w)) {
        if (t.bufferSize() == 1) {
          continue; // a byte per call changes nothing here and is slow
        }
        RoundFiles f = files(w);
        preallocate(f.output(), SIZE + 10);
        run(t, w, f);
        long expected = op == Operation.WRITE ? SIZE + 10 : SIZE;
        assertEquals(expected, Files.size(f.output()), t + " output size");
      }
    }
  }

  /**
   * A replaced output is opened as a new one: the streams and channels truncate it, as the app's
   * open did; "rw" writes over it and leaves a longer file's tail (its caveat says so), and the
   * mapped writer sizes it with setLength.
   */
  @Test
  void aReplacedOutputIsTruncatedByTheOpensThatTruncate() throws IOException {
    Workload w = Workload.sequential("replace", Operation.WRITE, SIZE, 1024).withReplacing(true);
    for (Technique t : applicable(w)) {
      if (t.bufferSize() == 1) {
        continue;
      }
      RoundFiles f = files(w);
      preallocate(f.output(), SIZE + 10);
      run(t, w, f);
      long expected = t.family().equals("raf-write") ? SIZE + 10 : SIZE;
      assertEquals(expected, Files.size(f.output()), t + " output size");
    }
  }

  /**
   * Forcing adds exactly one force per {@code forceEveryBytes} written, and the bytes still verify.
   */
  @Test
  void writesKeepTheForceCadence() throws IOException {
    long every = 64 << 10;
    Set<String> covered = new HashSet<>();
    for (Workload base :
        List.of(
            Workload.sequential("byte", Operation.WRITE, BYTE_SIZE, 1),
            Workload.sequential("1k", Operation.WRITE, SIZE, 1024),
            Workload.sequential("1k reopened", Operation.WRITE, SIZE, 1024).withOpenEvery(5),
            Workload.sequential("values", Operation.WRITE, SIZE, 64).asJsonValues())) {
      Workload forced = base.withForceEvery(every);
      for (Technique t : applicable(base)) {
        Probe plain = run(t, base, files(base));
        RoundFiles f = files(forced);
        Probe probe = run(t, forced, f);
        assertTrue(Content.matches(f.output(), forced.fileSize()), t + " with forces");
        assertEquals(base.fileSize() / every, probe.forces(), t + " forces");
        assertEquals(0, plain.forces(), t + " forces without a cadence");
        assertTrue(t.caveats(forced).stream().anyMatch(c -> c.contains("force")), t + " caveats");
        covered.add(t.family());
      }
    }
    assertCovers(Operation.WRITE, covered);
  }

  /**
   * A cadence that does not divide the buffer size cuts the writes at the force points: every
   * stretch between two forces is written in calls of the technique's size from its start.
   */
  @Test
  void forceCadenceOffTheBufferSizeCutsTheWrites() throws IOException {
    long every = 100_000;
    Workload plain = Workload.sequential("odd", Operation.WRITE, SIZE, 1024);
    Workload forced = plain.withForceEvery(every);
    for (Technique t : applicable(plain)) {
      if (t.bufferSize() == 1) {
        continue;
      }
      Probe without = run(t, plain, files(plain));
      RoundFiles f = files(forced);
      Probe with = run(t, forced, f);
      assertTrue(Content.matches(f.output(), SIZE), t.id());
      assertEquals(SIZE, with.bytes(), t.id());
      // The producer's calls: buffered-out keeps the app's call size, the others their buffer's.
      long call = t.family().equals("buffered-out") ? plain.callSize() : t.bufferSize();
      long writes = 0;
      for (long start = 0; start < SIZE; start += every) {
        writes += ceil(Math.min(every, SIZE - start), call);
      }
      assertEquals(SIZE / every, with.forces(), t.id() + " forces");
      assertEquals(writes - ceil(SIZE, call), with.calls() - without.calls(), t.id() + " writes");
    }
  }

  /** Byte-at-a-time calls on a smaller file, then calls of {@code small} bytes and of 64 KiB. */
  private static List<Workload> bytesSmallAndLargeCalls(Operation op, int small) {
    return List.of(
        Workload.sequential("byte", op, BYTE_SIZE, 1),
        Workload.sequential(String.valueOf(small), op, SIZE, small),
        Workload.sequential("64k", op, SIZE, 65536));
  }

  private static long ceil(long a, long b) {
    return (a + b - 1) / b;
  }

  @Test
  void copiesReproduceTheInput() throws IOException {
    Set<String> covered = new HashSet<>();
    for (Workload base : bytesSmallAndLargeCalls(Operation.COPY, 512)) {
      for (Workload w : List.of(base, base.withReplacing(true))) {
        for (Technique t : applicable(w)) {
          RoundFiles f = files(w); // with a full-size target where the workload replaces one
          Probe probe = run(t, w, f);
          // Copies report the bytes copied, once (the reads count them, the writes do not).
          assertWrote(t, w, f, probe);
          assertTrue(Content.matches(f.input(), w.fileSize()), t + " left its input alone");
          if (t.bufferSize() > 0) {
            assertEquals(Content.expectedChecksum(w), probe.checksum(), t + " read bytes on " + w);
          }
          covered.add(t.family());
        }
      }
    }
    assertCovers(Operation.COPY, covered);
  }

  @Test
  void sinksWriteEveryByte() throws IOException {
    Set<String> covered = new HashSet<>();
    Workload w = Workload.sequential("sink", Operation.SINK, SIZE, 4096);
    for (Technique t : applicable(w)) {
      Probe probe = run(t, w, new RoundFiles(null, null, DEV_NULL));
      assertEquals(SIZE, probe.bytes(), t.id());
      assertEquals((SIZE + t.bufferSize() - 1) / t.bufferSize(), probe.calls(), t.id());
      covered.add(t.family());
    }
    assertCovers(Operation.SINK, covered);
  }

  @Test
  void updatesReadAndWriteBackInPlace() throws IOException {
    Set<String> covered = new HashSet<>();
    for (Workload w :
        List.of(
            Workload.random("4k", Operation.UPDATE, SIZE, 4096, 200),
            Workload.random("100", Operation.UPDATE, SIZE, 100, 200))) {
      for (Technique t : applicable(w)) {
        RoundFiles f = files(w);
        Probe probe = run(t, w, f);
        assertEquals(Content.expectedChecksum(w), probe.checksum(), t.id());
        assertEquals(w.bytesPerRound(), probe.bytes(), t.id());
        assertEquals(2 * w.calls(), probe.calls(), t.id());
        assertTrue(Content.matches(f.input(), w.fileSize()), t + " changed the file");
        covered.add(t.family());
      }
    }
    assertCovers(Operation.UPDATE, covered);
  }

  /** A technique's replay that times one call in many still moves every byte. */
  @Test
  void sampledTimingCountsEveryCall() throws IOException {
    Workload w = Workload.sequential("seq", Operation.READ, SIZE, 1024);
    Probe probe = new Probe(false, 4);
    tech("fis/1k").run(w, files(w), probe);
    assertEquals(SIZE, probe.bytes());
    assertEquals((SIZE + 1023) / 1024 + 1, probe.calls()); // and the call that finds the end
    // One in four on average, at random gaps.
    assertTrue(
        Math.abs(probe.timedCalls() - probe.calls() / 4.0) < probe.calls() / 4.0 * 0.25,
        probe.timedCalls() + " of " + probe.calls());
  }

  /**
   * The loops that count most calls themselves (calls of a few nanoseconds) count the same calls,
   * bytes and values as timing every call, and still time one call in {@code timeEvery}.
   */
  @Test
  void loopsThatCountUntimedCallsThemselvesCountWhatTimingEveryCallDoes() throws IOException {
    List<Object[]> cases =
        List.of(
            new Object[] {
              "mmap-data", Workload.random("r", Operation.READ, SIZE, 8, 20_000).withRun(2)
            },
            new Object[] {"mmap-data", Workload.sequential("s", Operation.READ, SIZE, 4)},
            new Object[] {"mmap-byte", Workload.sequential("b", Operation.READ, BYTE_SIZE, 1)},
            new Object[] {
              "buffered-stream/8k", Workload.sequential("b", Operation.READ, BYTE_SIZE, 1)
            });
    for (Object[] c : cases) {
      Technique t = tech((String) c[0]);
      Workload w = (Workload) c[1];
      RoundFiles f = files(w);
      Probe everyCall = new Probe(false, 1);
      t.run(w, f, everyCall);
      Probe sampled = new Probe(false, 64);
      t.run(w, f, sampled);
      String what = t + " on " + w.name();
      assertEquals(everyCall.calls(), sampled.calls(), what);
      assertEquals(everyCall.bytes(), sampled.bytes(), what);
      assertEquals(everyCall.byteSum(), sampled.byteSum(), what);
      assertEquals(everyCall.calls(), everyCall.timedCalls(), what);
      assertTrue(
          Math.abs(sampled.timedCalls() - sampled.calls() / 64.0) < sampled.calls() / 64.0 * 0.25,
          what + ": " + sampled.timedCalls() + " of " + sampled.calls());
    }
  }

  /**
   * Timed calls must not fall in step with the workload: every 64th 64-byte write starts a page.
   */
  @Test
  void theSampleOfTimedCallsDoesNotAliasWithAPeriodicWorkload() {
    Probe probe = new Probe(false, 64);
    Set<Integer> phases = new HashSet<>();
    int timed = 0;
    for (int i = 0; i < 64_000; i++) {
      long t = probe.begin();
      if (t != 0) {
        phases.add(i % 64);
        timed++;
      }
      probe.end(t, 64);
    }
    assertTrue(timed > 800 && timed < 1200, "timed " + timed);
    assertTrue(
        phases.size() > 60, "timed calls hit only " + phases.size() + " of 64 positions in a page");
  }

  private void assertRead(Technique t, Workload w) throws IOException {
    Probe probe = run(t, w, files(w));
    assertEquals(Content.expectedChecksum(w), probe.checksum(), t + " on " + w);
    assertEquals(w.bytesPerRound(), probe.bytes(), t + " bytes on " + w);
  }

  /** The output holds the workload's content and the probe counted each of its bytes once. */
  private static void assertWrote(Technique t, Workload w, RoundFiles f, Probe probe)
      throws IOException {
    assertTrue(Content.matches(f.output(), w.fileSize()), t + " on " + w);
    assertEquals(w.bytesPerRound(), probe.bytes(), t + " bytes on " + w);
  }

  /** Runs {@code t} once on {@code f} with a probe that checksums and times every call. */
  private static Probe run(Technique t, Workload w, RoundFiles f) throws IOException {
    Probe probe = new Probe(true, 1);
    t.run(w, f, probe);
    return probe;
  }

  /**
   * Every family of the operation at the test sizes (and without size) that applies to {@code w}.
   */
  private static List<Technique> applicable(Workload w) {
    List<Technique> out = new ArrayList<>();
    for (String family : Catalogue.families()) {
      for (int size : sizesFor(w)) {
        Technique t = Catalogue.of(family, size).orElseThrow();
        if (t.operation() == w.operation()
            && t.appliesTo(w)
            && out.stream().noneMatch(o -> o.id().equals(t.id()))) {
          out.add(t);
        }
      }
    }
    return out;
  }

  private static List<Integer> sizesFor(Workload w) {
    List<Integer> sizes = new ArrayList<>(SIZES);
    if (!sizes.contains(w.callSize())) {
      sizes.add(w.callSize());
    }
    return sizes;
  }

  private static void assertCovers(Operation op, Set<String> covered) {
    for (String family : Catalogue.families()) {
      if (Catalogue.of(family, 8192).orElseThrow().operation() == op) {
        assertTrue(covered.contains(family), family + " was not run");
      }
    }
  }

  private static Technique tech(String id) {
    return Catalogue.byId(id).orElseThrow(() -> new AssertionError("no technique " + id));
  }

  /**
   * Fresh files for one run: the input written for reads, copies and updates, the output not yet
   * there.
   */
  private RoundFiles files(Workload w) throws IOException {
    int n = files++;
    Path input = null;
    if (w.operation() == Operation.READ
        || w.operation() == Operation.COPY
        || w.operation() == Operation.UPDATE) {
      input = dir.resolve("in-" + n);
      Content.writeFile(input, w.fileSize(), w.text());
    }
    Path output = dir.resolve("out-" + n);
    if (w.outputExists()) {
      preallocate(output, w.fileSize());
    }
    return new RoundFiles(input, output, DEV_NULL);
  }

  private static void preallocate(Path path, long size) throws IOException {
    try (OutputStream out = Files.newOutputStream(path)) {
      out.write(new byte[(int) size]);
    }
  }
}
