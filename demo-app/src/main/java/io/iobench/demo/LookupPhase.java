package io.iobench.demo;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.util.SplittableRandom;

/** Phase 5: looks up random entries of index.bin by event number, as a query service would. */
final class LookupPhase extends Phase {
  private static final long LOOKUP_SEED = 0x1DE7L;
  private static final int ENTRY_SIZE = IndexPhase.ENTRY_SIZE;

  private final IngestPhase ingest;
  private final int lookups;
  private long keyXor;
  private long offsetSum;

  LookupPhase(Workspace ws, IngestPhase ingest, int lookups) {
    super("lookup", ws);
    this.ingest = ingest;
    this.lookups = lookups;
  }

  @Override
  public void run(boolean tuned) throws IOException {
    if (tuned) {
      lookupMapped();
    } else {
      lookupSeekRead();
    }
  }

  /**
   * The mistake: seek() and two readLong() per lookup. RandomAccessFile is unbuffered and
   * readLong() reads its eight bytes one read() at a time, so each lookup costs seventeen system
   * calls for sixteen bytes.
   */
  private void lookupSeekRead() throws IOException {
    int entries = ingest.events().size();
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
   * lookup is two loads, no system call. (Entry positions fit an int: the index is far below 2 GiB,
   * checked by the options.)
   */
  private void lookupMapped() throws IOException {
    int entries = ingest.events().size();
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

  /**
   * Picking the entries without reading them. Not the lookups over a heap copy of the index: for a
   * mapped index, reading memory is the I/O, and a heap copy would count those loads (cache misses
   * at random places) as work.
   */
  @Override
  public long timeWorkWithoutIo() {
    int entries = ingest.events().size();
    SplittableRandom rnd = new SplittableRandom(LOOKUP_SEED);
    long picked = 0;
    long start = System.nanoTime();
    for (int n = 0; n < lookups; n++) {
      picked += rnd.nextInt(entries) * ENTRY_SIZE;
    }
    long nanos = System.nanoTime() - start;
    offsetSum = picked; // keeps the loop; work-only runs print no summary
    return nanos;
  }

  @Override
  public String summary() {
    return String.format("lookup lookups=%d keyXor=%016x offsetSum=%d", lookups, keyXor, offsetSum);
  }
}
