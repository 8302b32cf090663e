package io.iobench.agent.recording;

import io.iobench.format.CallPathFrames;
import io.iobench.format.KnownLibraries;
import java.util.List;

/**
 * What a stack frame's class is: the agent's own, the JDK's, the app's, or else a library's. The
 * app's are the classes under the {@code app=} option's packages, or by default every class outside
 * the JDK and the {@link KnownLibraries}.
 */
final class FrameRoles {
  private final String[] appPackages;

  /**
   * @param appPackages package or class names; empty for the default
   */
  FrameRoles(List<String> appPackages) {
    this.appPackages = appPackages.toArray(new String[0]);
    // Loaded now, not by the first walk that meets a frame outside the JDK.
    KnownLibraries.contains("");
  }

  static boolean isAgent(String className) {
    return CallPathFrames.isIobench(className);
  }

  static boolean isJdk(String className) {
    return CallPathFrames.isJdk(className);
  }

  boolean isApp(String className) {
    if (isJdk(className) || isAgent(className)) {
      return false;
    }
    if (appPackages.length == 0) {
      return !KnownLibraries.contains(className);
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
}
