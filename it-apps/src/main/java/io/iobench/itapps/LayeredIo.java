package io.iobench.itapps;

import java.io.BufferedWriter;
import java.io.DataOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Properties;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * File I/O through the JDK's layers, as apps do it: object streams, a GZIP stream, a writer flushed
 * per line, a data stream, the Files helpers and Properties, each phase on a file of its own and in
 * a method of its own, so the integration tests can check the call paths the agent records (the
 * app's frame, the layer it called, the JDK call). Prints what it read.
 *
 * <p>Usage: {@code LayeredIo DIR} (every phase) or {@code LayeredIo DIR objects N} (the object
 * streams' phase alone, with N records instead of 300: three reads of the file per record, so that
 * with enough of them the read through the ObjectInputStream is far the slowest thing the app does)
 * or {@code LayeredIo DIR raf-lines N} (N lines written, then read back by
 * RandomAccessFile.readLine: a read of the file per byte)
 */
public final class LayeredIo {
  static final int OBJECTS = 300;
  static final int LINES = 400;
  static final int INTS = 1000;

  private final Path dir;
  private final Transcript out = new Transcript();

  private LayeredIo(Path dir) {
    this.dir = dir;
  }

  public static void main(String[] args) throws Exception {
    Path dir = Paths.get(args[0]);
    Files.createDirectories(dir);
    LayeredIo app = new LayeredIo(dir);
    if (args.length == 1) {
      app.run();
    } else if (args.length == 3 && args[1].equals("objects")) {
      app.objects(Integer.parseInt(args[2]));
      app.out.print();
    } else if (args.length == 3 && args[1].equals("raf-lines")) {
      app.rafLines(Integer.parseInt(args[2]));
      app.out.print();
    } else {
      throw new IllegalArgumentException("usage: LayeredIo DIR [objects N | raf-lines N]");
    }
  }

  private void run() throws Exception {
    objects(OBJECTS);
    gzip();
    writerFlushedPerLine();
    dataStream();
    filesHelpers();
    properties();
    out.print();
  }

  private void objects(int records) throws Exception {
    Path f = dir.resolve("objects.bin");
    try (ObjectOutputStream o = new ObjectOutputStream(new FileOutputStream(f.toFile()))) {
      for (int i = 0; i < records; i++) {
        o.writeObject("record " + i);
      }
    }
    long length = 0;
    try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(f.toFile()))) {
      for (int i = 0; i < records; i++) {
        length += ((String) in.readObject()).length();
      }
    }
    out.add("objects", length);
  }

  /**
   * N lines of text written, then read back by RandomAccessFile.readLine: a read() of the file per
   * byte of every line.
   */
  private void rafLines(int lines) throws IOException {
    Path f = dir.resolve("lines-raf.txt");
    try (BufferedWriter w = Files.newBufferedWriter(f, StandardCharsets.US_ASCII)) {
      for (int i = 0; i < lines; i++) {
        w.write("line " + i + " of the file, read back one line at a time");
        w.newLine();
      }
    }
    out.add("raf-lines", readLines(f));
  }

  private static long readLines(Path f) throws IOException {
    long chars = 0;
    try (RandomAccessFile file = new RandomAccessFile(f.toFile(), "r")) {
      for (String line; (line = file.readLine()) != null; ) {
        chars += line.length();
      }
    }
    return chars;
  }

  private void gzip() throws IOException {
    Path f = dir.resolve("data.gz");
    try (OutputStream o = new GZIPOutputStream(new FileOutputStream(f.toFile()))) {
      for (int i = 0; i < 20_000; i++) {
        o.write(("line " + i + "\n").getBytes(StandardCharsets.US_ASCII));
      }
    }
    long read = 0;
    byte[] buf = new byte[8192];
    try (InputStream in = new GZIPInputStream(new FileInputStream(f.toFile()))) {
      for (int n; (n = in.read(buf)) > 0; ) {
        read += n;
      }
    }
    out.add("gzip", read);
  }

  private void writerFlushedPerLine() throws IOException {
    Path f = dir.resolve("journal.txt");
    try (Writer w = new BufferedWriter(new FileWriter(f.toFile()))) {
      for (int i = 0; i < LINES; i++) {
        w.write("event " + i + "\n");
        w.flush();
      }
    }
    out.add("journal", Files.size(f));
  }

  private void dataStream() throws IOException {
    Path f = dir.resolve("ints.bin");
    try (DataOutputStream d = new DataOutputStream(new FileOutputStream(f.toFile()))) {
      for (int i = 0; i < INTS; i++) {
        d.writeInt(i);
      }
    }
    out.add("ints", Files.size(f));
  }

  private void filesHelpers() throws IOException {
    Path f = dir.resolve("lines.txt");
    try (BufferedWriter w = Files.newBufferedWriter(f)) {
      for (int i = 0; i < LINES; i++) {
        w.write("line " + i);
        w.newLine();
      }
    }
    List<String> lines = Files.readAllLines(f);
    out.add("lines", lines.size());
  }

  private void properties() throws IOException {
    Path f = dir.resolve("app.properties");
    Properties p = new Properties();
    for (int i = 0; i < 50; i++) {
      p.setProperty("key." + i, "value " + i);
    }
    try (Writer w = new FileWriter(f.toFile())) {
      p.store(w, null);
    }
    Properties loaded = new Properties();
    try (Reader r = new FileReader(f.toFile())) {
      loaded.load(r);
    }
    out.add("properties", loaded.size());
  }
}
