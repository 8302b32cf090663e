package io.iobench.itapps;

import java.io.FileOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Does its I/O in phases a test starts one by one, so that a recording attached and stopped between
 * them can be checked phase by phase: prints "ready", then for each phase i from 1 to N waits until
 * DIR/go-i exists, writes DIR/out-i.bin with 50 writes of 20 bytes and prints "phase i".
 *
 * <p>Usage: {@code PhasedIo DIR N}
 */
public final class PhasedIo {
  private PhasedIo() {}

  public static void main(String[] args) throws Exception {
    Path dir = Paths.get(args[0]);
    int phases = Integer.parseInt(args[1]);
    System.out.println("ready");
    System.out.flush();
    for (int i = 1; i <= phases; i++) {
      awaitGo(dir.resolve("go-" + i));
      try (FileOutputStream out = new FileOutputStream(dir.resolve("out-" + i + ".bin").toFile())) {
        for (int w = 0; w < 50; w++) {
          out.write(new byte[20]);
        }
      }
      System.out.println("phase " + i);
      System.out.flush();
    }
  }

  /** Waits until the test creates {@code go}, for a minute at most. */
  static void awaitGo(Path go) throws InterruptedException {
    long deadline = System.currentTimeMillis() + 60_000;
    while (!Files.exists(go) && System.currentTimeMillis() < deadline) {
      Thread.sleep(10);
    }
  }
}
