package io.iobench.cli.attach;

import java.util.List;
import java.util.Optional;

/**
 * What the operating system says about a process, which is what tells one failed attach from
 * another; an interface so that the telling can be tested without the processes.
 */
interface ProcessFacts {
  /** Whether a process with this id is running. */
  boolean alive(long pid);

  /** The user the process runs as, when the system says. */
  Optional<String> owner(long pid);

  /** The user iobench runs as. */
  String self();

  /** The file name of the process's program (java, sleep), when the system says. */
  Optional<String> program(long pid);

  /** The process's command-line arguments, empty when the system does not say. */
  List<String> arguments(long pid);

  /** Whether the JDK lists the process among the JVMs it can attach to (as jps does). */
  boolean listed(long pid);

  /**
   * Whether the process has a handler for SIGQUIT, by its signal masks; empty when the system does
   * not say. A JVM has one, unless it was started with -Xrs or is still starting.
   */
  Optional<Boolean> catchesSigquit(long pid);

  /** Whether a JVM is loaded in the process, by its memory map. */
  Jvm loaded(long pid);

  /** What a process's memory map says of a JVM in it. */
  enum Jvm {
    /** libjvm is mapped. */
    YES,
    /** The map is readable, and no libjvm is in it. */
    NO,
    /** No readable map: another user's process, a system without /proc, a zombie. */
    UNKNOWN
  }
}
