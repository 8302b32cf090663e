package io.iobench.maven;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.maven.plugin.MojoExecutionException;

/**
 * The iobench.jar this plugin carries: written once into the build's folder, where the test JVMs
 * load it as their agent and the goals run it as the tool, in a JVM of its own (the JDK that runs
 * Maven), so that none of its libraries meets the build's.
 */
final class IobenchJar {
  private static final String RESOURCE = "iobench.jar";

  private IobenchJar() {}

  /** The jar in {@code dir}, written there unless the same jar already is. */
  static Path in(Path dir) throws MojoExecutionException {
    Path jar = dir.resolve(RESOURCE);
    try (InputStream in = IobenchJar.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new MojoExecutionException(
            "this plugin carries no iobench.jar: a broken build of it");
      }
      byte[] bytes = in.readAllBytes();
      if (Files.isRegularFile(jar) && Files.size(jar) == bytes.length) {
        return jar;
      }
      Files.createDirectories(dir);
      Path part = Files.createTempFile(dir, "iobench", ".jar.part");
      Files.write(part, bytes);
      Files.move(part, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      return jar;
    } catch (IOException e) {
      throw new MojoExecutionException("could not write " + jar + ": " + e.getMessage(), e);
    }
  }

  /**
   * Runs {@code java -jar iobench.jar ARGS} in {@code dir}: each line of its output given to {@code
   * out}, of its error stream (a replay's progress, its complaints) to {@code err}; returns its
   * exit code.
   */
  static int run(Path jar, Path dir, List<String> args, Consumer<String> out, Consumer<String> err)
      throws MojoExecutionException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-jar");
    command.add(jar.toString());
    command.addAll(args);
    try {
      Process p = new ProcessBuilder(command).directory(dir.toFile()).start();
      p.getOutputStream().close();
      Thread errors = new Thread(() -> lines(p.getErrorStream(), err), "iobench-stderr");
      errors.setDaemon(true);
      errors.start();
      lines(p.getInputStream(), out);
      int exit = p.waitFor();
      errors.join();
      return exit;
    } catch (IOException e) {
      throw new MojoExecutionException("could not run iobench: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new MojoExecutionException("interrupted while iobench ran", e);
    }
  }

  private static void lines(InputStream in, Consumer<String> line) {
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String l;
      while ((l = r.readLine()) != null) {
        line.accept(l);
      }
    } catch (IOException e) {
      line.accept("(could not read iobench's output: " + e.getMessage() + ")");
    }
  }
}
