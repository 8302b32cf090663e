package io.iobench.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Summarises the tests' profile in the build's log; with {@code replay} set, replays its hot files
 * and writes the HTML report (a replay takes tens of seconds: off by default).
 */
@Mojo(name = "report", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class ReportMojo extends AbstractMojo {
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  @Parameter(
      property = "iobench.dataFile",
      defaultValue = "${project.build.directory}/iobench.json")
  File dataFile;

  /** Where the HTML report goes when {@code replay} is set. */
  @Parameter(
      property = "iobench.outputFile",
      defaultValue = "${project.build.directory}/iobench/report.html")
  File outputFile;

  /** Replay the hot files and write the HTML report. */
  @Parameter(property = "iobench.replay", defaultValue = "false")
  boolean replay;

  /** Options of the replay, as {@code iobench report} takes them ({@code --top 3}). */
  @Parameter List<String> replayOptions = new ArrayList<>();

  @Parameter(property = "iobench.skip", defaultValue = "false")
  boolean skip;

  @Override
  public void execute() throws MojoExecutionException {
    if (skip) {
      getLog().info("iobench: skipped");
      return;
    }
    if (!dataFile.isFile()) {
      getLog().info("iobench: no profile " + dataFile + " (no test ran under the agent?)");
      return;
    }
    Path dir = Path.of(project.getBuild().getDirectory(), "iobench");
    Path jar = IobenchJar.in(dir);
    List<String> args = new ArrayList<>();
    if (replay) {
      args.addAll(List.of("report", dataFile.toString(), "-o", outputFile.toString()));
      args.addAll(replayOptions);
    } else {
      args.addAll(List.of("summary", dataFile.toString(), "--top", "10"));
    }
    int exit = IobenchJar.run(jar, dir, args, getLog()::info, getLog()::info);
    if (exit != 0) {
      throw new MojoExecutionException("iobench " + args.get(0) + " exited " + exit);
    }
  }
}
