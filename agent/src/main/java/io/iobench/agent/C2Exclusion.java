package io.iobench.agent;

import java.lang.instrument.Instrumentation;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Leaves iobench's own methods to HotSpot's C1 compiler: a compiler directive (JEP 165) that
 * excludes them from C2, added through the JVM's diagnostic command {@code
 * Compiler.directives_add}, as {@code jcmd} would add it.
 *
 * <p>Why: on a machine of few cores, C2 is one thread, and a short-lived JVM (a build, a test
 * suite) keeps it busy with the app's own methods from start to exit. The agent's dispatch and
 * recording are hot within a second, and C2 compiled them into some of the largest compilations of
 * a Maven build (up to 157 ms each, some twice after a deoptimization), while the app's methods
 * waited in its queue. C1's code for them is as fast per call within the agent-cost benchmark's
 * noise, and the JDK's and the app's methods that C2 compiles still inline them: the directive only
 * keeps C2 from compiling iobench's methods on their own.
 *
 * <p>Only at the JVM's start: an attach to a running JVM would leave the directive after a detach.
 * The directive names nothing but iobench's classes ({@code io/iobench/*}, its shaded libraries
 * included). A JVM without the jdk.management module, or one that refuses the command, simply
 * compiles as it would have.
 */
final class C2Exclusion {
  /** The directive: every method of a class under io/iobench, C2 excluded; C1 as usual. */
  static final String DIRECTIVE = "[{match: [\"io/iobench/*.*\"], c2: {Exclude: true}}]";

  private static final String COMMANDS = "com.sun.management.internal.DiagnosticCommandImpl";

  /** Its static initializer loads the native library the diagnostic commands are in. */
  private static final String LIBRARY_LOADER =
      "com.sun.management.internal.PlatformMBeanProviderImpl";

  private C2Exclusion() {}

  /**
   * Adds the directive; its file is written to the JVM's temporary folder and deleted once the JVM
   * has read it.
   *
   * @return whether the JVM took it
   */
  static boolean apply(Instrumentation inst) {
    try {
      Class.forName(LIBRARY_LOADER);
      Class<?> commands = Class.forName(COMMANDS);
      ModuleAccess.openToAgent(inst, commands);
      Method bean = commands.getDeclaredMethod("getDiagnosticCommandMBean");
      bean.setAccessible(true);
      Method execute = commands.getDeclaredMethod("executeDiagnosticCommand", String.class);
      execute.setAccessible(true);
      Path file =
          Paths.get(System.getProperty("java.io.tmpdir"))
              .resolve(".iobench-" + ProcessId.current() + "-" + System.nanoTime() + ".json");
      Files.write(file, DIRECTIVE.getBytes(StandardCharsets.US_ASCII));
      try {
        Object said = execute.invoke(bean.invoke(null), "Compiler.directives_add " + file);
        return String.valueOf(said).contains("1 compiler directives added");
      } finally {
        Files.deleteIfExists(file);
      }
    } catch (Throwable t) {
      // Another JDK's, a runtime without jdk.management, or no writable temporary folder.
      return false;
    }
  }
}
