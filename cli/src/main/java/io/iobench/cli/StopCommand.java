package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.TargetJvm;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(
    name = "stop",
    mixinStandardHelpOptions = true,
    description = {
      "Stop the recording in a running JVM: write its profile and take the instrumentation out.",
      "Example: java -jar iobench.jar stop 4711"
    })
final class StopCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "PID", description = "the JVM's process id")
  long pid;

  @Override
  public Integer call() {
    try {
      String out = new TargetJvm(pid).stop();
      System.out.println("iobench: stopped recording JVM " + pid + "; profile in " + out);
      return 0;
    } catch (AttachFailure e) {
      System.err.println("iobench: " + e.getMessage());
      return 2;
    }
  }
}
