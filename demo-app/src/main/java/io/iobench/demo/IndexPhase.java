package io.iobench.demo;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;

/**
 * Phase 4: writes index.bin, one 16-byte entry (key = event timestamp, value = byte offset of the
 * event's line in events.log) per event, for the lookups of the next phase.
 */
final class IndexPhase extends Phase {
  static final int ENTRY_SIZE = 16;

  private final IngestPhase ingest;
  private int entries;

  IndexPhase(Workspace ws, IngestPhase ingest) {
    super("index", ws);
    this.ingest = ingest;
  }

  /**
   * Already right in both modes: the whole index is prepared in memory and written with one bulk
   * write(byte[]) instead of two writeLong() calls (sixteen one-byte writes) per entry.
   */
  @Override
  public void run(boolean tuned) throws IOException {
    EventTable events = ingest.events();
    entries = events.size();
    ByteBuffer index = ByteBuffer.allocate(entries * ENTRY_SIZE);
    for (int i = 0; i < entries; i++) {
      index.putLong(events.timestamp(i)).putLong(events.offset(i));
    }
    try (RandomAccessFile file = new RandomAccessFile(ws.index.toFile(), "rw")) {
      file.setLength(0);
      file.write(index.array());
    }
  }

  @Override
  public String summary() throws IOException {
    return String.format("index entries=%d crc32=%s", entries, Checksums.crc32(ws.index));
  }
}
