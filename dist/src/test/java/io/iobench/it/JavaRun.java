package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a small program in a fresh JVM, with or without the agent, and captures what it printed. */
public final class JavaRun {
  public static final Path AGENT_JAR =
      Paths.get(System.getProperty("iobench.jar", "target/iobench.jar"));
  public static final Path IT_APPS =
      Paths.get(System.getProperty("iobench.itApps", "target/it-apps.jar"));
  public static final Path IT_LIBS =
      Paths.get(System.getProperty("iobench.itLibs", "target/it-libs"));

  /** The it-apps with the real libraries some of them use (logging frameworks, engines). */
  public static final String IT_APPS_AND_LIBS =
      IT_APPS + java.io.File.pathSeparator + IT_LIBS.resolve("*");

  /**
   * How long a test waits for a program it started, to finish or to print what it waits for, before
   * taking it for hung: minutes, since on a machine running other builds a JVM takes tens of
   * seconds to start with the agent (the it-apps' layered app, 21 s in all with load 20 on two
   * cores).
   */
  static final long TIMEOUT_SECONDS = 180;

  private final Jdk jdk;
  private final List<String> jvmArgs = new ArrayList<>();
  private String classPath = IT_APPS.toString();
  private Path executableJar;
  private String agentOptions;
  private Path workDir;
  private final java.util.Map<String, String> environment = new java.util.LinkedHashMap<>();

  private JavaRun(Jdk jdk) {
    this.jdk = jdk;
  }

  public static JavaRun on(Jdk jdk) {
    return new JavaRun(jdk);
  }

  /** A JVM of {@code jdk} that runs the jar's own main class, {@code java -jar jar}. */
  public static JavaRun executableJar(Jdk jdk, Path jar) {
    JavaRun run = new JavaRun(jdk);
    run.executableJar = jar;
    return run;
  }

  /** The main class of iobench's command line. */
  static final String CLI = "io.iobench.cli.Main";

  /** A JVM of {@code jdk} with the shaded jar on its class path, to run {@link #CLI} in. */
  static JavaRun cli(Jdk jdk) {
    return on(jdk).classPath(AGENT_JAR.toString());
  }

  /** As {@link #cli(Jdk)}, on the build JDK. */
  static JavaRun cli() {
    return cli(JdkMatrix.current());
  }

  /** Runs iobench's command line from the shaded jar, on the build JDK, with {@code args}. */
  static Result iobench(String... args) throws IOException, InterruptedException {
    return cli().run(CLI, args);
  }

  /**
   * iobench's {@code report} of {@code profile} into {@code html}, with a replay by {@code
   * replayOptions} whose scratch files go to {@code workDir}; fails the test unless it exits 0.
   */
  static Result report(Path profile, Path html, Path workDir, String... replayOptions)
      throws IOException, InterruptedException {
    List<String> args =
        new ArrayList<>(List.of("report", profile.toString(), "-o", html.toString()));
    args.addAll(Arrays.asList(replayOptions));
    args.addAll(List.of("--work-dir", workDir.toString()));
    Result r = iobench(args.toArray(new String[0]));
    assertEquals(0, r.exitCode, r.toString());
    return r;
  }

  public JavaRun withAgent(String options) {
    this.agentOptions = options;
    return this;
  }

  public JavaRun jvmArg(String arg) {
    jvmArgs.add(arg);
    return this;
  }

  /** Starts a JFR recording into {@code recording} with the JDK's default settings. */
  public JavaRun flightRecording(Path recording) {
    return jvmArg("-XX:StartFlightRecording=filename=" + recording);
  }

  /** Starts a JFR recording into {@code recording} with the settings of the .jfc {@code jfc}. */
  public JavaRun flightRecording(Path recording, Path jfc) {
    return jvmArg("-XX:StartFlightRecording=filename=" + recording + ",settings=" + jfc);
  }

  public JavaRun classPath(String cp) {
    this.classPath = cp;
    return this;
  }

  /** Sets an environment variable of the JVM. */
  public JavaRun env(String name, String value) {
    environment.put(name, value);
    return this;
  }

  public JavaRun in(Path dir) {
    this.workDir = dir;
    return this;
  }

  /**
   * Runs {@code mainClass} under the agent, which writes its profile to {@code profile}, and fails
   * the test unless the program exits 0.
   */
  public Result profiled(Path profile, String mainClass, String... args)
      throws IOException, InterruptedException {
    Result r = withAgent("out=" + profile).run(mainClass, args);
    assertEquals(0, r.exitCode, r.toString());
    return r;
  }

  public Result run(String mainClass, String... args) throws IOException, InterruptedException {
    Process p = start(mainClass, args);
    if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError(
          mainClass + " on " + jdk + " did not finish in " + TIMEOUT_SECONDS + " s");
    }
    return collect(p);
  }

  public Process start(String mainClass, String... args) throws IOException {
    List<String> cmd = new ArrayList<>();
    cmd.add(jdk.java().toString());
    cmd.add("-Xshare:auto");
    if (agentOptions != null) {
      cmd.add(
          "-javaagent:"
              + AGENT_JAR.toAbsolutePath()
              + (agentOptions.isEmpty() ? "" : "=" + agentOptions));
    }
    cmd.addAll(jvmArgs);
    if (executableJar != null) {
      cmd.add("-jar");
      cmd.add(executableJar.toAbsolutePath().toString());
    } else {
      cmd.add("-cp");
      cmd.add(classPath);
      cmd.add(mainClass);
    }
    cmd.addAll(Arrays.asList(args));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().putAll(environment);
    if (workDir != null) {
      Files.createDirectories(workDir);
      pb.directory(workDir.toFile());
    }
    pb.redirectOutput(tempFile("stdout"));
    pb.redirectError(tempFile("stderr"));
    return new Launched(pb).start();
  }

  private static java.io.File tempFile(String kind) throws IOException {
    Path f = Files.createTempFile("iobench-it-" + kind + "-", ".txt");
    f.toFile().deleteOnExit();
    return f.toFile();
  }

  /**
   * Waits for a program a test started to end by itself, fails the test unless it exits 0 within a
   * minute, and returns what it printed. The caller still ends it in a {@code finally}, for when
   * this fails.
   */
  static Result exitedCleanly(Process p) throws IOException, InterruptedException {
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the app finished");
    Result r = collect(p);
    assertEquals(0, r.exitCode, r.toString());
    return r;
  }

  static Result collect(Process p) throws IOException {
    Launched.Info info = Launched.info(p);
    return new Result(
        p.exitValue(),
        Files.readString(info.stdout.toPath(), StandardCharsets.UTF_8),
        Files.readString(info.stderr.toPath(), StandardCharsets.UTF_8));
  }

  /** What a finished JVM printed. */
  public static final class Result {
    public final int exitCode;
    public final String stdout;
    public final String stderr;

    Result(int exitCode, String stdout, String stderr) {
      this.exitCode = exitCode;
      this.stdout = stdout;
      this.stderr = stderr;
    }

    /** stderr without the line HotSpot prints when the boot class path is appended (CDS). */
    public String stderrWithoutCdsWarning() {
      StringBuilder b = new StringBuilder();
      for (String line : stderr.split("\n")) {
        if (!line.contains("Sharing is only supported for boot loader classes")
            && !line.isBlank()) {
          b.append(line).append('\n');
        }
      }
      return b.toString();
    }

    @Override
    public String toString() {
      return "exit " + exitCode + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr;
    }
  }
}
