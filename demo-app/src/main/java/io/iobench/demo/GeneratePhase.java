package io.iobench.demo;

import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.SplittableRandom;

/** Phase 1: writes events.log, one text line per event, deterministic from a fixed seed. */
final class GeneratePhase extends Phase {
  static final long SEED = 20261122L;
  private static final long START = Instant.parse("2026-11-22T10:00:00.000Z").toEpochMilli();

  private final int events;
  private long bytes;

  /** What the work-only run's sink saw: kept, so that the JIT cannot drop the looking. */
  private long discarded;

  GeneratePhase(Workspace ws, int events) {
    super("generate", ws);
    this.events = events;
  }

  @Override
  public void run(boolean tuned) throws IOException {
    try (OutputStream out = tuned ? tuned() : mistake()) {
      bytes = writeEvents(out);
    }
  }

  /** Formatting the events into lines, written nowhere (but looked at). */
  @Override
  public long timeWorkWithoutIo() throws IOException {
    DiscardingOutput discard = new DiscardingOutput();
    long start = System.nanoTime();
    writeEvents(discard);
    long nanos = System.nanoTime() - start;
    discarded = discard.seen();
    return nanos;
  }

  /**
   * The mistake: a bare FileOutputStream. Every write() below is one write system call for one
   * ~60-byte line, so the kernel round trip costs far more than the bytes.
   */
  private OutputStream mistake() throws IOException {
    return new FileOutputStream(ws.eventsLog.toFile());
  }

  /**
   * The fix: the same stream behind an 8 KiB buffer. The loop is unchanged; the buffer turns ~130
   * line writes into one system call.
   */
  private OutputStream tuned() throws IOException {
    return new BufferedOutputStream(new FileOutputStream(ws.eventsLog.toFile()), 8192);
  }

  private long writeEvents(OutputStream out) throws IOException {
    SplittableRandom rnd = new SplittableRandom(SEED);
    long time = START;
    long written = 0;
    for (int i = 0; i < events; i++) {
      time += rnd.nextInt(250);
      int user = 1 + rnd.nextInt(5000);
      int action = pickAction(rnd.nextInt(100));
      int item = 1 + rnd.nextInt(20000);
      // Mostly fast requests, a long tail of slow ones.
      int ms = rnd.nextInt(10) == 0 ? 200 + rnd.nextInt(1800) : 1 + rnd.nextInt(60);
      byte[] line =
          EventFormat.line(time, user, action, item, ms).getBytes(StandardCharsets.US_ASCII);
      out.write(line);
      written += line.length;
    }
    return written;
  }

  /** A plausible mix: mostly views, few purchases. */
  private static int pickAction(int percent) {
    if (percent < 55) {
      return 0; // view
    } else if (percent < 75) {
      return 1; // click
    } else if (percent < 90) {
      return 2; // search
    } else if (percent < 97) {
      return 3; // cart
    }
    return 4; // buy
  }

  @Override
  public String summary() throws IOException {
    return String.format(
        "generate events=%d bytes=%d crc32=%s", events, bytes, Checksums.crc32(ws.eventsLog));
  }
}
