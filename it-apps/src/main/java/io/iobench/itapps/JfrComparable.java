package io.iobench.itapps;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

/**
 * I/O through the methods JDK Flight Recorder's jdk.FileRead/jdk.FileWrite events cover on every
 * JDK (stream read/write, RandomAccessFile read/write, FileChannel read/write), for the test that
 * cross-checks the profile's bytes per file against JFR's.
 *
 * <p>Usage: {@code JfrComparable DIR}
 */
public final class JfrComparable {
  public static void main(String[] args) throws Exception {
    Path dir = Paths.get(args[0]);
    Files.createDirectories(dir);
    Path streams = dir.resolve("jfr-streams.bin");
    try (FileOutputStream out = new FileOutputStream(streams.toFile())) {
      for (int i = 0; i < 300; i++) {
        out.write(new byte[1000 + i]);
      }
      out.write(7);
    }
    long read = 0;
    try (FileInputStream in = new FileInputStream(streams.toFile())) {
      byte[] buf = new byte[4096];
      int n;
      while ((n = in.read(buf, 0, 3000)) >= 0) {
        read += n;
      }
    }
    Path raf = dir.resolve("jfr-raf.bin");
    try (RandomAccessFile f = new RandomAccessFile(raf.toFile(), "rw")) {
      for (int i = 0; i < 100; i++) {
        f.write(new byte[512]);
      }
      f.seek(0);
      byte[] buf = new byte[700];
      int n;
      while ((n = f.read(buf)) >= 0) {
        read += n;
      }
    }
    Path channel = dir.resolve("jfr-channel.bin");
    try (FileChannel ch =
        FileChannel.open(
            channel,
            StandardOpenOption.CREATE,
            StandardOpenOption.READ,
            StandardOpenOption.WRITE,
            StandardOpenOption.TRUNCATE_EXISTING)) {
      for (int i = 0; i < 50; i++) {
        ch.write(ByteBuffer.allocateDirect(4096));
      }
      ch.position(0);
      ByteBuffer buf = ByteBuffer.allocate(10_000);
      int n;
      while ((n = ch.read(buf)) >= 0) {
        read += n;
        buf.clear();
      }
    }
    System.out.println("read " + read);
  }
}
