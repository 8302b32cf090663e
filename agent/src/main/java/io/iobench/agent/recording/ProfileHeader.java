package io.iobench.agent.recording;

import io.iobench.agent.config.HostName;
import java.util.function.Supplier;

/**
 * What a profile says about the process it was recorded in: the agent, the JVM and the machine.
 * Taken once at start, but for the host, which is read when the first profile is written (never on
 * the start's path); tests give their own so a profile can be compared with a golden one.
 */
public final class ProfileHeader {
  final String agentVersion;
  final long pid;
  final String command;
  final String jvmVersion;
  final String jvmVendor;
  final String vm;
  final String osName;
  final String osArch;
  final int cpus;
  private final Supplier<String> host;

  public ProfileHeader(
      String agentVersion,
      long pid,
      String command,
      String jvmVersion,
      String jvmVendor,
      String vm,
      String osName,
      String osArch,
      int cpus,
      Supplier<String> host) {
    this.agentVersion = agentVersion;
    this.pid = pid;
    this.command = command;
    this.jvmVersion = jvmVersion;
    this.jvmVendor = jvmVendor;
    this.vm = vm;
    this.osName = osName;
    this.osArch = osArch;
    this.cpus = cpus;
    this.host = host;
  }

  /** The machine's name, read the first time a profile asks for it. */
  String host() {
    return host.get();
  }

  /** This process, as the JVM describes it. */
  public static ProfileHeader current(String agentVersion, long pid, String command) {
    return new ProfileHeader(
        agentVersion,
        pid,
        command,
        System.getProperty("java.version"),
        System.getProperty("java.vendor"),
        System.getProperty("java.vm.name"),
        System.getProperty("os.name"),
        System.getProperty("os.arch"),
        Runtime.getRuntime().availableProcessors(),
        HostName::current);
  }
}
