package io.iobench.maven;

import java.io.File;
import java.nio.file.Path;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * What the goals share: the project, the profile the tests' JVM writes ({@code dataFile}), {@code
 * skip}, and the folder iobench.jar is written to and run in.
 */
abstract class IobenchMojo extends AbstractMojo {
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  /** Where the test JVM writes its profile, and where the other goals read it. */
  @Parameter(
      property = "iobench.dataFile",
      defaultValue = "${project.build.directory}/iobench.json")
  File dataFile;

  @Parameter(property = "iobench.skip", defaultValue = "false")
  boolean skip;

  @Override
  public final void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("iobench: skipped");
      return;
    }
    run();
  }

  abstract void run() throws MojoExecutionException, MojoFailureException;

  /** The build's iobench folder: iobench.jar, and a replay's results. */
  final Path iobenchDir() {
    return Path.of(project.getBuild().getDirectory(), "iobench");
  }

  /** Whether the tests wrote a profile; says so in the log when they did not. */
  final boolean profileWritten() {
    if (dataFile.isFile()) {
      return true;
    }
    getLog().info("iobench: no profile " + dataFile + " (no test ran under the agent?)");
    return false;
  }
}
