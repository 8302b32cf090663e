package io.iobench.agent.recording;

/**
 * What a profile says about the process it was recorded in: the agent, the JVM and the machine.
 * Taken once at start; tests give their own so a profile can be compared with a golden one.
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

  public ProfileHeader(
      String agentVersion,
      long pid,
      String command,
      String jvmVersion,
      String jvmVendor,
      String vm,
      String osName,
      String osArch,
      int cpus) {
    this.agentVersion = agentVersion;
    this.pid = pid;
    this.command = command;
    this.jvmVersion = jvmVersion;
    this.jvmVendor = jvmVendor;
    this.vm = vm;
    this.osName = osName;
    this.osArch = osArch;
    this.cpus = cpus;
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
        Runtime.getRuntime().availableProcessors());
  }
}
