package io.iobench.cli.attach;

import com.sun.tools.attach.AttachNotSupportedException;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

/**
 * Tells the ways an attach fails apart, each with one line that says what to do. The JDK's attach
 * provider says little that is meant for users, and on JDK 11, 17 and 21 (until JDK-8342449, in JDK
 * 25) it sends SIGQUIT to whatever process it is given, which kills a process that is not a JVM; so
 * what can be known beforehand is asked of the system before attaching, and what the provider
 * throws is read after.
 */
final class AttachDiagnosis {
  /**
   * HotSpotAttachProvider.testAttachable, JDK 11 to 25: the JVM's jvmstat counters say it was
   * started with -XX:+DisableAttachMechanism.
   */
  static final String DISABLED = "does not support the attach mechanism";

  /**
   * Linux's VirtualMachineImpl, JDK 11 to 25: no attach listener appeared within
   * sun.tools.attach.attachTimeout after SIGQUIT.
   */
  static final String NO_ANSWER = "doesn't respond within";

  /**
   * Linux's VirtualMachineImpl since JDK-8342449: it did not send SIGQUIT, because the process does
   * not catch it.
   */
  static final String NO_SIGQUIT = "not ready to participate in attach handshake";

  private static final String DISABLE_FLAG = "-XX:+DisableAttachMechanism";

  private final ProcessFacts facts;
  private final long timeoutMillis;

  AttachDiagnosis(ProcessFacts facts, long timeoutMillis) {
    this.facts = facts;
    this.timeoutMillis = timeoutMillis;
  }

  /** Why iobench must not attach to {@code pid}, or empty when it may try. */
  Optional<String> refusal(long pid) {
    if (!facts.alive(pid)) {
      return Optional.of(
          "there is no process with PID " + pid + " (the 'list' command shows the running JVMs)");
    }
    Optional<String> owner = facts.owner(pid);
    String self = facts.self();
    // A JVM's attach listener takes only its own user, and root.
    if (owner.isPresent() && !owner.get().equals(self) && !"root".equals(self)) {
      String user = owner.get();
      return Optional.of(
          "process "
              + pid
              + named(pid)
              + " belongs to user "
              + user
              + ", and a JVM lets only its own user attach: run iobench as "
              + user
              + " (sudo -u "
              + user
              + " java -jar iobench.jar ...)");
    }
    if (facts.loaded(pid) == ProcessFacts.Jvm.NO && !facts.listed(pid)) {
      return Optional.of(
          "process "
              + pid
              + named(pid)
              + " is not a JVM: iobench attaches to running Java programs only"
              + " (the 'list' command shows them)");
    }
    // The attach starts with SIGQUIT (JDK 11 to 21 send it unasked), and a process without a
    // handler for it dies of it: a JVM started with -Xrs, or one still starting.
    if (facts.catchesSigquit(pid).equals(Optional.of(false))) {
      return Optional.of(noSigquit(pid));
    }
    return Optional.empty();
  }

  /** The line for an attach to {@code pid} that failed with {@code failure}. */
  String failure(long pid, Throwable failure) {
    if (!facts.alive(pid)) {
      return "process " + pid + " exited while iobench was attaching to it";
    }
    String message = String.valueOf(failure.getMessage());
    if (failure instanceof TimeoutException) {
      return noAnswer(pid);
    }
    if (failure instanceof AttachNotSupportedException) {
      if (message.contains(DISABLED)) {
        return disabled(pid);
      }
      if (message.contains(NO_ANSWER)) {
        // Without jvmstat counters (-XX:-UsePerfData) a disabled JVM looks like one that hangs.
        return facts.arguments(pid).contains(DISABLE_FLAG) ? disabled(pid) : noAnswer(pid);
      }
      if (message.contains(NO_SIGQUIT)) {
        return noSigquit(pid);
      }
    }
    return "cannot attach to JVM " + pid + ": " + oneLine(message);
  }

  private String noSigquit(long pid) {
    return "process "
        + pid
        + named(pid)
        + " does not catch SIGQUIT, the signal that starts a JVM's attach listener and would"
        + " kill this process: not a JVM, a JVM started with -Xrs, or one still starting up";
  }

  private static String disabled(long pid) {
    return "JVM "
        + pid
        + " was started with "
        + DISABLE_FLAG
        + ", so no tool can attach to it: restart it without that option";
  }

  private String noAnswer(long pid) {
    return "JVM "
        + pid
        + " did not answer within "
        + seconds(timeoutMillis)
        + " (hung, stopped, or busy): try again, or give it longer with --timeout";
  }

  private String named(long pid) {
    return facts.program(pid).map(p -> " (" + p + ")").orElse("");
  }

  static String seconds(long millis) {
    return millis % 1000 == 0
        ? millis / 1000 + " s"
        : String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
  }

  /** The error is one line on stderr, whatever the JDK's message holds. */
  static String oneLine(String message) {
    return message.strip().replaceAll("\\s*\\R\\s*", " ");
  }
}
