package io.iobench.cli.attach;

import com.sun.tools.attach.AgentLoadException;
import com.sun.tools.attach.VirtualMachine;
import io.iobench.format.AgentControl;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A running JVM iobench attaches to: loads this very jar into it as the agent (to start or stop a
 * recording) and reads what the agent publishes there. Every failure is an {@link AttachFailure}
 * with one line a user can act on.
 */
public final class TargetJvm {
  /** The JDK's own property for how long its attach waits for a JVM to start listening. */
  static final String ATTACH_TIMEOUT_PROPERTY = "sun.tools.attach.attachTimeout";

  /** The JDK's default for {@link #ATTACH_TIMEOUT_PROPERTY}. */
  static final long DEFAULT_TIMEOUT_MILLIS = 10_000;

  private final long pid;
  private final long timeoutMillis;
  private final ProcessFacts facts;
  private final AttachDiagnosis diagnosis;

  /**
   * @param timeoutMillis how long the JVM has to answer the attach (see {@link #timeoutMillis})
   */
  public TargetJvm(long pid, long timeoutMillis) {
    this.pid = pid;
    this.timeoutMillis = timeoutMillis;
    this.facts = new OsProcessFacts();
    this.diagnosis = new AttachDiagnosis(facts, timeoutMillis);
  }

  /**
   * The timeout a {@code --timeout} option gives (500ms, 5s, 1m), or, without one, the JDK's
   * property when set, else the JDK's default of 10 s.
   *
   * @throws IllegalArgumentException with the line to print when the option is no positive duration
   */
  public static long timeoutMillis(String option) {
    if (option == null) {
      try {
        long property = Long.parseLong(System.getProperty(ATTACH_TIMEOUT_PROPERTY, ""));
        return property > 0 ? property : DEFAULT_TIMEOUT_MILLIS;
      } catch (NumberFormatException e) {
        return DEFAULT_TIMEOUT_MILLIS;
      }
    }
    return DurationOption.positiveMillis("--timeout", option, "5s, 1m");
  }

  /** Where the recording under way writes its profile, or null when the JVM is not recording. */
  public String recording() throws AttachFailure {
    return withVm((vm, properties) -> properties.getProperty(AgentControl.RECORDING_PROPERTY));
  }

  /**
   * A recording started: where its profile goes, and the JVM's Java feature version (11, 17, 21,
   * ...; 0 when it does not say).
   */
  public record Started(String out, int feature) {}

  /** Starts recording with the agent's options. */
  public Started start(String options) throws AttachFailure {
    return withVm(
        (vm, before) -> {
          String already = before.getProperty(AgentControl.RECORDING_PROPERTY);
          if (already != null) {
            throw new AttachFailure(
                "JVM " + pid + " is already recording (to " + already + "); stop it first");
          }
          vm.loadAgent(agentJar(), options);
          String out = vm.getSystemProperties().getProperty(AgentControl.RECORDING_PROPERTY);
          if (out == null) {
            throw new AttachFailure(
                "the agent did not start in JVM "
                    + pid
                    + " (its stderr says why: an unknown option, an unwritable output)");
          }
          return new Started(out, feature(before));
        });
  }

  private static int feature(Properties jvm) {
    String spec = jvm.getProperty("java.specification.version", "0");
    try {
      return Integer.parseInt(spec.startsWith("1.") ? spec.substring(2) : spec);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** Stops the recording under way; returns the profile it wrote. */
  public String stop() throws AttachFailure {
    return withVm(
        (vm, properties) -> {
          String out = properties.getProperty(AgentControl.RECORDING_PROPERTY);
          if (out == null) {
            throw new AttachFailure("JVM " + pid + " is not recording");
          }
          vm.loadAgent(agentJar(), AgentControl.STOP);
          return out;
        });
  }

  private interface VmWork<T> {
    /** Works on the JVM, which has answered with its system properties. */
    T run(VirtualMachine vm, Properties properties) throws Exception;
  }

  private <T> T withVm(VmWork<T> work) throws AttachFailure {
    String refusal = diagnosis.refusal(pid).orElse(null);
    if (refusal != null) {
      throw new AttachFailure(refusal);
    }
    Answer answer = answer();
    try {
      return work.run(answer.vm, answer.properties);
    } catch (AttachFailure e) {
      throw e;
    } catch (AgentLoadException e) {
      throw new AttachFailure("JVM " + pid + " could not load the agent: " + e.getMessage());
    } catch (Exception e) {
      throw new AttachFailure(
          facts.alive(pid)
              ? "attach to " + pid + " failed: " + AttachDiagnosis.oneLine(e.toString())
              : diagnosis.failure(pid, e));
    } finally {
      try {
        answer.vm.detach();
      } catch (IOException ignored) {
        // The JVM went away; nothing of ours is left in it to release.
      }
    }
  }

  private record Answer(VirtualMachine vm, Properties properties) {}

  /**
   * Attaches and reads the JVM's system properties, each within the timeout. The JDK bounds only
   * the wait for a JVM to start its attach listener; one whose listener already runs but that does
   * not run itself (stopped, hung) would keep iobench waiting on the socket for ever. The thread
   * left waiting then is a daemon, and the command ends.
   */
  private Answer answer() throws AttachFailure {
    System.setProperty(ATTACH_TIMEOUT_PROPERTY, Long.toString(timeoutMillis));
    CompletableFuture<VirtualMachine> attached = new CompletableFuture<>();
    CompletableFuture<Properties> answered = new CompletableFuture<>();
    Thread attach =
        new Thread(
            () -> {
              try {
                VirtualMachine vm = VirtualMachine.attach(Long.toString(pid));
                attached.complete(vm);
                answered.complete(vm.getSystemProperties());
              } catch (Throwable e) {
                attached.completeExceptionally(e);
                answered.completeExceptionally(e);
              }
            },
            "iobench-attach");
    attach.setDaemon(true);
    attach.start();
    // The JDK's own wait overshoots the timeout by up to a polling step: its message, which says
    // more, comes first.
    VirtualMachine vm = await(attached, timeoutMillis + timeoutMillis / 2 + 1000);
    try {
      return new Answer(vm, await(answered, timeoutMillis));
    } catch (AttachFailure e) {
      try {
        vm.detach();
      } catch (IOException ignored) {
        // Only the answer counts here.
      }
      throw e;
    }
  }

  private <T> T await(CompletableFuture<T> step, long millis) throws AttachFailure {
    try {
      return step.get(millis, TimeUnit.MILLISECONDS);
    } catch (ExecutionException e) {
      throw new AttachFailure(diagnosis.failure(pid, e.getCause()));
    } catch (TimeoutException e) {
      throw new AttachFailure(diagnosis.failure(pid, e));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AttachFailure("interrupted while attaching to JVM " + pid);
    }
  }

  /** This jar, which is also the agent. */
  static String agentJar() throws AttachFailure {
    try {
      File jar =
          new File(TargetJvm.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (!jar.isFile()) {
        throw new AttachFailure("run this command from iobench.jar (java -jar iobench.jar ...)");
      }
      return jar.getAbsolutePath();
    } catch (URISyntaxException | SecurityException e) {
      throw new AttachFailure("cannot find iobench.jar: " + e);
    }
  }
}
