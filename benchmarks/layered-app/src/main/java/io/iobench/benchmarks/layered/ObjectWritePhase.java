package io.iobench.benchmarks.layered;

import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes serialized records with an ObjectOutputStream. Mistaken: straight over a FileOutputStream,
 * one write per record; tuned: a BufferedOutputStream between them.
 */
final class ObjectWritePhase extends LayeredPhase {
  static final int RECORDS = 160_000;

  ObjectWritePhase() {
    super("object-write", ".bin");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    try (ObjectOutputStream objects = new ObjectOutputStream(out(file, tuned))) {
      for (int i = 0; i < RECORDS; i++) {
        objects.writeObject("order-" + i);
      }
    }
    return Files.size(file);
  }
}
