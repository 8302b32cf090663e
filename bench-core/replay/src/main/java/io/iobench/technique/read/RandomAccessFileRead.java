package io.iobench.technique.read;

import static io.iobench.format.RecordedOp.RAF_READ;
import static io.iobench.format.RecordedOp.RAF_READ_DATA;
import static io.iobench.format.RecordedOp.RAF_READ_FULLY;
import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.AppCalls;
import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RandomAccessFileCalls;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.util.List;

/**
 * {@code raf}: RandomAccessFile, a read loop into a byte[], or seek + readFully per random call. It
 * stands for the app's RandomAccessFile reads but those of primitives ({@code raf-data}).
 */
public final class RandomAccessFileRead extends BaseTechnique {
  public static final Family FAMILY =
      Family.sized("raf", READ, BUFFER_SIZE, RandomAccessFileRead::new)
          .title("RandomAccessFile + byte[] (%s)")
          .fits(Fit.PASS_OR_RANDOM_CALLS)
          .code(RandomAccessFileRead::snippet)
          .caveats(RandomAccessFileRead::caveats)
          .standsFor(AppTechnique.calls(RAF_READ, RAF_READ_FULLY))
          .standsFor(AppTechnique.calls(RAF_READ_DATA).unless(AppCalls::primitive))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    if (w.pattern() == AccessPattern.RANDOM) {
      return """
          try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "r")) {
            byte[] buf = new byte[%d];
            for (long offset : offsets) {
              file.seek(offset);
              file.readFully(buf);
              process(buf);
            }
          }"""
          .formatted(w.callSize());
    }
    return """
        try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "r")) {
          byte[] buf = new byte[%d];
          int n;
          while ((n = file.read(buf)) > 0) {
            process(buf, 0, n);
          }
        }"""
        .formatted(bufferSize);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    int size = w.pattern() == AccessPattern.RANDOM ? w.callSize() : bufferSize;
    return Caveats.list(
        w.pattern() == AccessPattern.RANDOM
            ? "Two system calls per read (seek, then read); FileChannel.read(buffer, position) needs one."
            : null,
        Caveats.streamArray(size));
  }

  public RandomAccessFileRead(int bufferSize) {
    super(FAMILY, bufferSize);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    try (RandomAccessFile file = new RandomAccessFile(files.input().toFile(), "r")) {
      if (w.pattern() == AccessPattern.RANDOM) {
        int length = w.callSize();
        byte[] buf = new byte[length];
        long position = 0;
        for (long i = 0; i < w.calls(); i++) {
          position =
              RandomAccessFileCalls.readAt(file, position, w.offsetOf(i), buf, length, probe);
        }
        return;
      }
      byte[] buf = new byte[passBuffer(w)];
      CallSizes.Cursor sizes = passSizes(w);
      while (true) {
        int length = sizes.next();
        long t = probe.begin();
        int n = file.read(buf, 0, length);
        probe.end(t, n < 0 ? 0 : n);
        if (n < 0) {
          break;
        }
        probe.data(buf, 0, n);
      }
    }
  }
}
