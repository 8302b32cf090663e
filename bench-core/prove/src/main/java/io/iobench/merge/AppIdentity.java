package io.iobench.merge;

/**
 * What makes two profiles profiles of the same app: the main class, or the jar's file name, that
 * starts the JVM's command. The arguments after it, and the folder a jar lies in, differ from one
 * instance of an app to the next.
 */
final class AppIdentity {
  private AppIdentity() {}

  /** The main class or the jar's file name; empty for a profile without a command. */
  static String of(String command) {
    if (command == null || command.isBlank()) {
      return "";
    }
    String main = command.strip().split("\\s+", 2)[0];
    if (main.endsWith(".jar")) {
      return main.substring(Math.max(main.lastIndexOf('/'), main.lastIndexOf('\\')) + 1);
    }
    return main;
  }
}
