package io.iobench.agent.recording;

import io.iobench.format.CallPathFrames;
import io.iobench.format.KnownLibraries;
import java.util.List;

/**
 * Whether a stack frame's class is the app's: under the {@code app=} option's packages, or by
 * default every class outside the JDK, iobench and the {@link KnownLibraries} ({@link
 * CallPathFrames}, which also tells the JDK's and iobench's own frames).
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
}
