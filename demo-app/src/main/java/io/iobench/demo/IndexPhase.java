package io.iobench.demo;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.util.SplittableRandom;

/**
 * Phase 4: writes index.bin, one 16-byte entry (key = event timestamp, value = byte offset of the
 * event's line in events.log) per event, then looks up random entries by event number.
 */
final class IndexPhase implements Phase {
  static final int ENTRY_SIZE = 16;
  private static final long LOOKUP_SEED = 0x1DE7L;

  private final Workspace ws;
  private final IngestPhase ingest;
  private final int lookups;
  private int entries;
  private long keyXor;
  private long offsetSum;

  IndexPhase(Workspace ws, IngestPhase ingest, int lookups) {
    this.ws = ws;
    this.ingest = ingest;
    this.lookups = lookups;
  }

  @Override
  public String name() {
    return "index";
  }

  @Override
  public void run(boolean tuned) throws IOException {
    writeIndex(ingest.events());
    if (tuned) {
      lookupMapped();
    } else {
      lookupSeekRead();
    }
  }

  /**
   * Already right in both modes: the whole index is prepared in memory and written with one bulk
   * write(byte[]) instead of two writeLong() calls (sixteen one-byte writes) per entry.
   */
  private void writeIndex(EventTable events) throws IOException {
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

  /**
   * The mistake: seek() and two readLong() per lookup. RandomAccessFile is unbuffered and
   * readLong() reads its eight bytes one read() at a time, so each lookup costs seventeen system
   * calls for sixteen bytes.
   */
  private void lookupSeekRead() throws IOException {
    SplittableRandom rnd = new SplittableRandom(LOOKUP_SEED);
    keyXor = 0;
    offsetSum = 0;
    try (RandomAccessFile file = new RandomAccessFile(ws.index.toFile(), "r")) {
      for (int n = 0; n < lookups; n++) {
        file.seek((long) rnd.nextInt(entries) * ENTRY_SIZE);
        keyXor ^= file.readLong();
        offsetSum += file.readLong();
      }
    }
  }

  /**
   * The fix: map the index once and read entries as memory. After the first touch of each page a
   * lookup is two loads, no system call. (Entry positions fit an int: the index is far below
   * 2 GiB, checked by the options.)
   */
  private void lookupMapped() throws IOException {
    SplittableRandom rnd = new SplittableRandom(LOOKUP_SEED);
    keyXor = 0;
    offsetSum = 0;
    try (RandomAccessFile file = new RandomAccessFile(ws.index.toFile(), "r");
        FileChannel channel = file.getChannel()) {
      MappedByteBuffer index = channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size());
      for (int n = 0; n < lookups; n++) {
        int pos = rnd.nextInt(entries) * ENTRY_SIZE;
        keyXor ^= index.getLong(pos);
        offsetSum += index.getLong(pos + 8);
      }
    }
  }

  @Override
  public String summary() throws IOException {
    return String.format("index entries=%d lookups=%d keyXor=%016x offsetSum=%d crc32=%s",
        entries, lookups, keyXor, offsetSum, Checksums.crc32(ws.index));
  }
}
