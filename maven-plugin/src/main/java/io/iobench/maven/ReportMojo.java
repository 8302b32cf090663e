package io.iobench.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Summarises the tests' profile in the build's log; with {@code replay} set, replays its hot files
 * and writes the HTML report (a replay takes tens of seconds: off by default).
 */
@Mojo(name = "report", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class ReportMojo extends IobenchMojo {
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

  @Override
  void run() throws MojoExecutionException {
    if (!profileWritten()) {
      return;
    }
    Path dir = iobenchDir();
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
