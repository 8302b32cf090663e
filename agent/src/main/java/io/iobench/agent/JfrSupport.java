package io.iobench.agent;

import io.iobench.agent.recording.Recording;
import java.util.function.Consumer;

/**
 * Starts the agent's JFR events ({@code jfr=on}) where the JVM has JDK Flight Recorder: a runtime
 * linked without the jdk.jfr module gets one line on stderr and a recording without them.
 */
final class JfrSupport {
  private JfrSupport() {}

  /** What to close when the recording stops; a no-op when the events could not start. */
  static AutoCloseable start(Recording recording, Consumer<String> errorLine) {
    if (ModuleLayer.boot().findModule("jdk.jfr").isEmpty()) {
      errorLine.accept("iobench: jfr=on: this JVM has no jdk.jfr module; no iobench events in JFR");
      return () -> {};
    }
    try {
      return io.iobench.agent.jfr.JfrBridge.install(recording);
    } catch (Throwable t) {
      errorLine.accept("iobench: jfr=on: the JFR events could not start (" + t + ")");
      return () -> {};
    }
  }
}
