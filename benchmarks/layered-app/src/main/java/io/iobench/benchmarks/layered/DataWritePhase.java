package io.iobench.benchmarks.layered;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.FileOutputStream;
import java.io.OutputStream;
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
    OutputStream out = new FileOutputStream(file.toFile());
    if (tuned) {
      out = new BufferedOutputStream(out, 65536);
    }
    try (DataOutputStream data = new DataOutputStream(out)) {
      for (int i = 0; i < VALUES; i++) {
        data.writeInt(i);
        data.writeLong(i * 31L);
      }
    }
    return Files.size(file);
  }
}
