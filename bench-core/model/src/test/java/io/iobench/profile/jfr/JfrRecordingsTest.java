package io.iobench.profile.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.format.RecordedOp;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileException;
import io.iobench.profile.ProfileReader;
import io.iobench.profile.ProfileSource;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Arrays;
import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Recordings made in this JVM with the file events at threshold 0, and with a threshold no call
 * reaches, read as profiles: what each API did, counted exactly, and what the source says.
 */
class JfrRecordingsTest {
  @TempDir Path dir;

  /** 40 writes of 1 000 bytes, then reads of 3 000 until the end (14 calls, the last at EOF). */
  private void streams(Path file) throws IOException {
    try (FileOutputStream out = new FileOutputStream(file.toFile())) {
      for (int i = 0; i < 40; i++) {
        out.write(new byte[1000]);
      }
    }
    try (FileInputStream in = new FileInputStream(file.toFile())) {
      byte[] buf = new byte[3000];
      while (in.read(buf) >= 0) {
        // reads to the end
      }
    }
  }

  /** 10 positional reads of 512 bytes and one force, through a FileChannel. */
  private void channel(Path file) throws IOException {
    Files.write(file, new byte[8192]);
    try (FileChannel ch =
        FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      ByteBuffer buf = ByteBuffer.allocate(512);
      for (int i = 0; i < 10; i++) {
        buf.clear();
        ch.read(buf, 512L * i);
      }
      ch.force(true);
    }
  }

  /** 8 RandomAccessFile.readFully calls of 1 024 bytes. */
  private void randomAccess(Path file) throws IOException {
    Files.write(file, new byte[8192]);
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
      byte[] buf = new byte[1024];
      for (int i = 0; i < 8; i++) {
        raf.readFully(buf);
      }
    }
  }

  private Path record(String threshold, IoWork work) throws Exception {
    Path out = dir.resolve("r-" + threshold.replace(' ', '_') + ".jfr");
    try (Recording r = new Recording()) {
      for (String event : JfrRecordings.FILE_EVENTS) {
        r.enable(event).withThreshold(Duration.parse(threshold)).withStackTrace();
      }
      r.enable("jdk.InitialSystemProperty").with("period", "everyChunk");
      r.enable("jdk.ActiveSetting");
      r.enable("jdk.JVMInformation").with("period", "everyChunk");
      r.start();
      work.run();
      r.stop();
      r.dump(out);
    }
    return out;
  }

  interface IoWork {
    void run() throws Exception;
  }

  @Test
  void aThresholdZeroRecordingCountsEveryCallOfEachApi() throws Exception {
    Path streams = dir.resolve("streams.bin");
    Path channel = dir.resolve("channel.bin");
    Path raf = dir.resolve("raf.bin");
    Path jfr =
        record(
            "PT0S",
            () -> {
              streams(streams);
              channel(channel);
              randomAccess(raf);
            });

    Profile p = ProfileReader.read(jfr);

    OpProfile writes = op(p, streams, RecordedOp.FOS_WRITE);
    assertEquals(40, writes.calls);
    assertEquals(40_000, writes.bytes);
    OpProfile reads = op(p, streams, RecordedOp.FIS_READ);
    assertEquals(15, reads.calls, "14 reads of data and the one that met the end");
    assertEquals(40_000, reads.bytes);
    assertEquals(1, reads.eofs);
    assertEquals(3000, reads.pattern.mostCommonSize());
    assertEquals(reads.calls - 1, reads.pattern.consecutive, "taken as one sequential pass");
    assertEquals(15, reads.latencyNanos.count);
    OpProfile.CallPath path = reads.dominantPath().orElseThrow();
    assertTrue(
        path.app.startsWith(getClass().getName() + ".streams(JfrRecordingsTest.java:"), path.app);
    assertEquals("java.io.FileInputStream.read", path.frames.get(path.frames.size() - 1));

    OpProfile positional = op(p, channel, RecordedOp.FC_POSITIONAL_READ);
    assertEquals(10, positional.calls);
    assertEquals(5120, positional.bytes);
    assertEquals(1, op(p, channel, RecordedOp.FC_FORCE).calls);
    OpProfile fully = op(p, raf, RecordedOp.RAF_READ_FULLY);
    assertEquals(8192, fully.bytes);

    assertEquals(40_000, file(p, streams).size, "the file's size on disk");
    ProfileSource source = p.source;
    assertEquals("jfr", source.kind);
    assertFalse(source.sampled, "threshold 0 and no throttle keep every call: " + source.limits);
    for (ProfileSource.EventType t : source.events) {
      assertEquals(0.0, t.missedShare, t.name);
      assertTrue(t.enabled && t.stackTrace, t.name);
    }
    assertTrue(source.limits.get(0).contains("sequential"), source.limits.toString());
    assertEquals(Runtime.version().toString().split("\\+")[0], p.jvm.get("version"));
  }

  @Test
  void aRecordingWhoseThresholdNoCallReachedSaysSoAndHowToRecord() throws Exception {
    Path jfr = record("PT10S", () -> streams(dir.resolve("slow.bin")));
    ProfileException e = assertThrows(ProfileException.class, () -> ProfileReader.read(jfr));
    assertTrue(e.getMessage().contains("holds no file events"), e.getMessage());
    assertTrue(e.getMessage().contains("jdk.FileRead#threshold=0ms"), e.getMessage());
  }

  @Test
  void aTruncatedRecordingIsRefusedInOneLine() throws Exception {
    Path jfr = record("PT0S", () -> streams(dir.resolve("t.bin")));
    byte[] bytes = Files.readAllBytes(jfr);
    Path cut = dir.resolve("cut.jfr");
    Files.write(cut, Arrays.copyOf(bytes, bytes.length / 2));
    ProfileException e = assertThrows(ProfileException.class, () -> ProfileReader.read(cut));
    assertTrue(e.getMessage().startsWith(cut + ": not a complete JFR recording"), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
  }

  @Test
  void aRecordingInAnotherFileFormatNamesIt() throws Exception {
    Path other = dir.resolve("other.jfr");
    Files.write(other, new byte[] {'F', 'L', 'R', 0, 0, 9, 0, 1, 0, 0, 0, 0});
    ProfileException e = assertThrows(ProfileException.class, () -> ProfileReader.read(other));
    assertTrue(
        e.getMessage().contains("file format 9.1, from a JDK iobench does not know"),
        e.getMessage());
  }

  @Test
  void missedCallsAreEstimatedFromALogNormalTailOnlyWithEnoughEvents() {
    // Durations drawn as a log-normal of median 1 ms and spread e^1, cut at 2 ms.
    java.util.Random random = new java.util.Random(1);
    double[] all = new double[20_000];
    long kept = 0;
    double[] above = new double[all.length];
    for (int i = 0; i < all.length; i++) {
      double d = Math.exp(Math.log(1_000_000) + random.nextGaussian());
      if (d >= 2_000_000) {
        above[(int) kept++] = d;
      }
    }
    double truth = 1 - kept / (double) all.length;
    MissedCalls.Estimate e = MissedCalls.estimate(2_000_000, Arrays.copyOf(above, (int) kept));
    assertNotNull(e.share());
    assertEquals(truth, e.share(), 0.03, e.how());
    assertTrue(e.how().contains("log-normal"), e.how());
    assertEquals(null, MissedCalls.estimate(2_000_000, new double[] {3e6, 4e6}).share());
    assertEquals(0.0, MissedCalls.estimate(0, new double[0]).share());
    // A Pareto-like tail (log-durations past the cut exponential, spread = mean excess): no fit.
    double[] heavy = new double[1_000];
    for (int i = 0; i < heavy.length; i++) {
      heavy[i] = 2_000_000 * Math.exp(-2 * Math.log(1 - random.nextDouble()));
    }
    MissedCalls.Estimate none = MissedCalls.estimate(2_000_000, heavy);
    assertEquals(null, none.share(), none.how());
    assertTrue(none.how().contains("too heavy"), none.how());
  }

  /** Millions of events keep a bounded, uniform sample of their durations for the fit. */
  @Test
  void theDurationsKeptAreABoundedUniformSample() {
    DurationSample sample = new DurationSample();
    for (int i = 0; i < 1_000_000; i++) {
      sample.add(i);
    }
    double[] kept = sample.values();
    assertEquals(DurationSample.SIZE, kept.length);
    assertEquals(500_000, Arrays.stream(kept).average().orElseThrow(), 5_000);
    DurationSample few = new DurationSample();
    few.add(3);
    few.add(4);
    assertEquals(2, few.values().length);
  }

  @Test
  void timespansAsJfrWritesThem() {
    assertEquals(20_000_000, JfrTimespans.nanos("20 ms"));
    assertEquals(0, JfrTimespans.nanos("0 ns"));
    assertEquals(1_000_000_000, JfrTimespans.nanos("1 s"));
    assertEquals(-1, JfrTimespans.nanos("soon"));
  }

  private static FileProfile file(Profile p, Path path) {
    return p.file(path.toString()).orElseThrow(() -> new AssertionError("no " + path));
  }

  private static OpProfile op(Profile p, Path path, RecordedOp op) {
    return file(p, path).op(op).orElseThrow(() -> new AssertionError("no " + op + " of " + path));
  }
}
