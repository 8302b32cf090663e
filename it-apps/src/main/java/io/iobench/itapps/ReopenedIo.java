package io.iobench.itapps;

import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.Reader;
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
 * APPEND per line, {@code print.log} rewritten by a PrintWriter made from it per line; then each
 * file opened again for a read of its first byte, by FileInputStream, RandomAccessFile, FileChannel
 * and a FileReader, and a second close of each stream, which closes nothing. Two FileWriters fail
 * on the way: one given no name, before it opens anything, and one in a directory that does not
 * exist, whose open fails.
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
    Path print = dir.resolve("print.log");
    Files.deleteIfExists(log);
    Files.deleteIfExists(nio);
    Files.deleteIfExists(print);
    failToOpen(dir.resolve("no-such-directory").resolve("lost.log"));
    for (int i = 0; i < lines; i++) {
      appendLine(log, "line " + i + " of the log, with some text after it\n");
    }
    for (int i = 0; i < lines; i++) {
      try (PrintWriter out = new PrintWriter(print.toFile(), StandardCharsets.UTF_8)) {
        out.print("record " + i + "\n");
      }
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
      try (Reader r = new FileReader(nio.toFile(), StandardCharsets.UTF_8)) {
        sum += r.read();
      }
    }
    System.out.println(Files.size(log) + " " + Files.size(nio) + " " + sum);
  }

  /** Two FileWriters that throw: the app's catch sees what it would see without the agent. */
  private static void failToOpen(Path missing) {
    try (Writer w = new FileWriter((String) null)) {
      throw new AssertionError("a FileWriter of no name opened: " + w);
    } catch (NullPointerException | IOException expected) {
      // the first throws before any open
    }
    try (Writer w = new FileWriter(missing.toFile())) {
      throw new AssertionError("a FileWriter opened in a missing directory: " + w);
    } catch (FileNotFoundException expected) {
      // the second's open fails
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void appendLine(Path log, String line) throws IOException {
    try (Writer out = new FileWriter(log.toFile(), StandardCharsets.UTF_8, true)) {
      out.write(line);
    }
  }
}
