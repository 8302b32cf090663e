package io.iobench.demo;

import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * A first, small stand-in for the demo app: writes a log with small unbuffered writes, reads it
 * back byte by byte and through a buffer, and copies it with Files.copy. The full app comes with
 * the end-to-end issue.
 */
public final class DemoApp {
  private DemoApp() {}

  public static void main(String[] args) throws IOException {
    Path dir = Paths.get(args.length > 0 ? args[0] : "demo-data");
    int kib = args.length > 1 ? Integer.parseInt(args[1]) : 256;
    Files.createDirectories(dir);
    Path log = dir.resolve("events.log");
    try (OutputStream out = new FileOutputStream(log.toFile())) {
      for (int i = 0; i < kib * 16; i++) {
        out.write(("event " + (i % 1000) + " ok\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      }
    }
    long checksum = 0;
    try (InputStream in = new FileInputStream(log.toFile())) {
      int b;
      while ((b = in.read()) >= 0) {
        checksum += b;
      }
    }
    long buffered = 0;
    try (InputStream in = new BufferedInputStream(new FileInputStream(log.toFile()), 64 * 1024)) {
      int b;
      while ((b = in.read()) >= 0) {
        buffered += b;
      }
    }
    Files.copy(log, dir.resolve("events.copy"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    System.out.println("checksum " + checksum + " " + (checksum == buffered ? "consistent" : "MISMATCH"));
  }
}
