package io.iobench.it;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/** Remembers where a started process's output goes, so tests can read it after it ends. */
final class Launched {
  private static final Map<Process, Info> INFO = new ConcurrentHashMap<>();

  private final ProcessBuilder builder;

  Launched(ProcessBuilder builder) {
    this.builder = builder;
  }

  Process start() throws IOException {
    Process p = builder.start();
    INFO.put(p, new Info(builder.redirectOutput().file(), builder.redirectError().file()));
    return p;
  }

  static Info info(Process p) {
    return INFO.get(p);
  }

  /**
   * Waits until the process has printed {@code text} on stdout, at most {@link
   * JavaRun#TIMEOUT_SECONDS}.
   */
  static void awaitOutput(Process p, String text) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(JavaRun.TIMEOUT_SECONDS);
    Path stdout = info(p).stdout.toPath();
    while (System.nanoTime() < deadline) {
      if (Files.readString(stdout).contains(text)) {
        return;
      }
      Thread.sleep(10);
    }
    throw new AssertionError("the app did not print " + text.strip());
  }

  static final class Info {
    final File stdout;
    final File stderr;

    Info(File stdout, File stderr) {
      this.stdout = stdout;
      this.stderr = stderr;
    }
  }
}
