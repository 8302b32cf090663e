package io.iobench.agent;

import io.iobench.agent.recording.WalkClock;
import java.lang.instrument.Instrumentation;
import java.lang.management.ThreadMXBean;

/**
 * The JVM's clock of the current thread's CPU time, for the walks' share ({@link WalkClock}).
 *
 * <p>{@code ManagementFactory.getThreadMXBean()} looks the bean up among the platform's MXBean
 * providers, which loads some 300 classes and takes 20 to 30 ms; the JDK's own helper makes the
 * same clock in a few milliseconds. Its package is exported to the agent's module only, through
 * Instrumentation, as java.io is for {@link StreamFieldReader}. It is found at the agent's start,
 * not at the first walk: a walk runs inside an app's file call, whose thread may hold a lock that
 * loading a native library would wait for.
 */
final class ThreadCpuClock {
  private ThreadCpuClock() {}

  /** The JDK's clock, or {@link WalkClock#NONE} where it has none or does not let it be reached. */
  static WalkClock of(Instrumentation inst) {
    try {
      Class<?> helper = Class.forName("sun.management.ManagementFactoryHelper");
      ModuleAccess.exportToAgent(inst, helper);
      ThreadMXBean threads = (ThreadMXBean) helper.getMethod("getThreadMXBean").invoke(null);
      if (threads.isCurrentThreadCpuTimeSupported() && threads.getCurrentThreadCpuTime() >= 0) {
        return threads::getCurrentThreadCpuTime;
      }
    } catch (Throwable t) {
      // A JVM without java.management, or another JDK's: walks are charged their wall time.
    }
    return WalkClock.NONE;
  }
}
