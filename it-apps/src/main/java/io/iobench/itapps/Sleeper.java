package io.iobench.itapps;

import java.io.FileOutputStream;
import java.nio.file.Paths;

/**
 * Writes a file, prints "ready", then sleeps, so a test can watch periodic profiles appear and kill
 * the JVM hard.
 *
 * <p>Usage: {@code Sleeper FILE SECONDS}
 */
public final class Sleeper {
  public static void main(String[] args) throws Exception {
    try (FileOutputStream out = new FileOutputStream(Paths.get(args[0]).toFile())) {
      for (int i = 0; i < 100; i++) {
        out.write(new byte[100]);
      }
    }
    System.out.println("ready");
    System.out.flush();
    Thread.sleep(Long.parseLong(args[1]) * 1000);
  }
}
