package io.iobench.format;

import java.util.List;

/**
 * How a call path's frames are told apart and cut, the same for the agent's stack walks and for the
 * stack traces of a JDK Flight Recorder recording, so that both give a profile the same paths:
 * which classes are the JDK's and iobench's own (neither is ever the app's frame, see {@link
 * ProfileFields.CallPath#APP}), and how many frames a path keeps.
 */
public final class CallPathFrames {
  /**
   * Most frames a path keeps between the app's frame and the call; longer ones lose their middle.
   */
  public static final int MAX_FRAMES = 32;

  private static final List<String> JDK_PREFIXES =
      List.of("java.", "javax.", "jdk.", "sun.", "com.sun.");

  private static final List<String> IOBENCH_PREFIXES =
      List.of("io.iobench.agent.", "io.iobench.bootstrap.", "io.iobench.shaded.");

  private CallPathFrames() {}

  /** Whether a class (or a {@code class.method} frame) is the JDK's. */
  public static boolean isJdk(String className) {
    return startsWithAny(className, JDK_PREFIXES);
  }

  /** Whether a class is the agent's own, or a library shaded into it. */
  public static boolean isIobench(String className) {
    return startsWithAny(className, IOBENCH_PREFIXES);
  }

  /**
   * Whether a class is the app's when nobody named the app's packages: outside the JDK, iobench and
   * the {@link KnownLibraries}.
   */
  public static boolean isAppByDefault(String className) {
    return !isJdk(className) && !isIobench(className) && !KnownLibraries.contains(className);
  }

  /**
   * The frames given innermost first, outermost first: at most {@link #MAX_FRAMES} of them, the
   * outer and inner halves of a longer path around the {@linkplain ProfileFields.CallPath#ELIDED
   * elision mark}.
   */
  public static String[] outermostFirst(List<String> innerFirst) {
    int n = innerFirst.size();
    if (n <= MAX_FRAMES) {
      String[] out = new String[n];
      for (int i = 0; i < n; i++) {
        out[i] = innerFirst.get(n - 1 - i);
      }
      return out;
    }
    int half = MAX_FRAMES / 2;
    String[] out = new String[MAX_FRAMES + 1];
    for (int i = 0; i < half; i++) {
      out[i] = innerFirst.get(n - 1 - i);
      out[MAX_FRAMES - i] = innerFirst.get(i);
    }
    out[half] = ProfileFields.CallPath.ELIDED;
    return out;
  }

  private static boolean startsWithAny(String className, List<String> prefixes) {
    for (String prefix : prefixes) {
      if (className.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
