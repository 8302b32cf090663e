package io.iobench.technique.sink;

/** What the sink families share. */
final class Sinks {
  private Sinks() {}

  static final String DISCARDED =
      "Measured against a device that discards the bytes (/dev/null): the cost of the Java"
          + " path and the system call alone; a real file or socket adds its own.";
}
