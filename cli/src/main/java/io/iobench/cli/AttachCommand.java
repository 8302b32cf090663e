package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.TargetJvm;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;

/**
 * A command on a running JVM: its process id comes first, and a failure to attach or to do what was
 * asked is one line on stderr and exit code 2.
 */
abstract class AttachCommand implements Callable<Integer> {
  @Mixin JvmArgument target;

  /** Does the command's work on the JVM; returns the line to print. */
  abstract String run(TargetJvm jvm) throws AttachFailure;

  @Override
  public final Integer call() {
    TargetJvm jvm;
    try {
      jvm = target.jvm();
    } catch (IllegalArgumentException e) {
      return BadInput.report(e);
    }
    try {
      System.out.println("iobench: " + run(jvm));
      return 0;
    } catch (AttachFailure e) {
      return BadInput.report(e);
    }
  }
}
