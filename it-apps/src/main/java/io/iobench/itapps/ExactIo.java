package io.iobench.itapps;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

/**
 * Calls every intercepted method a known number of times, each step on a file of its own, and
 * prints what the calls returned or threw. The integration tests assert the profile against the
 * counts in the comments and compare this program's output with and without the agent.
 *
 * <p>Usage: {@code ExactIo DIR}
 */
public final class ExactIo {
  private final Path dir;
  private final Transcript out = new Transcript();

  private ExactIo(Path dir) {
    this.dir = dir;
  }

  public static void main(String[] args) throws Exception {
    Path dir = Paths.get(args[0]);
    Files.createDirectories(dir);
    new ExactIo(dir).run();
  }

  private void run() throws Exception {
    fileInputStream();
    fileOutputStream();
    randomAccessFile();
    fileChannel();
    mapped();
    errors();
    nio2();
    System.out.println("stdout line");
    out.print();
  }

  private File file(String name, int size) throws IOException {
    Path p = dir.resolve(name);
    byte[] data = new byte[size];
    for (int i = 0; i < size; i++) {
      data[i] = (byte) (i * 31 + 7);
    }
    Files.write(p, data);
    return p.toFile();
  }

  private File text(String name, String content) throws IOException {
    Path p = dir.resolve(name);
    Files.write(p, content.getBytes(StandardCharsets.US_ASCII));
    return p.toFile();
  }

  private void fileInputStream() throws IOException {
    // fis-read-byte: read() x 1001 (1000 bytes + EOF)
    try (FileInputStream in = new FileInputStream(file("fis-read-byte.bin", 1000))) {
      long sum = 0;
      int b;
      while ((b = in.read()) >= 0) {
        sum += b;
      }
      out.add("fis-read-byte", sum);
    }
    // fis-read-array: read(byte[4096]) x 4 -> 4096, 4096, 1808, EOF
    try (FileInputStream in = new FileInputStream(file("fis-read-array.bin", 10_000))) {
      byte[] buf = new byte[4096];
      int n;
      long total = 0;
      while ((n = in.read(buf)) >= 0) {
        total += n;
      }
      out.add("fis-read-array", total);
    }
    // fis-read-range: read(buf, 10, 100) x 11 -> 10 x 100 + EOF
    try (FileInputStream in = new FileInputStream(file("fis-read-range.bin", 1000))) {
      byte[] buf = new byte[200];
      int n;
      long total = 0;
      while ((n = in.read(buf, 10, 100)) >= 0) {
        total += n;
      }
      out.add("fis-read-range", total);
    }
    // fis-skip: skip(100) x 3 = 300 bytes skipped, then read() x 1
    try (FileInputStream in = new FileInputStream(file("fis-skip.bin", 1000))) {
      long skipped = in.skip(100) + in.skip(100) + in.skip(100);
      out.add("fis-skip", skipped + ":" + in.read());
    }
    // fis-read-all-bytes: readAllBytes() x 1 = 5000 bytes, no read op
    try (FileInputStream in = new FileInputStream(file("fis-read-all-bytes.bin", 5000))) {
      out.add("fis-read-all-bytes", in.readAllBytes().length);
    }
    // fis-read-n-bytes: readNBytes(300) + readNBytes(buf, 0, 50) = 2 calls, 350 bytes
    try (FileInputStream in = new FileInputStream(file("fis-read-n-bytes.bin", 1000))) {
      int a = in.readNBytes(300).length;
      int b = in.readNBytes(new byte[64], 0, 50);
      out.add("fis-read-n-bytes", a + b);
    }
    // fis-transfer-to: transferTo(memory) + transferTo(file) = 2 calls, 6000 bytes; target
    // unrecorded
    try (FileInputStream in = new FileInputStream(file("fis-transfer-to.bin", 3000));
        FileInputStream in2 = new FileInputStream(dir.resolve("fis-transfer-to.bin").toFile());
        FileOutputStream target =
            new FileOutputStream(dir.resolve("fis-transfer-to.target").toFile())) {
      long a = in.transferTo(new ByteArrayOutputStream());
      long b = in2.transferTo(target);
      out.add("fis-transfer-to", a + b);
    }
  }

  private void fileOutputStream() throws IOException {
    // fos-write-byte: write(int) x 500 = 500 bytes
    try (FileOutputStream o = new FileOutputStream(dir.resolve("fos-write-byte.bin").toFile())) {
      for (int i = 0; i < 500; i++) {
        o.write(i);
      }
    }
    // fos-write-array: write(byte[1000]) x 7 = 7000 bytes
    try (FileOutputStream o = new FileOutputStream(dir.resolve("fos-write-array.bin").toFile())) {
      for (int i = 0; i < 7; i++) {
        o.write(new byte[1000]);
      }
    }
    // fos-write-range: write(b, 3, 10) x 9 = 90 bytes
    try (FileOutputStream o = new FileOutputStream(dir.resolve("fos-write-range.bin").toFile())) {
      for (int i = 0; i < 9; i++) {
        o.write(new byte[20], 3, 10);
      }
    }
    // fos-truncate: a new file (no truncate), reopened over its 1000 bytes (truncate x 1 = 1000
    // bytes), then for appending (no truncate); write x 3 = 1020 bytes
    File truncated = dir.resolve("fos-truncate.bin").toFile();
    try (FileOutputStream o = new FileOutputStream(truncated)) {
      o.write(new byte[1000]);
    }
    try (FileOutputStream o = new FileOutputStream(truncated)) {
      o.write(new byte[10]);
    }
    try (FileOutputStream o = new FileOutputStream(truncated, true)) {
      o.write(new byte[10]);
    }
    out.add("fos-truncate", truncated.length());
    out.add(
        "fos",
        Files.size(dir.resolve("fos-write-byte.bin"))
            + Files.size(dir.resolve("fos-write-array.bin"))
            + Files.size(dir.resolve("fos-write-range.bin")));
  }

  private void randomAccessFile() throws IOException {
    // raf-read: read() x 2 + read(byte[100]) x 1 + read(b, 0, 50) x 1 = 4 calls, 152 bytes
    // then seek(990) x 1, read(byte[100]) x 2 -> 10 bytes + EOF: read calls 6, bytes 162, eofs 1
    try (RandomAccessFile f = new RandomAccessFile(file("raf-read.bin", 1000), "r")) {
      int a = f.read() + f.read();
      int b = f.read(new byte[100]) + f.read(new byte[60], 0, 50);
      f.seek(990);
      int c = f.read(new byte[100]);
      int d = f.read(new byte[100]);
      out.add("raf-read", a + ":" + b + ":" + c + ":" + d);
    }
    // raf-read-fully: readFully(byte[100]) + readFully(b, 10, 20) = 2 calls, 120 bytes
    try (RandomAccessFile f = new RandomAccessFile(file("raf-read-fully.bin", 1000), "r")) {
      byte[] b = new byte[100];
      f.readFully(b);
      f.readFully(b, 10, 20);
      out.add("raf-read-fully", b[15]);
    }
    // raf-data: writeInt, writeLong, writeUTF("héllo") (2+6), writeBytes("abc"), writeChars("xy")
    //   = 5 writeData calls, 4 + 8 + 8 + 3 + 4 = 27 bytes; then write "line one\n" (write(byte[]) 9
    // bytes)
    // then seek(0) and readInt, readLong, readUTF = 3 readData method calls, 4 + 8 + 8 = 20 bytes,
    //   recorded as the reads they made: a read() per byte of readInt and readLong and of readUTF's
    //   length, and one readFully of its 6 bytes, up to JDK 17 (4 + 8 + 2 + 1 = 15 reads); one
    //   read each, and two for readUTF, from JDK 21 on (4 reads);
    //   skipBytes 1 call 7 bytes; readLine 1 call, 9 bytes in 9 reads; seek 1 call
    try (RandomAccessFile f = new RandomAccessFile(dir.resolve("raf-data.bin").toFile(), "rw")) {
      f.writeInt(42);
      f.writeLong(7L);
      f.writeUTF("h\u00e9llo");
      f.writeBytes("abc");
      f.writeChars("xy");
      f.write("line one\n".getBytes("US-ASCII"));
      f.seek(0);
      int i = f.readInt();
      long l = f.readLong();
      String s = f.readUTF();
      int skipped = f.skipBytes(7);
      String line = f.readLine();
      out.add("raf-data", i + ":" + l + ":" + s + ":" + skipped + ":" + line);
    }
    // raf-lines: readLine of "alpha\n" (6 bytes), "be\r\n" (4), "\n" (1), "gamma" at the end of
    //   the file (5), then null: 5 readLine calls, 16 bytes, a read() per byte and one at each end
    //   of the file = 18 reads, 2 of them EOF
    try (RandomAccessFile f =
        new RandomAccessFile(text("raf-lines.txt", "alpha\nbe\r\n\ngamma"), "r")) {
      StringBuilder lines = new StringBuilder();
      String line;
      while ((line = f.readLine()) != null) {
        lines.append('[').append(line).append(']');
      }
      out.add("raf-lines", lines);
    }
    // raf-values: readBoolean, readByte, readUnsignedByte, readShort, readUnsignedShort, readChar,
    //   readInt, readFloat, readLong, readDouble = 10 readData method calls, 1 + 1 + 1 + 2 + 2 + 2
    // + 4
    //   + 4 + 8 + 8 = 33 bytes: a read() per byte up to JDK 17 (33 reads), one read per value from
    //   JDK 21 on (10 reads)
    try (RandomAccessFile f = new RandomAccessFile(file("raf-values.bin", 64), "r")) {
      out.add(
          "raf-values",
          f.readBoolean()
              + ":"
              + f.readByte()
              + ":"
              + f.readUnsignedByte()
              + ":"
              + f.readShort()
              + ":"
              + f.readUnsignedShort()
              + ":"
              + (int) f.readChar()
              + ":"
              + f.readInt()
              + ":"
              + f.readFloat()
              + ":"
              + f.readLong()
              + ":"
              + f.readDouble());
    }
    // raf-write: write(int) x 3 + write(byte[10]) + write(b, 1, 5) = 5 calls, 18 bytes; setLength 1
    try (RandomAccessFile f = new RandomAccessFile(dir.resolve("raf-write.bin").toFile(), "rw")) {
      f.write(1);
      f.write(2);
      f.write(3);
      f.write(new byte[10]);
      f.write(new byte[10], 1, 5);
      f.setLength(100);
      out.add("raf-write", f.length());
    }
  }

  private void fileChannel() throws IOException {
    // fc-read: read(heap 1000) x 3 (1000, 500, EOF) -> 3 calls, 1500 bytes, heap 3
    // then position(0) x 1 and read(direct 700) x 3 (700, 700, 100) -> 6 read calls total, 3000
    // bytes,
    // direct 3
    Path p = file("fc-read.bin", 1500).toPath();
    try (FileChannel ch = FileChannel.open(p)) {
      ByteBuffer heap = ByteBuffer.allocate(1000);
      long total = 0;
      int n;
      while ((n = ch.read(heap)) >= 0) {
        total += n;
        heap.clear();
      }
      ch.position(0);
      ByteBuffer direct = ByteBuffer.allocateDirect(700);
      for (int i = 0; i < 3; i++) {
        total += ch.read(direct);
        direct.clear();
      }
      out.add("fc-read", total);
    }
    // fc-scatter: read(ByteBuffer[]{100, 200}) x 1 = 300 bytes; read(bb, 1000) positional x 2 (100
    // each)
    try (FileChannel ch = FileChannel.open(file("fc-scatter.bin", 2000).toPath())) {
      long a = ch.read(new ByteBuffer[] {ByteBuffer.allocate(100), ByteBuffer.allocate(200)});
      int b = ch.read(ByteBuffer.allocate(100), 1000) + ch.read(ByteBuffer.allocate(100), 1100);
      out.add("fc-scatter", a + ":" + b);
    }
    // fc-write: write(heap 100) x 2, write(direct 50) x 1 -> 3 calls 250 bytes;
    // gather write(ByteBuffer[]{10, 20}) x 1 = 30; positional write(bb 40, 0) x 1 = 40;
    // force(true) x 1, truncate(200) x 1
    try (FileChannel ch =
        FileChannel.open(
            dir.resolve("fc-write.bin"),
            StandardOpenOption.CREATE,
            StandardOpenOption.WRITE,
            StandardOpenOption.READ,
            StandardOpenOption.TRUNCATE_EXISTING)) {
      ch.write(ByteBuffer.allocate(100));
      ch.write(ByteBuffer.allocate(100));
      ByteBuffer direct = ByteBuffer.allocateDirect(50);
      ch.write(direct);
      ch.write(new ByteBuffer[] {ByteBuffer.allocate(10), ByteBuffer.allocate(20)});
      ch.write(ByteBuffer.allocate(40), 0);
      ch.force(true);
      ch.truncate(200);
      out.add("fc-write", ch.size());
    }
    // fc-transfer: transferTo(0, 4000, target) 1 call; target.transferFrom(source, 0, 4000) 1 call
    Path src = file("fc-transfer.bin", 4000).toPath();
    try (FileChannel from = FileChannel.open(src);
        FileChannel to =
            FileChannel.open(
                dir.resolve("fc-transfer.target"),
                StandardOpenOption.CREATE,
                StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
      long a = from.transferTo(0, 4000, to);
      from.position(0);
      long b;
      try (FileChannel to2 =
          FileChannel.open(
              dir.resolve("fc-transfer-from.target"),
              StandardOpenOption.CREATE,
              StandardOpenOption.WRITE,
              StandardOpenOption.TRUNCATE_EXISTING)) {
        b = to2.transferFrom(from, 0, 4000);
      }
      out.add("fc-transfer", a + ":" + b);
    }
  }

  private void mapped() throws IOException {
    // mapped.bin: map(READ_WRITE, 0, 8192) x 1, map(READ_ONLY, 0, 4096) x 1; force() x 2; load() x
    // 1
    Path p = file("mapped.bin", 8192).toPath();
    try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      MappedByteBuffer rw = ch.map(FileChannel.MapMode.READ_WRITE, 0, 8192);
      MappedByteBuffer ro = ch.map(FileChannel.MapMode.READ_ONLY, 0, 4096);
      rw.put(0, (byte) 1);
      rw.force();
      rw.force();
      ro.load();
      out.add("mapped", ro.get(0) + ":" + rw.capacity());
    }
  }

  private void errors() throws IOException {
    // err-closed: read() on a closed stream -> 1 call, 1 error
    FileInputStream in = new FileInputStream(file("err-closed.bin", 10));
    in.close();
    try {
      in.read();
      out.add("err-closed", "no exception");
    } catch (IOException e) {
      out.add("err-closed", e.getClass().getName() + ": " + e.getMessage());
    }
    // err-read-fully: readFully(byte[20]) on 10 bytes -> 1 call, 1 error, 10 bytes
    try (RandomAccessFile f = new RandomAccessFile(file("err-read-fully.bin", 10), "r")) {
      f.readFully(new byte[20]);
      out.add("err-read-fully", "no exception");
    } catch (IOException e) {
      out.add("err-read-fully", e.getClass().getName());
    }
    // err-channel: read on a closed channel -> 1 call, 1 error
    FileChannel ch = FileChannel.open(file("err-channel.bin", 10).toPath());
    ch.close();
    try {
      ch.read(ByteBuffer.allocate(10));
      out.add("err-channel", "no exception");
    } catch (IOException e) {
      out.add("err-channel", e.getClass().getName());
    }
    // err-interrupt: read on an interruptible channel with the interrupt flag set
    try (FileChannel c = FileChannel.open(file("err-interrupt.bin", 10).toPath())) {
      Thread.currentThread().interrupt();
      c.read(ByteBuffer.allocate(10));
      out.add("err-interrupt", "no exception");
    } catch (IOException e) {
      out.add("err-interrupt", e.getClass().getName() + " interrupted=" + Thread.interrupted());
    }
  }

  private void nio2() throws IOException {
    // nio2-read-all: Files.readAllBytes -> FileChannel read calls, call site via Files.readAllBytes
    Path p = file("nio2-read-all.bin", 3000).toPath();
    out.add("nio2-read-all", Files.readAllBytes(p).length);
    // nio2-stream: Files.newInputStream(p).read(byte[1000]) x 1
    try (InputStream in = Files.newInputStream(file("nio2-stream.bin", 3000).toPath())) {
      out.add("nio2-stream", in.read(new byte[1000]));
    }
  }
}
