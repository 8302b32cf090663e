package io.iobench.itapps;

import java.io.FileOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Prints "ready", waits until the file GO exists (the test attaches the agent first), then writes
 * OUT with 50 writes of 20 bytes and exits.
 *
 * <p>Usage: {@code WaitsForAttach GO OUT}
 */
public final class WaitsForAttach {
  public static void main(String[] args) throws Exception {
    Path go = Paths.get(args[0]);
    System.out.println("ready");
    System.out.flush();
    long deadline = System.currentTimeMillis() + 60_000;
    while (!Files.exists(go) && System.currentTimeMillis() < deadline) {
      Thread.sleep(20);
    }
    try (FileOutputStream out = new FileOutputStream(args[1])) {
      for (int i = 0; i < 50; i++) {
        out.write(new byte[20]);
      }
    }
    System.out.println("done");
  }
}
