package io.iobench.itapps;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * THREADS threads each read the same file whole with read(byte[100]) and append 1000 writes of 10
 * bytes to one shared file, all started together. Totals must be exact.
 *
 * <p>Usage: {@code ConcurrentIo DIR THREADS}
 */
public final class ConcurrentIo {
  public static void main(String[] args) throws Exception {
    Path dir = Paths.get(args[0]);
    int threads = Integer.parseInt(args[1]);
    Files.createDirectories(dir);
    Path shared = dir.resolve("concurrent-read.bin");
    Files.write(shared, new byte[100_000]);
    Path log = dir.resolve("concurrent-write.bin");
    Files.deleteIfExists(log);
    CountDownLatch start = new CountDownLatch(1);
    List<Thread> workers = new ArrayList<>();
    long[] read = new long[threads];
    for (int t = 0; t < threads; t++) {
      final int id = t;
      Thread w =
          new Thread(
              () -> {
                try {
                  start.await();
                  try (FileInputStream in = new FileInputStream(shared.toFile())) {
                    byte[] buf = new byte[100];
                    int n;
                    while ((n = in.read(buf)) >= 0) {
                      read[id] += n;
                    }
                  }
                  try (FileOutputStream out = new FileOutputStream(log.toFile(), true)) {
                    for (int i = 0; i < 1000; i++) {
                      out.write(new byte[10]);
                    }
                  }
                } catch (IOException | InterruptedException e) {
                  throw new RuntimeException(e);
                }
              },
              "worker-" + t);
      workers.add(w);
      w.start();
    }
    start.countDown();
    long total = 0;
    for (int t = 0; t < threads; t++) {
      workers.get(t).join();
      total += read[t];
    }
    System.out.println("read " + total + " wrote " + Files.size(log));
  }
}
