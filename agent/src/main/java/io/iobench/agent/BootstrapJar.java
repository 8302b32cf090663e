package io.iobench.agent;

import java.io.IOException;
import java.io.InputStream;
import java.lang.instrument.Instrumentation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.jar.JarFile;

/**
 * Appends the embedded bootstrap jar (dispatcher and guard) to the boot class path. Advice inlined
 * into java.base can only reach classes the boot loader sees.
 */
final class BootstrapJar {
  static final String RESOURCE = "/META-INF/iobench/iobench-bootstrap.jar";
  private static final String PROBE_CLASS = "io.iobench.bootstrap.IoDispatch";

  private BootstrapJar() {}

  static void append(Instrumentation inst) throws IOException {
    if (alreadyOnBootClassPath()) {
      return;
    }
    Path jar = Files.createTempFile("iobench-bootstrap-", ".jar");
    jar.toFile().deleteOnExit();
    try (InputStream in = IobenchAgent.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IOException("the agent jar has no " + RESOURCE);
      }
      Files.copy(in, jar, StandardCopyOption.REPLACE_EXISTING);
    }
    try (JarFile appended = new JarFile(jar.toFile())) {
      inst.appendToBootstrapClassLoaderSearch(appended);
    }
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
