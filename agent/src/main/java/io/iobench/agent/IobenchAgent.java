package io.iobench.agent;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.output.ProfileFile;
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
  private static volatile boolean started;

  private IobenchAgent() {}

  public static void premain(String args, Instrumentation inst) {
    start(args, inst);
  }

  public static void agentmain(String args, Instrumentation inst) {
    start(args, inst);
  }

  private static synchronized void start(String args, Instrumentation inst) {
    if (started) {
      STDERR.accept("iobench: agent already running in this JVM; ignoring the second start");
      return;
    }
    long pid = ProcessHandle.current().pid();
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
      BootstrapJar.append(inst);
      // Only now may classes that name the bootstrap types be loaded: reach them reflectively.
      Class.forName("io.iobench.agent.AgentStarter")
          .getMethod("start", AgentConfig.class, ProfileFile.class, Instrumentation.class)
          .invoke(null, config, file, inst);
      started = true;
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
