package io.iobench.it;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The JDKs the agent is tested on: 11 and 21 from the cache filled by scripts/fetch-jdks.sh (run by
 * the build before the integration tests), 17 and 25 found beside the build JDK. In CI a missing
 * runtime fails the build; on a developer machine it skips that JDK with a message.
 */
public final class JdkMatrix {
  public static final int[] FEATURES = {11, 17, 21, 25};

  /** The method source of a test run on every JDK of the matrix: {@link #all()}. */
  public static final String ALL = "io.iobench.it.JdkMatrix#all";

  private static final Pattern JAVA_VERSION = Pattern.compile("JAVA_VERSION=\"(\\d+)");

  private JdkMatrix() {}

  public static Stream<Jdk> all() {
    List<Jdk> found = new ArrayList<>();
    for (int feature : FEATURES) {
      Optional<Jdk> jdk = find(feature);
      if (jdk.isPresent()) {
        found.add(jdk.get());
      } else if (isCi()) {
        fail(
            "JDK "
                + feature
                + " not found: scripts/fetch-jdks.sh fetches 11 and 21; 17 and 25 are looked for"
                + " beside the build JDK (or set JAVA"
                + feature
                + "_HOME)");
      } else {
        System.err.println(
            "[JdkMatrix] JDK " + feature + " not found; its tests are skipped on this machine");
      }
    }
    return found.stream();
  }

  /** The build JDK, always present. */
  public static Jdk current() {
    return new Jdk(Runtime.version().feature(), Paths.get(System.getProperty("java.home")));
  }

  public static Jdk require(int feature) {
    Optional<Jdk> jdk = find(feature);
    if (jdk.isEmpty() && isCi()) {
      fail("JDK " + feature + " not found");
    }
    Assumptions.assumeTrue(jdk.isPresent(), "JDK " + feature + " not found on this machine");
    return jdk.get();
  }

  static boolean isCi() {
    return "true".equalsIgnoreCase(System.getenv("CI"));
  }

  static Optional<Jdk> find(int feature) {
    String env = System.getenv("JAVA" + feature + "_HOME");
    if (env != null && !env.isEmpty()) {
      return usable(new Jdk(feature, Paths.get(env)));
    }
    if (Runtime.version().feature() == feature) {
      return Optional.of(current());
    }
    String cache = System.getProperty("iobench.jdk.cache");
    if (cache != null) {
      Optional<Jdk> cached = usable(new Jdk(feature, Paths.get(cache, "jdk-" + feature)));
      if (cached.isPresent()) {
        return cached;
      }
    }
    return besideBuildJdk(feature);
  }

  /**
   * JDKs installed side by side (as distributions do) carry a release file naming their version.
   */
  private static Optional<Jdk> besideBuildJdk(int feature) {
    Path parent = Paths.get(System.getProperty("java.home")).toAbsolutePath().getParent();
    if (parent == null) {
      return Optional.empty();
    }
    try (Stream<Path> siblings = Files.list(parent)) {
      return siblings
          .sorted()
          .filter(dir -> releaseFeature(dir) == feature)
          .map(dir -> new Jdk(feature, dir))
          .filter(Jdk::isUsable)
          .findFirst();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static int releaseFeature(Path dir) {
    Path release = dir.resolve("release");
    if (!Files.isRegularFile(release)) {
      return -1;
    }
    try {
      Matcher m = JAVA_VERSION.matcher(Files.readString(release));
      return m.find() ? Integer.parseInt(m.group(1)) : -1;
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
  }

  private static Optional<Jdk> usable(Jdk jdk) {
    return jdk.isUsable() ? Optional.of(jdk) : Optional.empty();
  }
}
