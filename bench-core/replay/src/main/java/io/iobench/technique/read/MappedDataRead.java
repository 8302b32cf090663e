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
 * {@code mmap-data}: MappedByteBuffer's absolute {@code getLong(index)}, {@code getInt}, {@code
 * getShort} or {@code get} by the call size: the mapped twin of {@code raf-data}, a primitive
 * loaded straight from the mapping (big-endian, as RandomAccessFile's), where {@code mmap} copies
 * the bytes into an array first. Single bytes read in sequence are {@code mmap-byte}'s.
 */
public final class MappedDataRead extends MappedTechnique {
  public static final Family FAMILY =
      Family.fixed("mmap-data", READ, MAPPING, MappedDataRead::new)
          .title("MappedByteBuffer.getLong/getInt (absolute)")
          .fits(Fit.PRIMITIVE_CALLS.and(Fit.not(Fit.BYTES_IN_SEQUENCE)))
          .code(MappedDataRead::snippet)
          .caveats(MappedDataRead::caveats)
          .build();

  private static String snippet(int bufferSize, Workload w) {
    String call = primitive(w.callSize());
    if (w.pattern() == AccessPattern.RANDOM) {
      return """
          try (FileChannel ch = FileChannel.open(path, READ)) {
            MappedByteBuffer map = ch.map(READ_ONLY, 0, ch.size());
            for (long offset : offsets) {
              process(map.%s((int) offset));
            }
          }"""
          .formatted(call);
    }
    return """
        try (FileChannel ch = FileChannel.open(path, READ)) {
          MappedByteBuffer map = ch.map(READ_ONLY, 0, ch.size());
          for (int index = 0; index + %d <= map.limit(); index += %d) {
            process(map.%s(index));
          }
        }"""
        .formatted(w.callSize(), w.callSize(), call);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return Caveats.mapping(w);
  }

  public MappedDataRead() {
    this(MappedWindows.MAX_WINDOW);
  }

  /** Smaller windows, so a test can cross them with a small file. */
  MappedDataRead(long window) {
    super(FAMILY, window);
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    int size = w.callSize();
    boolean random = w.pattern() == AccessPattern.RANDOM;
    try (FileChannel ch = FileChannel.open(files.input(), StandardOpenOption.READ)) {
      long fileSize = ch.size();
      MappedWindows windows =
          new MappedWindows(ch, FileChannel.MapMode.READ_ONLY, fileSize, window());
      long calls = random ? w.calls() : fileSize / size;
      MappedByteBuffer whole = fileSize > 0 && fileSize <= window() ? windows.at(0, 1) : null;
      long i = 0;
      while (i < calls) {
        // An int loop: C2 unrolls counted int loops and leaves long ones alone.
        int ahead = (int) Math.min(calls - i, probe.untimedAhead());
        long sum = 0;
        if (whole != null) {
          // One mapping holds the file, as in an app that maps it once: no window to look up.
          for (int k = 0; k < ahead; k++) {
            sum += get(whole, (int) (random ? w.offsetOf(i + k) : (i + k) * size), size);
          }
        } else {
          for (int k = 0; k < ahead; k++) {
            long offset = random ? w.offsetOf(i + k) : (i + k) * size;
            sum += get(windows.at(offset, size), windows.index(offset), size);
          }
        }
        i += ahead;
        probe.untimed(ahead, (long) ahead * size, sum);
        if (i < calls) {
          long offset = random ? w.offsetOf(i) : i * size;
          MappedByteBuffer map = windows.at(offset, size);
          int index = windows.index(offset);
          long t = probe.begin();
          long value = get(map, index, size);
          probe.end(t, size);
          probe.dataValue(value, size);
          i++;
        }
      }
      // A sequential pass reads the tail shorter than one primitive byte by byte, so every byte
      // of the file is read.
      for (long offset = random ? fileSize : calls * size; offset < fileSize; offset++) {
        MappedByteBuffer map = windows.at(offset, 1);
        long t = probe.begin();
        long value = map.get(windows.index(offset));
        probe.end(t, 1);
        probe.dataValue(value, 1);
      }
    }
  }

  private static long get(MappedByteBuffer map, int index, int size) {
    switch (size) {
      case 8:
        return map.getLong(index);
      case 4:
        return map.getInt(index);
      case 2:
        return map.getShort(index);
      default:
        return map.get(index);
    }
  }

  private static String primitive(int size) {
    return PrimitiveMethods.name("get", size, "get");
  }
}
