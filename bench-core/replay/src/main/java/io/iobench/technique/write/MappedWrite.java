package io.iobench.technique.write;

import static io.iobench.technique.Invasiveness.MAPPING;
import static io.iobench.workload.Operation.WRITE;

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
import java.io.RandomAccessFile;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.util.List;

/**
 * {@code mmap-write}: the file sized first (setLength, unless preallocated), mapped read-write one
 * window at a time, filled by bulk put() of buffer-sized chunks.
 */
public final class MappedWrite extends MappedTechnique {
  public static final Family FAMILY =
      Family.sized("mmap-write", WRITE, MAPPING, MappedWrite::new)
          .title("MappedByteBuffer bulk put (%s)")
          .fits(Fit.SEQUENTIAL_PASS)
          .code(MappedWrite::snippet)
          .caveats(MappedWrite::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return "try (RandomAccessFile file = new RandomAccessFile(path.toFile(), \"rw\")) {\n"
        + (w.preallocated() ? "" : "  file.setLength(size);\n")
        + "  MappedByteBuffer map = file.getChannel().map(READ_WRITE, 0, size);\n"
        + Outputs.arrayLoop(w, bufferSize, "map.put(buf, 0, n)", "map.force()");
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        w.forceEveryBytes() > 0
            ? Caveats.durability(w, "MappedByteBuffer.force() (msync)")
            : Caveats.dirtyPages(),
        w.preallocated()
            ? null
            : "setLength gives the file its full size before the data is in it: a crash in between"
                + " leaves a file that ends in zeros.",
        Caveats.inPlaceOverReplaced(w),
        Caveats.mapping(w),
        Caveats.largeArray(bufferSize));
  }

  public MappedWrite(int bufferSize) {
    this(bufferSize, MappedWindows.MAX_WINDOW);
  }

  /** Smaller windows, so a test can cross them with a small file. */
  MappedWrite(int bufferSize, long window) {
    super(FAMILY, bufferSize, window);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    WritePass pass = new WritePass(w);
    long size = w.fileSize();
    try (RandomAccessFile file = new RandomAccessFile(files.output().toFile(), "rw")) {
      if (!w.preallocated()) {
        file.setLength(size);
      }
      FileChannel ch = file.getChannel();
      byte[] buf = new byte[bufferSize()];
      for (long start = 0; start < size; start += window()) {
        int length = (int) Math.min(window(), size - start);
        MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_WRITE, start, length);
        boolean unforced = false;
        int at = 0;
        while (at < length) {
          // The pass is at start + at: windows are written in order, each from its start.
          int n = pass.fill(buf, length - at);
          long t = probe.begin();
          map.put(at, buf, 0, n);
          probe.end(t, n);
          at += n;
          unforced = true;
          if (pass.advance(n)) {
            force(map, probe);
            unforced = false;
          }
        }
        // A window is let go here; under a force cadence its last bytes are forced before that, a
        // little early, rather than found again later in a mapping that may be gone.
        if (unforced && pass.forcing() && start + length < size) {
          force(map, probe);
        }
      }
    }
  }

  private static void force(MappedByteBuffer map, Probe probe) {
    map.force();
    probe.forced();
  }
}
