package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.TargetJvm;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(
    name = "start",
    mixinStandardHelpOptions = true,
    description = "Attach to a running JVM and start recording its file I/O until 'stop'.",
    footerHeading = "%nExample:%n",
    footer = "  java -jar iobench.jar start 4711 out=/tmp/app-profile.json")
final class StartCommand extends AttachCommand {
  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "AGENT_OPTIONS",
      description = "the agent's options, as after -javaagent:iobench.jar= (out=PATH,...)")
  String options = "";

  @Override
  String run(TargetJvm jvm) throws AttachFailure {
    TargetJvm.Started started = jvm.start(options);
    Jep451.warnIfNeeded(started, target.pid);
    return "recording JVM " + target.pid + " to " + started.out();
  }
}
