package io.iobench.benchmarks.layered;

import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Path;

/**
 * Reads serialized records with an ObjectInputStream. Mistaken: straight over a FileInputStream, so
 * every piece of the serialized form is a read of the file; tuned: a BufferedInputStream between
 * them. With {@code alreadyBuffered} both run the tuned way: the layer is used well.
 */
final class ObjectReadPhase extends LayeredPhase {
  static final int RECORDS = 40_000;
  private final boolean alreadyBuffered;

  ObjectReadPhase(boolean alreadyBuffered) {
    super(alreadyBuffered ? "object-read-buffered" : "object-read", ".bin");
    this.alreadyBuffered = alreadyBuffered;
  }

  @Override
  void prepare(Path file) throws Exception {
    try (ObjectOutputStream out = new ObjectOutputStream(out(file, true))) {
      for (int i = 0; i < RECORDS; i++) {
        out.writeObject("order-" + i);
        out.writeInt(i);
      }
    }
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    long sum = 0;
    try (ObjectInputStream in = new ObjectInputStream(in(file, tuned || alreadyBuffered))) {
      for (int i = 0; i < RECORDS; i++) {
        sum += ((String) in.readObject()).length() + in.readInt();
      }
    }
    return sum;
  }
}
