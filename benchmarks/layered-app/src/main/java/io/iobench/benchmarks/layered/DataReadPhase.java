package io.iobench.benchmarks.layered;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.nio.file.Path;

/**
 * Reads ints with a DataInputStream. Mistaken: straight over a FileInputStream, a read per value;
 * tuned: a BufferedInputStream between them.
 */
final class DataReadPhase extends LayeredPhase {
  static final int VALUES = 150_000;

  DataReadPhase() {
    super("data-read", ".bin");
  }

  @Override
  void prepare(Path file) throws Exception {
    try (DataOutputStream out = new DataOutputStream(out(file, true))) {
      for (int i = 0; i < VALUES; i++) {
        out.writeInt(i);
      }
    }
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    long sum = 0;
    try (DataInputStream in = new DataInputStream(in(file, tuned))) {
      for (int i = 0; i < VALUES; i++) {
        sum += in.readInt();
      }
    }
    return sum;
  }
}
