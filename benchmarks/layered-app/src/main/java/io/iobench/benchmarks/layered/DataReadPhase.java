package io.iobench.benchmarks.layered;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
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
    try (DataOutputStream out =
        new DataOutputStream(
            new BufferedOutputStream(new FileOutputStream(file(dir).toFile()), 65536))) {
      for (int i = 0; i < VALUES; i++) {
        out.writeInt(i);
      }
    }
  }

  @Override
  public long run(Path dir, boolean tuned) throws Exception {
    InputStream file = new FileInputStream(file(dir).toFile());
    if (tuned) {
      file = new BufferedInputStream(file, 65536);
    }
    long sum = 0;
    try (DataInputStream in = new DataInputStream(file)) {
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
