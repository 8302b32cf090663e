package io.iobench.technique.read;

import static io.iobench.technique.Invasiveness.MAPPING;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.MappedTechnique;
import io.iobench.technique.MappedWindows;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * {@code mmap}: the file mapped read-only, copied out by bulk get() into a byte[]. Sequential
 * passes map one window at a time (dropped windows are unmapped when collected); random calls keep
 * their windows for the round.
 */
public final class MappedRead extends MappedTechnique {
  public static final Family FAMILY =
      Family.sized("mmap", READ, MAPPING, MappedRead::new)
          .title("MappedByteBuffer bulk get (%s)")
          .fits(Fit.SEQUENTIAL_PASS.or(Fit.MAPPED_RANDOM_CALLS))
          .code(MappedRead::snippet)
          .caveats(MappedRead::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    if (w.pattern() == AccessPattern.RANDOM) {
      return """
          try (FileChannel ch = FileChannel.open(path, READ)) {
            MappedByteBuffer map = ch.map(READ_ONLY, 0, ch.size());
            byte[] buf = new byte[%d];
            for (long offset : offsets) {
              map.get((int) offset, buf);
              process(buf);
            }
          }"""
          .formatted(w.callSize());
    }
    return """
        try (FileChannel ch = FileChannel.open(path, READ)) {
          MappedByteBuffer map = ch.map(READ_ONLY, 0, ch.size());
          byte[] buf = new byte[%d];
          while (map.hasRemaining()) {
            int n = Math.min(buf.length, map.remaining());
            map.get(buf, 0, n);
            process(buf, 0, n);
          }
        }"""
        .formatted(bufferSize);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(Caveats.mapping(w), Caveats.largeArray(bufferSize));
  }

  public MappedRead(int bufferSize) {
    this(bufferSize, MappedWindows.MAX_WINDOW);
  }

  /** Smaller windows, so a test can cross them with a small file. */
  MappedRead(int bufferSize, long window) {
    super(FAMILY, bufferSize, window);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (FileChannel ch = FileChannel.open(files.input(), StandardOpenOption.READ)) {
      long size = ch.size();
      if (w.pattern() == AccessPattern.RANDOM) {
        readRandom(w, ch, size, probe);
        return;
      }
      byte[] buf = new byte[bufferSize()];
      for (long start = 0; start < size; start += window()) {
        MappedByteBuffer map =
            ch.map(FileChannel.MapMode.READ_ONLY, start, Math.min(window(), size - start));
        while (map.hasRemaining()) {
          int n = Math.min(buf.length, map.remaining());
          long t = probe.begin();
          map.get(buf, 0, n);
          probe.end(t, n);
          probe.data(buf, 0, n);
        }
      }
    }
  }

  private void readRandom(Workload w, FileChannel ch, long size, Probe probe) throws IOException {
    MappedWindows windows = new MappedWindows(ch, FileChannel.MapMode.READ_ONLY, size, window());
    int length = w.callSize();
    byte[] buf = new byte[length];
    for (long i = 0; i < w.calls(); i++) {
      long offset = w.offsetOf(i);
      MappedByteBuffer map = windows.at(offset, length);
      int index = windows.index(offset);
      long t = probe.begin();
      map.get(index, buf, 0, length);
      probe.end(t, length);
      probe.data(buf, 0, length);
    }
  }
}
