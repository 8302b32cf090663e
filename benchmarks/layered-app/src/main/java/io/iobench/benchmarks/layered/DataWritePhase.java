package io.iobench.benchmarks.layered;

import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes ints and longs with a DataOutputStream. Mistaken: straight over a FileOutputStream, a
 * write per value; tuned: a BufferedOutputStream between them.
 */
final class DataWritePhase implements LayeredPhase {
  static final int VALUES = 150_000;

  @Override
  public String name() {
    return "data-write";
  }

  @Override
  public long run(Path dir, boolean tuned) throws Exception {
    Path file = dir.resolve("data-write.bin");
    try (DataOutputStream data = new DataOutputStream(LayeredPhase.out(file, tuned))) {
      for (int i = 0; i < VALUES; i++) {
        data.writeInt(i);
        data.writeLong(i * 31L);
      }
    }
    return Files.size(file);
  }
}
