package io.iobench.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Fails the build, with the reasons, on a change worth making that a replay of the tests' profile
 * finds, or on a file operation whose calls or I/O time grew past the thresholds against a baseline
 * profile: the rules of {@code iobench check}, whose JUnit XML it writes beside Surefire's.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class CheckMojo extends IobenchMojo {
  /** Replay the profile's hot files for a change worth making; off leaves the baseline's rule. */
  @Parameter(property = "iobench.replay", defaultValue = "true")
  boolean replay;

  /** An accepted run's profile the tests' profile is held to. */
  @Parameter(property = "iobench.baseline")
  File baseline;

  /** Share (percent) a file operation's calls may grow by against the baseline's. */
  @Parameter(property = "iobench.maxCallsIncrease", defaultValue = "20")
  double maxCallsIncrease;

  /** Calls a file operation must have gained to fail. */
  @Parameter(property = "iobench.minExtraCalls", defaultValue = "1000")
  long minExtraCalls;

  /** Share (percent) its I/O time may grow by. */
  @Parameter(property = "iobench.maxTimeIncrease", defaultValue = "50")
  double maxTimeIncrease;

  /** Time it must have gained to fail ({@code 50ms}). */
  @Parameter(property = "iobench.minExtraTime", defaultValue = "50ms")
  String minExtraTime;

  /** Where the JUnit XML goes: Surefire's folder by default, so the CI server lists its cases. */
  @Parameter(
      property = "iobench.junitXml",
      defaultValue = "${project.build.directory}/surefire-reports/TEST-iobench-check.xml")
  File junitXml;

  /** Options of the replay, as {@code iobench check} takes them ({@code --top 3}). */
  @Parameter List<String> replayOptions = new ArrayList<>();

  /** Report the findings without failing the build. */
  @Parameter(property = "iobench.haltOnFailure", defaultValue = "true")
  boolean haltOnFailure;

  @Override
  void run() throws MojoExecutionException, MojoFailureException {
    if (!profileWritten()) {
      return;
    }
    Path dir = iobenchDir();
    Path jar = IobenchJar.in(dir);
    List<String> args = new ArrayList<>(List.of("check", dataFile.toString()));
    if (!replay) {
      args.add("--no-replay");
    } else {
      args.addAll(List.of("--replay-output", dir.resolve("check.replay.json").toString()));
      args.addAll(replayOptions);
    }
    if (baseline != null) {
      args.addAll(List.of("--baseline", baseline.toString()));
    }
    args.addAll(
        List.of(
            "--max-calls-increase",
            Double.toString(maxCallsIncrease),
            "--min-extra-calls",
            Long.toString(minExtraCalls),
            "--max-time-increase",
            Double.toString(maxTimeIncrease),
            "--min-extra-time",
            minExtraTime,
            "--junit-xml",
            junitXml.toString()));
    List<String> output = new ArrayList<>();
    int exit =
        IobenchJar.run(
            jar,
            dir,
            args,
            line -> {
              output.add(line);
              getLog().info(line);
            },
            getLog()::info);
    if (exit == 1) {
      String why = String.join(System.lineSeparator(), output);
      if (haltOnFailure) {
        throw new MojoFailureException(why);
      }
      getLog().warn("iobench check failed (haltOnFailure is off)");
    } else if (exit != 0) {
      throw new MojoExecutionException("iobench check could not run (exit " + exit + ")");
    }
  }
}
