package io.iobench.agent.jfr;

import jdk.jfr.Category;
import jdk.jfr.DataAmount;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.Period;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;

/** What one operation on one file did since the agent started: emitted every period. */
@Name("iobench.FileSummary")
@Label("File I/O Summary")
@Category({"iobench", "File I/O"})
@Description(
    "Calls, bytes and latencies of one operation on one file since the iobench agent started,"
        + " counted exactly; latency percentiles from the agent's timed sample of the calls")
@Period("10 s")
@StackTrace(false)
final class FileSummaryEvent extends Event {
  @Label("Path")
  String path;

  @Label("API")
  String api;

  @Label("Operation")
  String operation;

  @Label("Calls")
  long calls;

  @Label("Bytes")
  @DataAmount
  long bytes;

  @Label("Time")
  @Description("Estimated time in the calls: the mean timed latency times the calls")
  @Timespan
  long time;

  @Label("Timed Calls")
  long timedCalls;

  @Label("Median Latency")
  @Timespan
  long p50;

  @Label("99th Percentile Latency")
  @Timespan
  long p99;

  @Label("Longest Latency")
  @Timespan
  long max;
}
