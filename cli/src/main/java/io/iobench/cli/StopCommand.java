package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.TargetJvm;
import picocli.CommandLine.Command;

@Command(
    name = "stop",
    mixinStandardHelpOptions = true,
    description =
        "Stop the recording in a running JVM: write its profile and take the instrumentation out.",
    footerHeading = "%nExample:%n",
    footer = "  java -jar iobench.jar stop 4711")
final class StopCommand extends AttachCommand {
  @Override
  String run(TargetJvm jvm) throws AttachFailure {
    return "stopped recording JVM " + target.pid + "; profile in " + jvm.stop();
  }
}
