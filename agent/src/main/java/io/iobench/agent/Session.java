package io.iobench.agent;

/**
 * A recording under way, as the agent's entry point sees it: it names no bootstrap type, so the
 * entry point can hold one before the bootstrap jar is on the boot class path.
 */
interface Session {
  /** Where the profile goes. */
  String out();

  /**
   * Stops recording, writes the profile one last time and takes the instrumentation out of the
   * JDK's classes again.
   */
  void stop() throws Exception;
}
