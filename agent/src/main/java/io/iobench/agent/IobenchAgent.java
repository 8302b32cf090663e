package io.iobench.agent;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.output.ProfileFile;
import io.iobench.format.AgentControl;
import java.lang.instrument.Instrumentation;
import java.util.function.Consumer;

/**
 * Entry point of {@code -javaagent:iobench.jar[=options]} and of dynamic attach.
 *
 * <pre>
 * java -javaagent:iobench.jar=out=app-profile.json,interval=10s -jar app.jar
 * </pre>
 *
 * Does as little as possible before the app starts, and whatever goes wrong costs one line on
 * stderr: the app then runs normally, unprofiled. This class names no bootstrap type: those are
 * only loadable once the bootstrap jar is appended, which happens here.
 */
public final class IobenchAgent {
  static final Consumer<String> STDERR = System.err::println;

  private static Session session;

  private IobenchAgent() {}

  public static void premain(String args, Instrumentation inst) {
    start(args, inst);
  }

  /** An attach: {@code stop} ends the recording under way, anything else starts one. */
  public static void agentmain(String args, Instrumentation inst) {
    if (AgentControl.STOP.equals(args)) {
      stop();
    } else {
      start(args, inst);
    }
  }

  private static synchronized void stop() {
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

  private static synchronized void start(String args, Instrumentation inst) {
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
      BootstrapJar.append(inst, config.cacheDir);
      // Only now may classes that name the bootstrap types be loaded: reach them reflectively.
      session =
          (Session)
              Class.forName("io.iobench.agent.AgentStarter")
                  .getMethod("start", AgentConfig.class, ProfileFile.class, Instrumentation.class)
                  .invoke(null, config, file, inst);
      System.setProperty(AgentControl.RECORDING_PROPERTY, session.out());
    } catch (java.lang.reflect.InvocationTargetException e) {
      STDERR.accept(
          "iobench: could not start (" + e.getCause() + "); the app runs without profiling");
    } catch (Throwable t) {
      STDERR.accept("iobench: could not start (" + t + "); the app runs without profiling");
    }
  }

  static String version() {
    String v = IobenchAgent.class.getPackage().getImplementationVersion();
    return v != null ? v : "dev";
  }
}
