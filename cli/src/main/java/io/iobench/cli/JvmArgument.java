package io.iobench.cli;

import io.iobench.cli.attach.TargetJvm;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The running JVM a command attaches to: its process id, the first parameter, and how long it has
 * to answer; shared by {@code record}, {@code start}, {@code stop} and {@code status}.
 */
final class JvmArgument {
  @Parameters(index = "0", paramLabel = "PID", description = "the JVM's process id")
  long pid;

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      description =
          "how long the JVM has to answer the attach: 500ms, 5s, 1m (default: 10s, the JDK's)")
  String timeout;

  /**
   * @throws IllegalArgumentException with the line to print when --timeout is no positive duration
   */
  TargetJvm jvm() {
    return new TargetJvm(pid, TargetJvm.timeoutMillis(timeout));
  }
}
