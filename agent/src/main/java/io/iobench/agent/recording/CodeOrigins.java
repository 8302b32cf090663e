package io.iobench.agent.recording;

import io.iobench.format.KnownLibraries;
import java.io.File;
import java.net.URL;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whose code a class is, by where it was loaded from: a library's when its jar carries Maven
 * metadata ({@link MavenMetadata}), also a jar nested in a Spring Boot fat jar; the app's when it
 * comes from a directory, from the jar of the app's main class, or from a jar of the main jar's
 * Maven group (another module of the app). A class whose origin cannot be read (no code source, a
 * class loader's own URL scheme) is decided by its name, as before code sources were read.
 *
 * <p>Learned once per class ({@link ClassValue}) and once per code source: the first stack walk
 * that meets a jar reads its central directory and its {@code pom.properties} ({@link
 * JarDirectory}); every later walk looks it up.
 */
final class CodeOrigins {
  /** What a class's code source says of it. */
  static final class Origin {
    static final Origin APP = new Origin(Role.APP, null);
    static final Origin BY_NAME = new Origin(Role.BY_NAME, null);

    final Role role;

    /** A library's {@code groupId:artifactId:version}; null for the app's code and by name. */
    final String coordinates;

    private Origin(Role role, String coordinates) {
      this.role = role;
      this.coordinates = coordinates;
    }

    static Origin library(String coordinates) {
      return new Origin(Role.LIBRARY, coordinates);
    }
  }

  enum Role {
    APP,
    LIBRARY,
    BY_NAME
  }

  private final ClassValue<Origin> byClass =
      new ClassValue<Origin>() {
        @Override
        protected Origin computeValue(Class<?> type) {
          return originOf(type);
        }
      };

  private final ConcurrentHashMap<String, Origin> byLocation = new ConcurrentHashMap<>();

  /** The app's main jar and its Maven group, learned on the first use. */
  private volatile MainJar main;

  Origin of(Class<?> type) {
    return byClass.get(type);
  }

  private Origin originOf(Class<?> type) {
    CodeLocation location = locationOf(type);
    if (location == null) {
      return Origin.BY_NAME;
    }
    return byLocation.computeIfAbsent(location.key(), k -> classify(location));
  }

  private Origin classify(CodeLocation location) {
    switch (location.kind) {
      case DIRECTORY:
      case NESTED_DIRECTORY:
        return Origin.APP;
      case JAR:
      case NESTED_JAR:
        MainJar app = mainJar();
        if (app.isIt(location)) {
          return Origin.APP;
        }
        String coordinates = coordinatesOf(location);
        if (coordinates == null) {
          return Origin.BY_NAME;
        }
        return app.isOfItsGroup(coordinates) ? Origin.APP : Origin.library(coordinates);
      default:
        return Origin.BY_NAME;
    }
  }

  private MainJar mainJar() {
    MainJar m = main;
    if (m == null) {
      m = MainJar.find();
      main = m;
    }
    return m;
  }

  static CodeLocation locationOf(Class<?> type) {
    try {
      ProtectionDomain domain = type.getProtectionDomain();
      CodeSource source = domain == null ? null : domain.getCodeSource();
      URL url = source == null ? null : source.getLocation();
      return url == null ? null : CodeLocation.of(url);
    } catch (SecurityException e) {
      return null;
    }
  }

  static String coordinatesOf(CodeLocation location) {
    try {
      return MavenMetadata.coordinates(location);
    } catch (Exception e) {
      // Unreadable (removed, damaged, or a ZIP64 jar JarDirectory does not read): decided by name.
      return null;
    }
  }

  /**
   * The jar of the app's main class: the {@code -jar} file, or the jar the main class named by the
   * launch command was loaded from (not when that class is a known library's, a test runner's
   * launcher say).
   */
  static final class MainJar {
    static final MainJar NONE = new MainJar(null, null);

    private final String key;
    private final String group;

    private MainJar(String key, String group) {
      this.key = key;
      this.group = group;
    }

    boolean isIt(CodeLocation location) {
      return key != null && key.equals(location.key());
    }

    boolean isOfItsGroup(String coordinates) {
      return group != null && coordinates.startsWith(group + ":");
    }

    static MainJar find() {
      String command = System.getProperty("sun.java.command", "").trim();
      if (command.isEmpty()) {
        return NONE;
      }
      String first = command.split(" ")[0];
      CodeLocation location;
      if (first.endsWith(".jar")) {
        location = CodeLocation.of(new File(first).getAbsoluteFile().toURI().toString());
      } else {
        location = locationOfClass(first);
      }
      if (location == null
          || (location.kind != CodeLocation.Kind.JAR
              && location.kind != CodeLocation.Kind.NESTED_JAR)) {
        return NONE;
      }
      String coordinates = coordinatesOf(location);
      String group =
          coordinates == null ? null : coordinates.substring(0, coordinates.indexOf(':'));
      return new MainJar(location.key(), group);
    }

    private static CodeLocation locationOfClass(String name) {
      if (KnownLibraries.contains(name)) {
        return null;
      }
      try {
        return locationOf(Class.forName(name, false, ClassLoader.getSystemClassLoader()));
      } catch (ClassNotFoundException | LinkageError e) {
        return null;
      }
    }
  }
}
