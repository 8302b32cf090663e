package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.TargetJvm;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(
    name = "start",
    mixinStandardHelpOptions = true,
    description = {
      "Attach to a running JVM and start recording its file I/O until 'stop'.",
      "Example: java -jar iobench.jar start 4711 out=/tmp/app-profile.json"
    })
final class StartCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "PID", description = "the JVM's process id")
  long pid;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "AGENT_OPTIONS",
      description = "the agent's options, as after -javaagent:iobench.jar= (out=PATH,...)")
  String options = "";

  @Override
  public Integer call() {
    try {
      TargetJvm jvm = new TargetJvm(pid);
      String out = jvm.start(options);
      System.out.println("iobench: recording JVM " + pid + " to " + out);
      Jep451.warnIfNeeded(jvm, pid);
      return 0;
    } catch (AttachFailure e) {
      System.err.println("iobench: " + e.getMessage());
      return 2;
    }
  }
}
