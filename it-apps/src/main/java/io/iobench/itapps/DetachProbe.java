package io.iobench.itapps;

import java.io.FileInputStream;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Looks at what an agent attached and stopped leaves behind: the bytecode of the JDK's file
 * classes, the threads, the heap.
 *
 * <p>The app: creates COUNT small files in DIR/files, prints "ready", reads every file once when
 * DIR/go-read-1 appears (then prints "read 1"), only the first one on DIR/go-read-2 ("read 2"), and
 * exits when DIR/go-exit appears.
 *
 * <p>The look: a test loads this class's jar as an agent ({@code Agent-Class}) with the name of a
 * phase as its argument; it prints one line per JDK file class, {@code PHASE CLASS SHA-256} of the
 * class's code as the JVM would install it now, then {@code PHASE threads NAMES} (iobench's) and
 * {@code PHASE heap BYTES}. The JVM hands a class being retransformed to each agent in the order
 * the agents were loaded, so an agent loaded after iobench sees iobench's work and one loaded
 * before would not: that is why each look is loaded afresh, and sees the class as every agent
 * before it leaves it. It changes nothing. What it hashes is the methods' instructions ({@link
 * BytecodeListing}), not the class file's bytes: a retransformed class's constant pool is the merge
 * of its versions', so its bytes differ where its code does not.
 *
 * <p>Usage: {@code DetachProbe DIR COUNT}
 */
public final class DetachProbe {
  private static final String[] CLASSES = {
    "java.io.FileInputStream",
    "java.io.InputStream",
    "java.io.FileOutputStream",
    "java.io.RandomAccessFile",
    "sun.nio.ch.FileChannelImpl",
    "java.nio.MappedByteBuffer"
  };

  private DetachProbe() {}

  public static void agentmain(String phase, Instrumentation inst) throws Exception {
    List<Class<?>> classes = new ArrayList<>();
    for (String name : CLASSES) {
      classes.add(Class.forName(name));
    }
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, String> e : bytecodeHashes(inst, classes).entrySet()) {
      out.append(phase).append(' ').append(e.getKey()).append(' ').append(e.getValue());
      out.append('\n');
    }
    out.append(phase).append(" threads").append(iobenchThreads()).append('\n');
    out.append(phase).append(" heap ").append(heapUsed()).append('\n');
    synchronized (System.out) {
      System.out.print(out);
      System.out.flush();
    }
  }

  public static void main(String[] args) throws Exception {
    Path dir = Paths.get(args[0]);
    int count = Integer.parseInt(args[1]);
    Path files = dir.resolve("files");
    Files.createDirectories(files);
    for (int i = 0; i < count; i++) {
      Path f = files.resolve("f" + i + ".dat");
      if (!Files.exists(f)) {
        Files.write(f, new byte[64]);
      }
    }
    System.out.println("ready");
    System.out.flush();
    byte[] buf = new byte[128];
    for (int pass = 1; pass <= 2; pass++) {
      PhasedIo.awaitGo(dir.resolve("go-read-" + pass));
      for (int i = 0; i < (pass == 1 ? count : 1); i++) {
        try (FileInputStream in = new FileInputStream(files.resolve("f" + i + ".dat").toFile())) {
          in.read(buf);
        }
      }
      System.out.println("read " + pass);
      System.out.flush();
    }
    PhasedIo.awaitGo(dir.resolve("go-exit"));
  }

  private static Map<String, String> bytecodeHashes(Instrumentation inst, List<Class<?>> classes)
      throws Exception {
    Map<String, String> hashes = new LinkedHashMap<>();
    ClassFileTransformer look =
        new ClassFileTransformer() {
          @Override
          public byte[] transform(
              ClassLoader loader,
              String name,
              Class<?> redefined,
              ProtectionDomain domain,
              byte[] bytes) {
            if (redefined != null && classes.contains(redefined)) {
              hashes.put(redefined.getName(), sha256(BytecodeListing.of(bytes)));
            }
            return null;
          }
        };
    inst.addTransformer(look, true);
    try {
      inst.retransformClasses(classes.toArray(new Class<?>[0]));
    } finally {
      inst.removeTransformer(look);
    }
    return hashes;
  }

  private static String sha256(String text) {
    try {
      StringBuilder hex = new StringBuilder();
      byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
      for (byte b : MessageDigest.getInstance("SHA-256").digest(bytes)) {
        hex.append(String.format("%02x", b));
      }
      return hex.toString();
    } catch (Exception e) {
      return "unavailable: " + e;
    }
  }

  private static String iobenchThreads() {
    StringBuilder names = new StringBuilder();
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (t.getName().toLowerCase().contains("iobench")) {
        names.append(' ').append(t.getName());
      }
    }
    return names.toString();
  }

  private static long heapUsed() {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }
}
