package io.iobench.it;

import java.nio.file.Files;
import java.nio.file.Path;

/** One Java runtime of the test matrix. */
public final class Jdk {
  public final int feature;
  public final Path home;

  Jdk(int feature, Path home) {
    this.feature = feature;
    this.home = home;
  }

  public Path java() {
    return home.resolve("bin").resolve("java");
  }

  boolean isUsable() {
    return Files.isExecutable(java());
  }

  @Override
  public String toString() {
    return "JDK " + feature;
  }
}
