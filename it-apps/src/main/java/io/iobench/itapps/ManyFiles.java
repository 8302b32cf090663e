package io.iobench.itapps;

import java.io.FileInputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Creates COUNT small files, reads each once, then prints the heap in use after a full GC, for the
 * test that bounds the agent's memory. The app itself keeps nothing.
 *
 * <p>Usage: {@code ManyFiles DIR COUNT}
 */
public final class ManyFiles {
  public static void main(String[] args) throws IOException {
    Path dir = Paths.get(args[0]);
    int count = Integer.parseInt(args[1]);
    // Got first: the management classes read the JDK's java.security as they load, which would
    // otherwise come after the file table is full and count among the data's reads in overflow.
    java.lang.management.MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    Files.createDirectories(dir);
    byte[] content = new byte[64];
    byte[] buf = new byte[128];
    long total = 0;
    for (int i = 0; i < count; i++) {
      Path p = dir.resolve("f" + i + ".dat");
      if (!Files.exists(p)) {
        Files.write(p, content);
      }
      try (FileInputStream in = new FileInputStream(p.toFile())) {
        total += in.read(buf);
      }
    }
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    long used = memory.getHeapMemoryUsage().getUsed();
    System.out.println("read " + total + " heapUsed " + used);
  }
}
