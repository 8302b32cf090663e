package io.iobench.demo;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

/**
 * Phase 3: an append-only journal of fixed 256-byte records, one per pair of events (room to grow:
 * a record holds up to 17).
 *
 * <p>This phase is already right, so it has no tuned twin: records are gathered in one reused
 * direct buffer (no copy into a temporary native buffer, no per-record allocation) and written as a
 * group of 256 (64 KiB) with one system call, and durability is bought per group too, with one
 * {@code force(false)} per 256 records instead of one per record.
 */
final class JournalPhase extends Phase {
  static final int RECORD_SIZE = 256;
  static final int EVENTS_PER_RECORD = 2;
  static final int RECORDS_PER_FORCE = 256;
  private static final int MAGIC = 0x4a524e4c; // "JRNL"

  private final IngestPhase ingest;
  private int records;

  JournalPhase(Workspace ws, IngestPhase ingest) {
    super("journal", ws);
    this.ingest = ingest;
  }

  @Override
  public void run(boolean tuned) throws IOException {
    EventTable events = ingest.events();
    ByteBuffer record = ByteBuffer.allocateDirect(RECORD_SIZE);
    ByteBuffer group = ByteBuffer.allocateDirect(RECORD_SIZE * RECORDS_PER_FORCE);
    CRC32 crc = new CRC32();
    records = 0;
    try (FileChannel journal =
        FileChannel.open(
            ws.journal,
            StandardOpenOption.CREATE,
            StandardOpenOption.WRITE,
            StandardOpenOption.TRUNCATE_EXISTING)) {
      for (int first = 0; first < events.size(); first += EVENTS_PER_RECORD) {
        fill(record, crc, events, first, Math.min(first + EVENTS_PER_RECORD, events.size()));
        group.put(record);
        records++;
        if (records % RECORDS_PER_FORCE == 0) {
          writeAndForce(journal, group);
        }
      }
      if (group.position() > 0) {
        writeAndForce(journal, group);
      }
    }
  }

  /**
   * Writes the gathered records with as few calls as the channel allows, then makes them durable.
   */
  private static void writeAndForce(FileChannel journal, ByteBuffer group) throws IOException {
    group.flip();
    while (group.hasRemaining()) {
      journal.write(group);
    }
    group.clear();
    journal.force(false);
  }

  /**
   * Layout: magic, sequence number, event count, first and last timestamp, total ms, then per event
   * (user, item, action, ms); zero padding; a CRC32 of the first 252 bytes at the end.
   */
  private void fill(ByteBuffer record, CRC32 crc, EventTable events, int from, int to) {
    record.clear();
    long totalMs = 0;
    for (int i = from; i < to; i++) {
      totalMs += events.ms(i);
    }
    record
        .putInt(MAGIC)
        .putLong(records)
        .putInt(to - from)
        .putLong(events.timestamp(from))
        .putLong(events.timestamp(to - 1))
        .putLong(totalMs);
    for (int i = from; i < to; i++) {
      record
          .putInt(events.user(i))
          .putInt(events.item(i))
          .putShort((short) events.action(i))
          .putShort((short) events.ms(i));
    }
    while (record.position() < RECORD_SIZE - 4) {
      record.put((byte) 0);
    }
    record.flip();
    crc.reset();
    crc.update(record); // reads [0, 252) straight from native memory
    record.limit(RECORD_SIZE);
    record.putInt((int) crc.getValue());
    record.flip();
  }

  @Override
  public String summary() throws IOException {
    return String.format(
        "journal records=%d bytes=%d crc32=%s",
        records, (long) records * RECORD_SIZE, Checksums.crc32(ws.journal));
  }
}
