package io.iobench.benchmarks.cost;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.tools.attach.VirtualMachine;
import io.iobench.format.AgentControl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * iobench attached to this JVM and stopped again, exactly as {@code iobench start PID} and {@code
 * iobench stop PID} do it: through the attach API, the second load of the agent jar carrying the
 * stop argument. Every session writes its own profile, and its counts must be the calls made.
 * AgentControl's constants are compiled in: the harness jar leaves the profile format out, so that
 * the agent's own copy is the only one in the JVM.
 */
final class IobenchObserver extends Observer {
  private final Path jar;
  private final String options;
  private final Path profiles;
  private int session;
  private Path profile;

  /**
   * @param options agent options beyond {@code out} and {@code interval=off}, e.g. {@code
   *     ,latency=all}, or empty for the defaults
   */
  IobenchObserver(String name, Path jar, String options, Path profiles) {
    super(name);
    this.jar = jar;
    this.options = options;
    this.profiles = profiles;
  }

  @Override
  void start() throws Exception {
    profile = profiles.resolve(name().replaceAll("[^a-z0-9]+", "-") + "-" + ++session + ".json");
    load("out=" + profile + ",interval=off" + options);
    if (System.getProperty(AgentControl.RECORDING_PROPERTY) == null) {
      throw new IllegalStateException("iobench did not start (its reason is on stderr)");
    }
  }

  @Override
  String stop(Map<CallCase, Long> made) throws Exception {
    stopUnchecked();
    JsonNode files = new ObjectMapper().readTree(profile.toFile()).path("files");
    StringBuilder line = new StringBuilder(name() + " counted");
    for (Map.Entry<CallCase, Long> e : made.entrySet()) {
      long counted = calls(files, e.getKey());
      if (counted != e.getValue()) {
        throw new IllegalStateException(
            name()
                + " counted "
                + counted
                + " of the "
                + e.getValue()
                + " calls of "
                + e.getKey().label
                + " (profile "
                + profile
                + ")");
      }
      line.append(' ')
          .append(counted)
          .append(" of ")
          .append(e.getValue())
          .append(" calls of ")
          .append(e.getKey().label)
          .append(';');
    }
    Files.delete(profile);
    return line.append(" exact").toString();
  }

  /** Stops the session without reading its profile, which stays for {@link #stop} to read. */
  void stopUnchecked() throws Exception {
    load(AgentControl.STOP);
    if (System.getProperty(AgentControl.RECORDING_PROPERTY) != null) {
      throw new IllegalStateException("iobench did not stop (its reason is on stderr)");
    }
  }

  private static long calls(JsonNode files, CallCase c) {
    long calls = 0;
    for (JsonNode file : files) {
      if (file.path("path").asText().endsWith("/" + c.fileName)) {
        for (JsonNode op : file.path("ops")) {
          if (op.path("api").asText().equals(c.api) && op.path("op").asText().equals(c.op)) {
            calls += op.path("calls").asLong();
          }
        }
      }
    }
    return calls;
  }

  private void load(String arguments) throws Exception {
    VirtualMachine vm = VirtualMachine.attach(Long.toString(ProcessHandle.current().pid()));
    try {
      vm.loadAgent(jar.toString(), arguments);
    } finally {
      vm.detach();
    }
  }
}
