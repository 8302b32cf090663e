package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.TargetJvm;
import java.util.concurrent.Callable;
import picocli.CommandLine.Parameters;

/**
 * A command on a running JVM: its process id comes first, and a failure to attach or to do what was
 * asked is one line on stderr and exit code 2.
 */
abstract class AttachCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "PID", description = "the JVM's process id")
  long pid;

  /** Does the command's work on the JVM; returns the line to print. */
  abstract String run(TargetJvm jvm) throws AttachFailure;

  @Override
  public final Integer call() {
    try {
      System.out.println("iobench: " + run(new TargetJvm(pid)));
      return 0;
    } catch (AttachFailure e) {
      System.err.println("iobench: " + e.getMessage());
      return 2;
    }
  }
}
