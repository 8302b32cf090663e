package io.iobench.agent;

import io.iobench.format.AgentControl;
import java.lang.instrument.Instrumentation;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.CodeSource;
import java.util.jar.JarFile;

/**
 * Entry point of {@code -javaagent:iobench.jar[=options]} and of dynamic attach.
 *
 * <pre>
 * java -javaagent:iobench.jar=out=app-profile.json,interval=10s -jar app.jar
 * </pre>
 *
 * The JVM loads this class through the system class loader; it puts its own jar on the boot class
 * path and hands over to {@link AgentLifecycle}, loaded from there, so that every other class of
 * the agent is the boot loader's. Advice inlined into java.base reaches the dispatcher only there,
 * and the boot loader reads a class natively and without verifying it: a short-lived JVM's start
 * saves the tens of milliseconds the system loader's cold Java path and the verifier would take for
 * the agent's few hundred classes. This class names no other class of the agent, and only {@code
 * String} and {@code Instrumentation} cross to the other side, which otherwise would see copies of
 * the system loader's of the same name. Whatever goes wrong costs one line on stderr: the app then
 * runs normally, unprofiled.
 */
public final class IobenchAgent {
  /** The class this hands over to, by name: it must be loaded by the boot loader. */
  private static final String LIFECYCLE = "io.iobench.agent.AgentLifecycle";

  private IobenchAgent() {}

  public static void premain(String args, Instrumentation inst) {
    start(args, inst, "startWithJvm");
  }

  /** An attach: {@code stop} ends the recording under way, anything else starts one. */
  public static void agentmain(String args, Instrumentation inst) {
    if (AgentControl.STOP.equals(args)) {
      stop();
    } else {
      start(args, inst, "start");
    }
  }

  /** {@code entry} is the lifecycle's method for an agent that starts with the JVM or attaches. */
  private static void start(String args, Instrumentation inst, String entry) {
    try {
      Path jar = ownJar();
      Class<?> lifecycle = onBootClassPath();
      if (lifecycle == null) {
        try (JarFile appended = new JarFile(jar.toFile())) {
          inst.appendToBootstrapClassLoaderSearch(appended);
        }
        lifecycle = Class.forName(LIFECYCLE, true, null);
      }
      lifecycle
          .getMethod(entry, String.class, Instrumentation.class, String.class, String.class)
          .invoke(null, args, inst, jar.toString(), version());
    } catch (InvocationTargetException e) {
      couldNotStart(e.getCause());
    } catch (Throwable t) {
      couldNotStart(t);
    }
  }

  private static void couldNotStart(Throwable t) {
    System.err.println("iobench: could not start (" + t + "); the app runs without profiling");
  }

  private static void stop() {
    Class<?> lifecycle = onBootClassPath();
    if (lifecycle == null) {
      System.err.println("iobench: not recording in this JVM; nothing to stop");
      return;
    }
    try {
      lifecycle.getMethod("stop").invoke(null);
    } catch (InvocationTargetException e) {
      couldNotStop(e.getCause());
    } catch (Throwable t) {
      couldNotStop(t);
    }
  }

  private static void couldNotStop(Throwable t) {
    System.err.println("iobench: could not stop cleanly (" + t + ")");
  }

  /**
   * The lifecycle class where an earlier start (a second {@code -javaagent}, an attach after a
   * stop) already put the jar on the boot class path, else null.
   */
  private static Class<?> onBootClassPath() {
    try {
      return Class.forName(LIFECYCLE, false, null);
    } catch (ClassNotFoundException e) {
      return null;
    }
  }

  private static Path ownJar() throws Exception {
    CodeSource source = IobenchAgent.class.getProtectionDomain().getCodeSource();
    if (source == null || source.getLocation() == null) {
      throw new IllegalStateException("the agent's jar is unknown");
    }
    return Paths.get(source.getLocation().toURI());
  }

  private static String version() {
    String v = IobenchAgent.class.getPackage().getImplementationVersion();
    return v != null ? v : "dev";
  }
}
