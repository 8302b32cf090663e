package io.iobench.technique.update;

import static io.iobench.technique.Invasiveness.MAPPING;
import static io.iobench.workload.Operation.UPDATE;

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
 * {@code update-mmap}: the file mapped read-write; each page copied out with get() and back with
 * put().
 */
public final class MappedUpdate extends MappedTechnique {
  public static final Family FAMILY =
      Family.sized("update-mmap", UPDATE, MAPPING, MappedUpdate::new)
          .title("MappedByteBuffer get/put (%s)")
          .fits(Fit.MAPPED_RANDOM_CALLS)
          .code(MappedUpdate::snippet)
          .caveats(MappedUpdate::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return """
        try (FileChannel ch = FileChannel.open(path, READ, WRITE)) {
          MappedByteBuffer map = ch.map(READ_WRITE, 0, ch.size());
          byte[] page = new byte[%d];
          for (long offset : offsets) {
            map.get((int) offset, page);
            update(page);
            map.put((int) offset, page);
          }
        }"""
        .formatted(w.callSize());
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(Caveats.dirtyPages(), Caveats.mapping(w));
  }

  public MappedUpdate(int bufferSize) {
    this(bufferSize, MappedWindows.MAX_WINDOW);
  }

  /** Smaller windows, so a test can cross them with a small file. */
  MappedUpdate(int bufferSize, long window) {
    super(FAMILY, bufferSize, window);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.RANDOM);
    try (FileChannel ch =
        FileChannel.open(files.input(), StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      MappedWindows windows =
          new MappedWindows(ch, FileChannel.MapMode.READ_WRITE, ch.size(), window());
      int length = w.callSize();
      byte[] page = new byte[length];
      for (long i = 0; i < w.calls(); i++) {
        long offset = w.offsetOf(i);
        MappedByteBuffer map = windows.at(offset, length);
        int index = windows.index(offset);
        long t = probe.begin();
        map.get(index, page, 0, length);
        probe.end(t, length);
        probe.data(page, 0, length);
        long u = probe.begin();
        map.put(index, page, 0, length);
        probe.end(u, 0);
      }
    }
  }
}
