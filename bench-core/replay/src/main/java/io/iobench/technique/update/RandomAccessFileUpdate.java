package io.iobench.technique.update;

import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.UPDATE;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RandomAccessFileCalls;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.util.List;

/** {@code update-raf}: RandomAccessFile seek, readFully, seek, write. */
public final class RandomAccessFileUpdate extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("update-raf", UPDATE, BUFFER_SIZE, RandomAccessFileUpdate::new)
          .title("RandomAccessFile seek/read/write (%s)")
          .fits(Fit.RANDOM_CALLS)
          .code(RandomAccessFileUpdate::snippet)
          .caveats(RandomAccessFileUpdate::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    return """
        try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "rw")) {
          byte[] page = new byte[%d];
          for (long offset : offsets) {
            file.seek(offset);
            file.readFully(page);
            update(page);
            file.seek(offset);
            file.write(page);
          }
        }"""
        .formatted(w.callSize());
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.list(
        "Four system calls per page (seek, read, seek, write); FileChannel's"
            + " positional read and write need two.",
        Updates.NO_FORCE,
        Caveats.nativeCopy(w.callSize()));
  }

  public RandomAccessFileUpdate(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.RANDOM);
    try (RandomAccessFile file = new RandomAccessFile(files.input().toFile(), "rw")) {
      int length = w.callSize();
      byte[] page = new byte[length];
      for (long i = 0; i < w.calls(); i++) {
        long offset = w.offsetOf(i);
        RandomAccessFileCalls.readAt(file, -1, offset, page, length, probe);
        long u = probe.begin();
        file.seek(offset);
        file.write(page, 0, length);
        probe.end(u, 0);
      }
    }
  }
}
