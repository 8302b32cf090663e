package io.iobench.cli;

import io.iobench.cli.attach.AttachFailure;
import io.iobench.cli.attach.DurationOption;
import io.iobench.cli.attach.TargetJvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
    name = "record",
    mixinStandardHelpOptions = true,
    description =
        "Attach to a running JVM, record its file I/O for a while, stop, and write the profile"
            + " (Ctrl-C stops early and still writes it, and the report).",
    footerHeading = "%nExample:%n",
    footer =
        "  java -jar iobench.jar record 4711 --duration 30s -o app-profile.json --report"
            + " report.html")
final class RecordCommand implements Callable<Integer> {
  @Mixin JvmArgument target;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "AGENT_OPTIONS",
      description = "more agent options, as after -javaagent:iobench.jar= (include=GLOB,...)")
  String options = "";

  @Option(
      names = "--duration",
      defaultValue = "30s",
      description = "how long to record: 500ms, 30s, 2m, 1h (default: ${DEFAULT-VALUE})")
  String duration;

  @Option(
      names = {"-o", "--output"},
      defaultValue = "iobench-profile.json",
      description = "the profile (default: ${DEFAULT-VALUE})")
  Path output;

  @Option(names = "--report", description = "also replay the profile and write this report")
  Path report;

  @Override
  public Integer call() throws Exception {
    long millis;
    TargetJvm jvm;
    try {
      millis = DurationOption.positiveMillis("--duration", duration, "30s, 2m");
      jvm = target.jvm();
    } catch (IllegalArgumentException e) {
      return BadInput.report(e);
    }
    long pid = target.pid;
    String out = output.toAbsolutePath().toString();
    TargetJvm.Started started;
    try {
      started =
          jvm.start("out=" + out + ",interval=off" + (options.isEmpty() ? "" : "," + options));
    } catch (AttachFailure e) {
      return BadInput.report(e);
    }
    Jep451.warnIfNeeded(started, pid);
    AtomicBoolean stopped = new AtomicBoolean();
    // Ended otherwise (SIGTERM, SIGHUP), iobench still stops the recording in the JVM.
    Thread stopOnExit = new Thread(() -> stop(jvm, stopped), "iobench-record-stop");
    Runtime.getRuntime().addShutdownHook(stopOnExit);
    CountDownLatch ctrlC = new CountDownLatch(1);
    // Ctrl-C is iobench's until the recording has stopped; during the report it ends iobench.
    CtrlC handled = CtrlC.handle(ctrlC::countDown);
    boolean stoppedHere;
    boolean exited = false;
    try {
      long end = System.currentTimeMillis() + millis;
      for (long left; (left = end - System.currentTimeMillis()) > 0; ) {
        System.err.printf(
            Locale.ROOT, "\riobench: recording JVM %d, %d s left ", pid, (left + 999) / 1000);
        if (ctrlC.await(Math.min(left, 1000), TimeUnit.MILLISECONDS)) {
          break;
        }
        if (!ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
          exited = true;
          break;
        }
      }
      System.err.println();
      // A JVM that exits writes its profile on the way out (the agent's exit hook): keep it.
      stoppedHere = exited ? stopped.compareAndSet(false, true) : stop(jvm, stopped);
    } finally {
      handled.close();
    }
    Runtime.getRuntime().removeShutdownHook(stopOnExit);
    if (!stoppedHere) {
      return 2;
    }
    if (exited) {
      if (!Files.isRegularFile(output)) {
        return BadInput.report("JVM " + pid + " exited during the recording, leaving no profile");
      }
      System.out.println(
          "iobench: JVM "
              + pid
              + " exited during the recording; its profile, written as it exited, is in "
              + out);
    } else {
      System.out.println("iobench: profile of JVM " + pid + " in " + out);
    }
    if (report != null) {
      return Main.run("report", out, "-o", report.toString());
    }
    return 0;
  }

  private static boolean stop(TargetJvm jvm, AtomicBoolean stopped) {
    if (!stopped.compareAndSet(false, true)) {
      return true;
    }
    try {
      jvm.stop();
      return true;
    } catch (AttachFailure e) {
      System.err.println("iobench: " + e.getMessage());
      return false;
    }
  }
}
