package io.iobench.agent;

/** A recording under way, as {@link AgentLifecycle} holds it between its start and its stop. */
interface Session {
  /** Where the profile goes. */
  String out();

  /**
   * Stops recording, writes the profile one last time and takes the instrumentation out of the
   * JDK's classes again.
   */
  void stop() throws Exception;
}
