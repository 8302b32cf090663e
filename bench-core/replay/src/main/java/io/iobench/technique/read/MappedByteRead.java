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

/** {@code mmap-byte}: a byte-at-a-time consumer calling MappedByteBuffer.get() per byte. */
public final class MappedByteRead extends MappedTechnique {
  public static final Family FAMILY =
      Family.fixed("mmap-byte", READ, MAPPING, MappedByteRead::new)
          .title("MappedByteBuffer.get() (1 byte per call)")
          .fits(Fit.BYTES_IN_SEQUENCE)
          .code(
              """
                try (FileChannel ch = FileChannel.open(path, READ)) {
                  MappedByteBuffer map = ch.map(READ_ONLY, 0, ch.size());
                  while (map.hasRemaining()) {
                    process(map.get());
                  }
                }""")
          .caveats(MappedByteRead::caveats)
          .bytesPerCall(1)
          .build();

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.mapping(w);
  }

  public MappedByteRead() {
    this(MappedWindows.MAX_WINDOW);
  }

  /** Smaller windows, so a test can cross them with a small file. */
  MappedByteRead(long window) {
    super(FAMILY, window);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    try (FileChannel ch = FileChannel.open(files.input(), StandardOpenOption.READ)) {
      long size = ch.size();
      for (long start = 0; start < size; start += window()) {
        MappedByteBuffer map =
            ch.map(FileChannel.MapMode.READ_ONLY, start, Math.min(window(), size - start));
        int n = map.remaining();
        int k = 0;
        while (k < n) {
          int end = (int) Math.min(n, (long) k + probe.untimedAhead());
          int from = k;
          long sum = 0;
          for (; k < end; k++) {
            sum += map.get() & 0xFF;
          }
          probe.untimed(k - from, k - from, sum);
          if (k < n) {
            long t = probe.begin();
            byte b = map.get();
            probe.end(t, 1);
            probe.dataByte(b & 0xFF);
            k++;
          }
        }
      }
    }
  }
}
