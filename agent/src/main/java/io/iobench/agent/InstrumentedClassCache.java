package io.iobench.agent;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.CRC32;

/**
 * The bytes Byte Buddy made of the JDK's file classes, kept on disk for the next JVM on the same
 * JDK with the same agent. Making them is most of the agent's start (Byte Buddy's agent builder and
 * advice: about a thousand classes, all of them run cold); a build or a test suite starts many
 * JVMs, and only the first of them on a JDK pays it.
 *
 * <p>A class's bytes are used only for the very bytes they were made from (kept beside them and
 * compared whole), by the same JDK (its home and version) and the same agent jar (the names and
 * checksums of all its entries). Anything else, a file that cannot be read or is not the current
 * user's alone, is a miss: Byte Buddy makes the bytes as it always did. The file is replaced whole
 * (written aside, then moved), so JVMs starting together never read half of one.
 */
final class InstrumentedClassCache {
  private static final String MAGIC = "iobench instrumented JDK classes 1";

  /** Variants kept per class: its bytes as loaded and as the JVM gives them back to retransform. */
  private static final int VARIANTS_PER_CLASS = 4;

  private final Path file;
  private final String identity;
  private final Consumer<String> errorLine;
  private final Map<String, List<byte[][]>> entries = new LinkedHashMap<>();
  private boolean changed;

  private InstrumentedClassCache(Path file, String identity, Consumer<String> errorLine) {
    this.file = file;
    this.identity = identity;
    this.errorLine = errorLine;
  }

  /** A cache that keeps nothing: {@code cache=off}, or no agent jar to name the bytes by. */
  static InstrumentedClassCache none() {
    return new InstrumentedClassCache(null, null, line -> {});
  }

  /**
   * The cache in {@code dir} for this JDK and the agent jar {@code agentJar}, with what an earlier
   * JVM left there; {@link #none()} when {@code dir} is null or {@code agentJar} is not a jar.
   */
  static InstrumentedClassCache open(Path dir, Path agentJar, Consumer<String> errorLine) {
    if (dir == null) {
      return none();
    }
    String agent = agentJarIdentity(agentJar);
    if (agent == null) {
      return none();
    }
    String identity =
        System.getProperty("java.home")
            + "|"
            + System.getProperty("java.vm.version")
            + "|"
            + System.getProperty("java.runtime.version")
            + "|"
            + agent;
    return at(CacheFiles.named(dir, "jdk-classes-", identity, ".bin"), identity, errorLine);
  }

  /** The cache kept in {@code file} for {@code identity}, with what the file holds for it. */
  static InstrumentedClassCache at(Path file, String identity, Consumer<String> errorLine) {
    InstrumentedClassCache cache = new InstrumentedClassCache(file, identity, errorLine);
    cache.read();
    return cache;
  }

  boolean isEnabled() {
    return file != null;
  }

  /** The bytes made before from exactly {@code original}, or null. */
  synchronized byte[] get(String internalName, byte[] original) {
    List<byte[][]> variants = entries.get(internalName);
    if (variants != null) {
      for (byte[][] v : variants) {
        if (Arrays.equals(v[0], original)) {
          return v[1];
        }
      }
    }
    return null;
  }

  /** Keeps {@code made}, the bytes Byte Buddy made of {@code original}, for {@link #save}. */
  synchronized void put(String internalName, byte[] original, byte[] made) {
    if (file == null || get(internalName, original) != null) {
      return;
    }
    List<byte[][]> variants = entries.computeIfAbsent(internalName, k -> new ArrayList<>());
    if (variants.size() == VARIANTS_PER_CLASS) {
      variants.remove(0);
    }
    variants.add(new byte[][] {original.clone(), made.clone()});
    changed = true;
  }

  /** Writes the cache if {@link #put} added to it; a failure costs one line and nothing else. */
  synchronized void save() {
    if (file == null || !changed) {
      return;
    }
    changed = false;
    try {
      CacheFiles.replace(
          file,
          raw -> {
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw));
            out.writeUTF(MAGIC);
            out.writeUTF(identity);
            out.writeInt(entries.size());
            for (Map.Entry<String, List<byte[][]>> e : entries.entrySet()) {
              out.writeUTF(e.getKey());
              out.writeInt(e.getValue().size());
              for (byte[][] v : e.getValue()) {
                writeBytes(out, v[0]);
                writeBytes(out, v[1]);
              }
            }
            out.flush();
          });
    } catch (IOException | RuntimeException e) {
      errorLine.accept(
          "iobench: could not keep the instrumented JDK classes in "
              + file.getParent()
              + " ("
              + e
              + "); the next JVM makes them again");
    }
  }

  private void read() {
    if (!Files.isRegularFile(file) || !CacheFiles.ownedByThisUserAlone(file)) {
      return;
    }
    try (InputStream raw = Files.newInputStream(file);
        DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 1 << 16))) {
      if (!MAGIC.equals(in.readUTF()) || !identity.equals(in.readUTF())) {
        return;
      }
      Map<String, List<byte[][]>> read = new LinkedHashMap<>();
      int classes = in.readInt();
      for (int c = 0; c < classes; c++) {
        String name = in.readUTF();
        int variants = in.readInt();
        if (variants < 0 || variants > VARIANTS_PER_CLASS) {
          return;
        }
        List<byte[][]> list = new ArrayList<>();
        for (int v = 0; v < variants; v++) {
          list.add(new byte[][] {readBytes(in), readBytes(in)});
        }
        read.put(name, list);
      }
      entries.putAll(read);
    } catch (IOException | RuntimeException e) {
      // A truncated or foreign file is a miss; the next save replaces it.
    }
  }

  private static void writeBytes(DataOutputStream out, byte[] bytes) throws IOException {
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  private static byte[] readBytes(DataInputStream in) throws IOException {
    int length = in.readInt();
    if (length < 0 || length > (1 << 24)) {
      throw new IOException("not a cache file");
    }
    byte[] bytes = new byte[length];
    in.readFully(bytes);
    return bytes;
  }

  /**
   * The agent jar's central directory, the names, sizes and checksums of all its entries: any
   * change to a class of it changes this. Read raw (its end record gives where it is), not by
   * listing the entries, which would cost the start more than the rest of the cache.
   */
  private static String agentJarIdentity(Path jar) {
    try {
      if (!Files.isRegularFile(jar)) {
        return null;
      }
      try (FileChannel in = FileChannel.open(jar, StandardOpenOption.READ)) {
        long size = in.size();
        int tail = (int) Math.min(size, END_RECORD + 0xFFFF);
        ByteBuffer end = read(in, size - tail, tail);
        for (int at = tail - END_RECORD; at >= 0; at--) {
          if (end.getInt(at) == END_SIGNATURE) {
            long length = end.getInt(at + 12) & 0xFFFFFFFFL;
            long offset = end.getInt(at + 16) & 0xFFFFFFFFL;
            if (offset + length > size || length > (1 << 26)) {
              return null; // a ZIP64 jar, or not a jar
            }
            CRC32 crc = new CRC32();
            crc.update(read(in, offset, (int) length));
            return "jar " + size + " " + length + " " + Long.toHexString(crc.getValue());
          }
        }
        return null;
      }
    } catch (Exception e) {
      return null;
    }
  }

  private static final int END_SIGNATURE = 0x06054b50;
  private static final int END_RECORD = 22;

  private static ByteBuffer read(FileChannel in, long position, int length) throws IOException {
    ByteBuffer buffer = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
    while (buffer.hasRemaining()) {
      if (in.read(buffer, position + buffer.position()) < 0) {
        throw new IOException("the jar ends early");
      }
    }
    return buffer.flip();
  }
}
