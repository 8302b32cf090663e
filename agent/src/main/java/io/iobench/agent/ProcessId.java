package io.iobench.agent;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * This JVM's process id. {@code ProcessHandle.current()} initializes the JDK's process support
 * (about 10 ms of every observed JVM's start); on Linux the name {@code /proc/self} links to is the
 * same number, read in a tenth of a millisecond.
 */
public final class ProcessId {
  private static final Path PROC_SELF = Paths.get("/proc/self");

  private static long pid;

  private ProcessId() {}

  public static synchronized long current() {
    if (pid == 0) {
      pid = read();
    }
    return pid;
  }

  private static long read() {
    try {
      if (Files.isSymbolicLink(PROC_SELF)) {
        return Long.parseLong(Files.readSymbolicLink(PROC_SELF).toString());
      }
    } catch (Exception | LinkageError e) {
      // Not Linux, or /proc is not mounted: the JDK's way serves.
    }
    return ProcessHandle.current().pid();
  }
}
