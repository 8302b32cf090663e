package io.iobench.benchmarks.layered;

import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes ints and longs with a DataOutputStream. Mistaken: straight over a FileOutputStream, a
 * write per value; tuned: a BufferedOutputStream between them.
 */
final class DataWritePhase extends LayeredPhase {
  static final int VALUES = 150_000;

  DataWritePhase() {
    super("data-write", ".bin");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    try (DataOutputStream data = new DataOutputStream(out(file, tuned))) {
      for (int i = 0; i < VALUES; i++) {
        data.writeInt(i);
        data.writeLong(i * 31L);
      }
    }
    return Files.size(file);
  }
}
