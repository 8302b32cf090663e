package io.iobench.benchmarks.layered;

import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Path;

/**
 * Reads serialized records with an ObjectInputStream. Mistaken: straight over a FileInputStream, so
 * every piece of the serialized form is a read of the file; tuned: a BufferedInputStream between
 * them. With {@code alreadyBuffered} both run the tuned way: the layer is used well.
 */
final class ObjectReadPhase implements LayeredPhase {
  static final int RECORDS = 40_000;
  private final boolean alreadyBuffered;

  ObjectReadPhase(boolean alreadyBuffered) {
    this.alreadyBuffered = alreadyBuffered;
  }

  @Override
  public String name() {
    return alreadyBuffered ? "object-read-buffered" : "object-read";
  }

  @Override
  public void prepare(Path dir) throws Exception {
    try (ObjectOutputStream out = new ObjectOutputStream(LayeredPhase.out(file(dir), true))) {
      for (int i = 0; i < RECORDS; i++) {
        out.writeObject("order-" + i);
        out.writeInt(i);
      }
    }
  }

  @Override
  public long run(Path dir, boolean tuned) throws Exception {
    long sum = 0;
    try (ObjectInputStream in =
        new ObjectInputStream(LayeredPhase.in(file(dir), tuned || alreadyBuffered))) {
      for (int i = 0; i < RECORDS; i++) {
        sum += ((String) in.readObject()).length() + in.readInt();
      }
    }
    return sum;
  }

  private Path file(Path dir) {
    return dir.resolve(name() + ".bin");
  }
}
