package io.iobench.technique.read;

import static io.iobench.format.RecordedOp.RAF_READ_DATA;
import static io.iobench.technique.Invasiveness.BUFFER_SIZE;
import static io.iobench.workload.Operation.READ;

import io.iobench.technique.AppCalls;
import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Family;
import io.iobench.technique.Fit;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.util.List;

/**
 * {@code raf-data}: RandomAccessFile's DataInput methods, {@code readLong()}, {@code readInt()},
 * {@code readShort()} or {@code readByte()} by the call size, at a seek per random call. It replays
 * what an app calling them does: on the JDK these read their bytes one {@code read()} at a time, a
 * system call each, which a {@code readFully} of the same size does not show.
 */
public final class RandomAccessFileDataRead extends BaseTechnique {
  public static final Family FAMILY =
      Family.fixed("raf-data", READ, BUFFER_SIZE, RandomAccessFileDataRead::new)
          .title("RandomAccessFile.readLong/readInt (DataInput)")
          .fits(Fit.PRIMITIVE_CALLS)
          .code(RandomAccessFileDataRead::snippet)
          .caveats(RandomAccessFileDataRead::caveats)
          .standsFor(AppTechnique.calls(RAF_READ_DATA).when(AppCalls::primitive))
          .build();

  private static String snippet(int bufferSize, Workload w) {
    String call = primitive(w.callSize());
    if (w.pattern() == AccessPattern.RANDOM) {
      return """
          try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "r")) {
            for (long offset : offsets) {
              file.seek(offset);
              process(file.%s());
            }
          }"""
          .formatted(call);
    }
    return """
        try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "r")) {
          for (long pos = 0; pos < size; pos += %d) {
            process(file.%s());
          }
        }"""
        .formatted(w.callSize(), call);
  }

  private static List<String> caveats(int bufferSize, Workload w) {
    return List.of(
        "Each byte is a read() system call on the JDK: "
            + w.callSize()
            + " per "
            + primitive(w.callSize())
            + "().");
  }

  public RandomAccessFileDataRead() {
    super(FAMILY);
  }

  /**
   * Each value is counted as the reads it takes on this JDK ({@link DataInputReads}), its time
   * shared among them, as the agent records the app's: the replay's calls are the file's.
   */
  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    int size = w.callSize();
    long calls = w.pattern() == AccessPattern.RANDOM ? w.calls() : w.fileSize() / size;
    int reads = DataInputReads.of(files.input().toFile(), size);
    try (RandomAccessFile file = new RandomAccessFile(files.input().toFile(), "r")) {
      long position = 0;
      for (long i = 0; i < calls; i++) {
        long t = probe.begin();
        if (w.pattern() == AccessPattern.RANDOM) {
          // No seek where the last call ended: code reading a record's fields does not seek between
          // them.
          long offset = w.offsetOf(i);
          if (offset != position) {
            file.seek(offset);
          }
          position = offset + size;
        }
        long value = read(file, size);
        probe.endReads(t, size, reads);
        probe.dataValue(value, size);
      }
      if (w.pattern() == AccessPattern.SEQUENTIAL) {
        // The tail shorter than one primitive, byte by byte, so every byte of the file is read.
        for (long left = w.fileSize() - calls * size; left > 0; left--) {
          long t = probe.begin();
          int value = file.readByte();
          probe.end(t, 1);
          probe.dataByte((byte) value);
        }
      }
    }
  }

  /** The value of {@code size} bytes at the file's pointer, by the DataInput method of its size. */
  static long read(RandomAccessFile file, int size) throws IOException {
    switch (size) {
      case 8:
        return file.readLong();
      case 4:
        return file.readInt();
      case 2:
        return file.readShort();
      default:
        return file.readByte();
    }
  }

  private static String primitive(int size) {
    return PrimitiveMethods.name("read", size, "readByte");
  }
}
