package io.iobench.agent.recording;

import io.iobench.format.CallPathFrames;
import io.iobench.format.KnownLibraries;
import java.util.List;

/**
 * Whether a stack frame's class is the app's: under the {@code app=} option's packages; by default
 * outside the JDK, iobench and the {@link KnownLibraries}, and not loaded from a library's jar
 * ({@link CodeOrigins}). {@link CallPathFrames} tells the JDK's and iobench's own frames.
 */
final class FrameRoles {
  private final String[] appPackages;
  private final CodeOrigins origins = new CodeOrigins();

  /**
   * @param appPackages package or class names; empty for the default
   */
  FrameRoles(List<String> appPackages) {
    this.appPackages = appPackages.toArray(new String[0]);
    // Loaded now, not by the first walk that meets a frame outside the JDK.
    KnownLibraries.contains("");
  }

  /** By the class's name alone: what a recording without classes (a JFR stack trace) can tell. */
  boolean isApp(String className) {
    if (appPackages.length == 0) {
      return CallPathFrames.isAppByDefault(className);
    }
    if (CallPathFrames.isJdk(className) || CallPathFrames.isIobench(className)) {
      return false;
    }
    for (String name : appPackages) {
      if (className.startsWith(name)
          && (className.length() == name.length()
              || className.charAt(name.length()) == '.'
              || className.charAt(name.length()) == '$')) {
        return true;
      }
    }
    return false;
  }

  /** By the class's name and, without the app option, by where it was loaded from. */
  boolean isApp(Class<?> type) {
    String name = type.getName();
    if (!isApp(name)) {
      return false;
    }
    return appPackages.length > 0 || origins.of(type).role != CodeOrigins.Role.LIBRARY;
  }

  /** The Maven coordinates of the library jar a class came from, or null. */
  String libraryOf(Class<?> type) {
    if (CallPathFrames.isJdk(type.getName())) {
      return null;
    }
    return origins.of(type).coordinates;
  }
}
