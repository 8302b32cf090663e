package io.iobench.agent;

import java.io.IOException;
import java.io.InputStream;
import java.lang.instrument.Instrumentation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.jar.JarFile;
import java.util.zip.CRC32;

/**
 * Appends the embedded bootstrap jar (dispatcher and guard) to the boot class path. Advice inlined
 * into java.base can only reach classes the boot loader sees.
 *
 * <p>With a cache folder the jar is kept there, named by its checksum, and used again by every
 * later JVM whose agent carries the same bytes: a short-lived JVM then writes no file at its start.
 * Without one it goes to a file of its own in the temporary folder, named without {@code
 * Files.createTempFile}, whose random names cost a start the loading of the JDK's security
 * providers.
 */
final class BootstrapJar {
  static final String RESOURCE = "/META-INF/iobench/iobench-bootstrap.jar";
  private static final String PROBE_CLASS = "io.iobench.bootstrap.IoDispatch";

  /** Names tried for a file of this JVM's own in the temporary folder before giving up. */
  private static final int TEMPORARY_NAMES = 16;

  private BootstrapJar() {}

  static void append(Instrumentation inst, Path cacheDir) throws IOException {
    if (alreadyOnBootClassPath()) {
      return;
    }
    byte[] bytes = embedded();
    Path kept = cacheDir == null ? null : kept(cacheDir, bytes);
    if (kept != null) {
      appendJar(inst, kept);
      return;
    }
    Path jar = temporary(bytes);
    jar.toFile().deleteOnExit();
    appendJar(inst, jar);
    // The VM opened the jar when it was appended and keeps it open, so on a system that lets an
    // open file be deleted it goes now: deleteOnExit alone left one behind for every app that was
    // killed or halted rather than exited.
    if (alreadyOnBootClassPath()) {
      try {
        Files.deleteIfExists(jar);
      } catch (IOException inUse) {
        // Windows does not delete an open file: deleteOnExit tries again at exit.
      }
    }
  }

  private static void appendJar(Instrumentation inst, Path jar) throws IOException {
    try (JarFile appended = new JarFile(jar.toFile())) {
      inst.appendToBootstrapClassLoaderSearch(appended);
    }
  }

  private static byte[] embedded() throws IOException {
    try (InputStream in = IobenchAgent.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IOException("the agent jar has no " + RESOURCE);
      }
      return in.readAllBytes();
    }
  }

  /**
   * The jar kept in {@code dir} with exactly {@code bytes}, written there first if it is not; null
   * where the folder cannot hold it or a file of that name is not this user's alone or holds other
   * bytes (the JVM's boot classes are never read from such a file).
   */
  static Path kept(Path dir, byte[] bytes) {
    CRC32 crc = new CRC32();
    crc.update(bytes);
    Path file = dir.resolve("bootstrap-" + Long.toHexString(crc.getValue()) + ".jar");
    try {
      if (!Files.isRegularFile(file)) {
        CacheFiles.replace(file, out -> out.write(bytes));
      }
      if (CacheFiles.ownedByThisUserAlone(file) && Arrays.equals(Files.readAllBytes(file), bytes)) {
        return file;
      }
    } catch (IOException | RuntimeException e) {
      // The temporary folder serves instead.
    }
    return null;
  }

  private static Path temporary(byte[] bytes) throws IOException {
    Path dir = Paths.get(System.getProperty("java.io.tmpdir"));
    String stem = "iobench-bootstrap-" + ProcessId.current() + "-";
    IOException last = null;
    for (int i = 0; i < TEMPORARY_NAMES; i++) {
      Path jar = dir.resolve(stem + Long.toHexString(System.nanoTime()) + ".jar");
      // CREATE_NEW fails on any file or link already there: nobody else's file is written.
      try {
        Files.write(jar, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        return jar;
      } catch (java.nio.file.FileAlreadyExistsException taken) {
        last = taken;
      }
    }
    throw new IOException("no free name for the bootstrap jar in " + dir, last);
  }

  /** A second -javaagent or a later attach finds the classes there already. */
  private static boolean alreadyOnBootClassPath() {
    try {
      Class.forName(PROBE_CLASS, false, null);
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
