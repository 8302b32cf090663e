package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.TargetJvm;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(
    name = "status",
    mixinStandardHelpOptions = true,
    description = {
      "Say whether iobench is recording in a running JVM, and where to.",
      "Example: java -jar iobench.jar status 4711"
    })
final class StatusCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "PID", description = "the JVM's process id")
  long pid;

  @Override
  public Integer call() {
    try {
      String out = new TargetJvm(pid).recording();
      System.out.println(
          out == null
              ? "iobench: JVM " + pid + " is not recording"
              : "iobench: JVM " + pid + " is recording to " + out);
      return 0;
    } catch (AttachFailure e) {
      System.err.println("iobench: " + e.getMessage());
      return 2;
    }
  }
}
