package io.iobench.benchmarks.layered;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.nio.file.Path;

/**
 * Reads ints with a DataInputStream. Mistaken: straight over a FileInputStream, a read per value;
 * tuned: a BufferedInputStream between them.
 */
final class DataReadPhase implements LayeredPhase {
  static final int VALUES = 150_000;

  @Override
  public String name() {
    return "data-read";
  }

  @Override
  public void prepare(Path dir) throws Exception {
    try (DataOutputStream out = new DataOutputStream(LayeredPhase.out(file(dir), true))) {
      for (int i = 0; i < VALUES; i++) {
        out.writeInt(i);
      }
    }
  }

  @Override
  public long run(Path dir, boolean tuned) throws Exception {
    long sum = 0;
    try (DataInputStream in = new DataInputStream(LayeredPhase.in(file(dir), tuned))) {
      for (int i = 0; i < VALUES; i++) {
        sum += in.readInt();
      }
    }
    return sum;
  }

  private static Path file(Path dir) {
    return dir.resolve("data-read.bin");
  }
}
