package io.iobench.agent.config;

import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * This machine's name, for the profile's {@code host} and {@code out=}'s {@code %h}. Read once, the
 * first time it is asked for: when a profile is written, or at start only where {@code out=} names
 * the host. The kernel's name comes first because {@link InetAddress#getLocalHost()} may wait on a
 * name service; it serves only where neither the environment nor {@code /proc} tells.
 */
public final class HostName {
  private static final Path KERNEL_HOSTNAME = Paths.get("/proc/sys/kernel/hostname");

  /** What a host that cannot be named is called. */
  static final String UNKNOWN = "unknown-host";

  private static String name;

  private HostName() {}

  public static synchronized String current() {
    if (name == null) {
      name = read();
    }
    return name;
  }

  private static String read() {
    String env = System.getenv("HOSTNAME");
    if (env != null && !env.trim().isEmpty()) {
      return env.trim();
    }
    try {
      if (Files.isReadable(KERNEL_HOSTNAME)) {
        String kernel =
            new String(Files.readAllBytes(KERNEL_HOSTNAME), StandardCharsets.UTF_8).trim();
        if (!kernel.isEmpty()) {
          return kernel;
        }
      }
    } catch (Exception e) {
      // Not Linux, or /proc is not mounted: the name service serves.
    }
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (Exception e) {
      return UNKNOWN;
    }
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
