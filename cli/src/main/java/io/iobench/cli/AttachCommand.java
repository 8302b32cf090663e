package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.TargetJvm;
import java.util.concurrent.Callable;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A command on a running JVM: its process id comes first, and a failure to attach or to do what was
 * asked is one line on stderr and exit code 2.
 */
abstract class AttachCommand implements Callable<Integer> {
  /** What every command that attaches says of --timeout. */
  static final String TIMEOUT_HELP =
      "how long the JVM has to answer the attach: 500ms, 5s, 1m (default: 10s, the JDK's)";

  @Parameters(index = "0", paramLabel = "PID", description = "the JVM's process id")
  long pid;

  @Option(names = "--timeout", paramLabel = "DURATION", description = TIMEOUT_HELP)
  String timeout;

  /** Does the command's work on the JVM; returns the line to print. */
  abstract String run(TargetJvm jvm) throws AttachFailure;

  @Override
  public final Integer call() {
    long timeoutMillis;
    try {
      timeoutMillis = TargetJvm.timeoutMillis(timeout);
    } catch (IllegalArgumentException e) {
      System.err.println("iobench: " + e.getMessage());
      return 2;
    }
    try {
      System.out.println("iobench: " + run(new TargetJvm(pid, timeoutMillis)));
      return 0;
    } catch (AttachFailure e) {
      System.err.println("iobench: " + e.getMessage());
      return 2;
    }
  }
}
