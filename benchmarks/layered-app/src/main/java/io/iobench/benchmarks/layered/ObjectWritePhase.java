package io.iobench.benchmarks.layered;

import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes serialized records with an ObjectOutputStream. Mistaken: straight over a FileOutputStream,
 * one write per record; tuned: a BufferedOutputStream between them.
 */
final class ObjectWritePhase implements LayeredPhase {
  static final int RECORDS = 160_000;

  @Override
  public String name() {
    return "object-write";
  }

  @Override
  public long run(Path dir, boolean tuned) throws Exception {
    Path file = dir.resolve("object-write.bin");
    try (ObjectOutputStream objects = new ObjectOutputStream(LayeredPhase.out(file, tuned))) {
      for (int i = 0; i < RECORDS; i++) {
        objects.writeObject("order-" + i);
      }
    }
    return Files.size(file);
  }
}
