package io.iobench.agent.jfr;

import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Timespan;

/**
 * One call the agent timed, committed when it ended: the call's time is a field, not the event's
 * duration, which the agent cannot begin before the call without a hook of its own.
 */
abstract class CallEvent extends Event {
  @Label("Path")
  String path;

  @Label("Call Time")
  @Description("How long the call took, timed by the iobench agent")
  @Timespan
  long callTime;
}
