package io.iobench.cli.attach;

import com.sun.tools.attach.AgentLoadException;
import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;
import io.iobench.format.AgentControl;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.util.Properties;

/**
 * A running JVM iobench attaches to: loads this very jar into it as the agent (to start or stop a
 * recording) and reads what the agent publishes there. Every failure is an {@link AttachFailure}
 * with one line a user can act on.
 */
public final class TargetJvm {
  private final String pid;

  public TargetJvm(long pid) {
    this.pid = Long.toString(pid);
  }

  /** Where the recording under way writes its profile, or null when the JVM is not recording. */
  public String recording() throws AttachFailure {
    return withVm(vm -> vm.getSystemProperties().getProperty(AgentControl.RECORDING_PROPERTY));
  }

  /**
   * A recording started: where its profile goes, and the JVM's Java feature version (11, 17, 21,
   * ...; 0 when it does not say).
   */
  public record Started(String out, int feature) {}

  /** Starts recording with the agent's options. */
  public Started start(String options) throws AttachFailure {
    return withVm(
        vm -> {
          Properties before = vm.getSystemProperties();
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
        vm -> {
          String out = vm.getSystemProperties().getProperty(AgentControl.RECORDING_PROPERTY);
          if (out == null) {
            throw new AttachFailure("JVM " + pid + " is not recording");
          }
          vm.loadAgent(agentJar(), AgentControl.STOP);
          return out;
        });
  }

  private interface VmWork<T> {
    T run(VirtualMachine vm) throws Exception;
  }

  private <T> T withVm(VmWork<T> work) throws AttachFailure {
    VirtualMachine vm;
    try {
      vm = VirtualMachine.attach(pid);
    } catch (AttachNotSupportedException e) {
      throw new AttachFailure(
          "cannot attach to "
              + pid
              + ": "
              + e.getMessage()
              + " (no such JVM, another user's, or started with -XX:+DisableAttachMechanism)");
    } catch (IOException e) {
      throw new AttachFailure("cannot attach to " + pid + ": " + e.getMessage());
    }
    try {
      return work.run(vm);
    } catch (AttachFailure e) {
      throw e;
    } catch (AgentLoadException e) {
      throw new AttachFailure("JVM " + pid + " could not load the agent: " + e.getMessage());
    } catch (Exception e) {
      throw new AttachFailure("attach to " + pid + " failed: " + e);
    } finally {
      try {
        vm.detach();
      } catch (IOException ignored) {
        // The JVM went away; nothing of ours is left in it to release.
      }
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
