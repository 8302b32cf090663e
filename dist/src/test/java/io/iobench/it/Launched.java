package io.iobench.it;

import java.io.File;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

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

  static final class Info {
    final File stdout;
    final File stderr;

    Info(File stdout, File stderr) {
      this.stdout = stdout;
      this.stderr = stderr;
    }
  }
}
