package io.iobench.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code java -jar iobench.jar <command>}. The same jar is the agent: {@code java
 * -javaagent:iobench.jar=out=app-profile.json -jar app.jar}.
 */
@Command(
    name = "iobench",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = {
      "File-I/O profiler for Java applications.",
      "",
      "Profile an app:  java -javaagent:iobench.jar=out=app-profile.json -jar app.jar",
      "Agent options (comma-separated after '='):",
      "  out=PATH, interval=10s|off, include=GLOB, exclude=GLOB, callsites=on|off,",
      "  app=PACKAGE, latency=sampled|all, sample=N, maxfiles=N, jfr=on|off",
      "",
      "Then:    java -jar iobench.jar report app-profile.json -o report.html  (replays, then reports)",
      "         java -jar iobench.jar replay app-profile.json -o replay.json",
      "         java -jar iobench.jar bench --list",
      "Attach:  java -jar iobench.jar record PID --duration 30s -o app-profile.json",
      "         (or start PID / stop PID / status PID; list shows the JVMs)",
      "JFR:     java -jar iobench.jar summary app.jfr  (summary, replay and report read recordings)",
      ""
    },
    subcommands = {
      SummaryCommand.class,
      ExportCommand.class,
      ReplayCommand.class,
      BenchCommand.class,
      ReportCommand.class,
      CompareCommand.class,
      CheckCommand.class,
      MergeCommand.class,
      RecordCommand.class,
      StartCommand.class,
      StopCommand.class,
      StatusCommand.class,
      ListCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {
  /** Columns of the help text: the widest example line fits whole. */
  static final int USAGE_WIDTH = 100;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  static int run(String... args) {
    return commandLine().execute(args);
  }

  /** The command line with every command, its help as wide as the longest example needs. */
  static CommandLine commandLine() {
    return new CommandLine(new Main()).setUsageHelpWidth(USAGE_WIDTH);
  }

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }
}
