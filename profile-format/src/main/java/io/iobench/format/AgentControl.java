package io.iobench.format;

/**
 * What the tools and an agent in a running JVM say to each other through the attach API: the
 * argument that stops a recording, and the system property the agent sets while it records.
 */
public final class AgentControl {
  /** The agent's argument that stops the recording under way (any other starts one). */
  public static final String STOP = "stop";

  /** Set by the agent while it records, to the profile's path; cleared when it stops. */
  public static final String RECORDING_PROPERTY = "iobench.recording";

  private AgentControl() {}
}
