package io.iobench.itapps;

import java.io.FileInputStream;
import java.io.FileWriter;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

/**
 * Files opened for every record, as apps do that log or append without keeping a writer: {@code
 * lines.log} by a FileWriter opened (appending) per line, {@code nio.log} by Files.writeString with
 * APPEND per line; then each file opened again for a read of its first byte, by FileInputStream,
 * RandomAccessFile and FileChannel, and a second close of each stream, which closes nothing.
 *
 * <p>Arguments: the directory, the lines per file (default 2,000), the reopens per reader (default
 * 100).
 */
public final class ReopenedIo {
  private ReopenedIo() {}

  public static void main(String[] args) throws IOException {
    Path dir = Paths.get(args[0]);
    int lines = args.length > 1 ? Integer.parseInt(args[1]) : 2_000;
    int reads = args.length > 2 ? Integer.parseInt(args[2]) : 100;
    Files.createDirectories(dir);
    Path log = dir.resolve("lines.log");
    Path nio = dir.resolve("nio.log");
    Files.deleteIfExists(log);
    Files.deleteIfExists(nio);
    for (int i = 0; i < lines; i++) {
      appendLine(log, "line " + i + " of the log, with some text after it\n");
    }
    for (int i = 0; i < lines; i++) {
      Files.writeString(
          nio, "record " + i + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
    long sum = 0;
    for (int i = 0; i < reads; i++) {
      FileInputStream in = new FileInputStream(log.toFile());
      sum += in.read();
      in.close();
      in.close();
      RandomAccessFile raf = new RandomAccessFile(log.toFile(), "r");
      sum += raf.read();
      raf.close();
      raf.close();
      try (FileChannel ch = FileChannel.open(nio)) {
        sum += ch.size();
      }
    }
    System.out.println(Files.size(log) + " " + Files.size(nio) + " " + sum);
  }

  private static void appendLine(Path log, String line) throws IOException {
    try (Writer out = new FileWriter(log.toFile(), StandardCharsets.UTF_8, true)) {
      out.write(line);
    }
  }
}
