package io.iobench.agent.config;

import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * This machine's name, for the profile's {@code host} and {@code out=}'s {@code %h}. Read once, the
 * first time it is asked for: when a profile is written (on the agent's writer thread), or at start
 * only where {@code out=} names the host. The environment and the kernel's files come first because
 * {@link InetAddress#getLocalHost()} may wait on a name service; it serves only where none of them
 * tells, on a thread of its own that is waited for {@value #NAME_SERVICE_WAIT_MILLIS} ms at most.
 */
public final class HostName {
  private static final List<Path> NAME_FILES =
      Arrays.asList(Paths.get("/proc/sys/kernel/hostname"), Paths.get("/etc/hostname"));

  /** What a host that cannot be named is called. */
  static final String UNKNOWN = "unknown-host";

  static final long NAME_SERVICE_WAIT_MILLIS = 500;

  private static String name;

  private HostName() {}

  public static synchronized String current() {
    if (name == null) {
      name = read();
    }
    return name;
  }

  private static String read() {
    for (String variable : new String[] {"HOSTNAME", "COMPUTERNAME"}) {
      String env = System.getenv(variable);
      if (env != null && !env.trim().isEmpty()) {
        return env.trim();
      }
    }
    for (Path file : NAME_FILES) {
      try {
        if (Files.isReadable(file)) {
          String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).trim();
          if (!text.isEmpty()) {
            return text;
          }
        }
      } catch (Exception e) {
        // Not Linux, or /proc is not mounted: the next source serves.
      }
    }
    return askNameService();
  }

  private static String askNameService() {
    AtomicReference<String> found = new AtomicReference<>();
    Thread lookup =
        new Thread(
            () -> {
              try {
                found.set(InetAddress.getLocalHost().getHostName());
              } catch (Exception e) {
                // unnamed
              }
            },
            "iobench-hostname");
    lookup.setDaemon(true);
    lookup.start();
    try {
      lookup.join(NAME_SERVICE_WAIT_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    String host = found.get();
    return host == null || host.isEmpty() ? UNKNOWN : host;
  }

  /**
   * {@code host} as a part of a file name: letters, digits, {@code .}, {@code -} and {@code _}
   * kept, every other character {@code _}, and never a name of dots only.
   */
  static String forFileName(String host) {
    StringBuilder safe = new StringBuilder(host.length());
    for (int i = 0; i < host.length(); i++) {
      char c = host.charAt(i);
      boolean kept =
          (c >= 'a' && c <= 'z')
              || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9')
              || c == '.'
              || c == '-'
              || c == '_';
      safe.append(kept ? c : '_');
    }
    String s = safe.toString();
    return s.isEmpty() || s.chars().allMatch(c -> c == '.') ? UNKNOWN : s;
  }
}
