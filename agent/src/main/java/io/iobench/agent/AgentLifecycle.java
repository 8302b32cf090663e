package io.iobench.agent;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.output.ProfileFile;
import io.iobench.format.AgentControl;
import java.lang.instrument.Instrumentation;
import java.nio.file.Paths;
import java.util.function.Consumer;

/**
 * Starts and stops this JVM's recording, loaded by the boot loader from the agent's jar, which
 * {@link IobenchAgent} put on the boot class path: at most one recording at a time, and whatever
 * goes wrong costs one line on stderr.
 */
public final class AgentLifecycle {
  static final Consumer<String> STDERR = System.err::println;

  private static Session session;

  private AgentLifecycle() {}

  /**
   * Starts a recording with the agent's {@code args}; {@code agentJar} is the jar the classes come
   * from (what the instrumented classes' cache is named by) and {@code version} its version.
   */
  public static void start(String args, Instrumentation inst, String agentJar, String version) {
    start(args, inst, agentJar, version, false);
  }

  /** As {@link #start}, for an agent that starts with the JVM ({@code -javaagent}). */
  public static void startWithJvm(
      String args, Instrumentation inst, String agentJar, String version) {
    start(args, inst, agentJar, version, true);
  }

  private static synchronized void start(
      String args, Instrumentation inst, String agentJar, String version, boolean withJvm) {
    if (session != null) {
      STDERR.accept(
          "iobench: already recording in this JVM (to "
              + session.out()
              + "); ignoring the second start");
      return;
    }
    long pid = ProcessId.current();
    AgentConfig config;
    ProfileFile file;
    try {
      config = AgentConfig.parse(args, pid);
      file = new ProfileFile(config.out);
    } catch (IllegalArgumentException e) {
      STDERR.accept("iobench: " + e.getMessage() + "; the app runs without profiling");
      return;
    }
    try {
      file.checkWritable();
    } catch (Exception e) {
      STDERR.accept(
          "iobench: cannot write the profile to "
              + file.path()
              + " ("
              + e.getMessage()
              + "); the app runs without profiling");
      return;
    }
    try {
      session = new AgentStarter(config, file, inst, Paths.get(agentJar), version, withJvm).start();
      System.setProperty(AgentControl.RECORDING_PROPERTY, session.out());
    } catch (Throwable t) {
      STDERR.accept("iobench: could not start (" + t + "); the app runs without profiling");
    }
  }

  /** Ends the recording under way. */
  public static synchronized void stop() {
    if (session == null) {
      STDERR.accept("iobench: not recording in this JVM; nothing to stop");
      return;
    }
    try {
      session.stop();
    } catch (Throwable t) {
      STDERR.accept("iobench: could not stop cleanly (" + t + ")");
    } finally {
      session = null;
      System.clearProperty(AgentControl.RECORDING_PROPERTY);
    }
  }
}
