package io.iobench.cli;

/**
 * How a command refuses what it was given (an unreadable profile, options that exclude each other,
 * a JVM it cannot attach to): one line on stderr, and exit code 2, which tells it from a run that
 * failed (1).
 */
final class BadInput {
  static final int EXIT_CODE = 2;

  private BadInput() {}

  /** Prints the problem, whose message names what is wrong; returns the exit code. */
  static int report(Exception problem) {
    return report(problem.getMessage());
  }

  static int report(String problem) {
    System.err.println("iobench: " + problem);
    return EXIT_CODE;
  }
}
