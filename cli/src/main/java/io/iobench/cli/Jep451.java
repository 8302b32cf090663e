package io.iobench.cli;

import io.iobench.cli.attach.TargetJvm;

/**
 * JDK 21 and later warn when an agent is loaded into a running JVM (JEP 451), and a future JDK will
 * refuse unless the JVM was started with {@code -XX:+EnableDynamicAgentLoading}: say so where the
 * user looks, not only on the app's stderr.
 */
final class Jep451 {
  private Jep451() {}

  static void warnIfNeeded(TargetJvm.Started started, long pid) {
    if (started.feature() < 21) {
      return;
    }
    System.err.println(
        "iobench: JVM "
            + pid
            + " runs JDK 21 or later, which prints a warning about a dynamically loaded agent"
            + " (JEP 451) unless started with -XX:+EnableDynamicAgentLoading");
  }
}
