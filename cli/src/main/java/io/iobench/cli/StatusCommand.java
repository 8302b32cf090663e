package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.TargetJvm;
import picocli.CommandLine.Command;

@Command(
    name = "status",
    mixinStandardHelpOptions = true,
    description = "Say whether iobench is recording in a running JVM, and where to.",
    footerHeading = "%nExample:%n",
    footer = "  java -jar iobench.jar status 4711")
final class StatusCommand extends AttachCommand {
  @Override
  String run(TargetJvm jvm) throws AttachFailure {
    String out = jvm.recording();
    return out == null
        ? "JVM " + target.pid + " is not recording"
        : "JVM " + target.pid + " is recording to " + out;
  }
}
