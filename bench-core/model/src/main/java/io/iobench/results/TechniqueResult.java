package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One technique on one workload. The first fields follow JMH's JSON result (mode "ss", one
 * single-shot score per round in ms, rawData holding the measured rounds), so tools that read JMH
 * results can show them; the rest is iobench's own.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class TechniqueResult {
  public String benchmark;
  public String mode = "ss";
  public int threads = 1;
  public int forks = 1;
  public String jvm;
  public String jdkVersion;
  public String vmName;
  public String vmVersion;
  public int warmupIterations;
  public int measurementIterations;
  public Map<String, String> params = new LinkedHashMap<>();
  public Metric primaryMetric;
  public Map<String, Metric> secondaryMetrics = new LinkedHashMap<>();

  public String id;
  public String family;
  public String title;
  public String invasiveness;
  public int bufferSize;
  public boolean baseline;

  /** Wall time of run 0 in ms: JIT cold, bytes verified, never part of the statistics. */
  public Double run0Ms;

  public List<Double> warmupMs = new ArrayList<>();
  public Double medianMs;
  public Double mbPerSecond;
  public Long callsPerRound;

  /**
   * Calls (per thread) one open made, when more than the workload's: a capped random workload
   * replayed at a scale, as many of the app's calls per open as fitted in a round. Times are still
   * per pass of the workload's calls.
   */
  public Long callsPerOpen;

  public Long callP50Nanos;
  public Long callP99Nanos;

  /** Sampled per-call latencies of the measured rounds, HdrHistogram compressed base64. */
  public String callLatencyHistogram;

  public Long timedCalls;

  /**
   * Speed-up versus the baseline with its 95 % interval (paired rounds); absent for the baseline.
   */
  public Double speedup;

  public Double speedupLow;
  public Double speedupHigh;

  /**
   * The interval the recommendation rule used: simultaneous over all alternatives of the workload
   * (Bonferroni), so wider than the 95 % one above.
   */
  public Double decisionLow;

  public Double decisionHigh;
  public String code;
  public List<String> caveats = new ArrayList<>();

  /**
   * The measured rounds after which the replay stopped measuring it, its result decided (it could
   * no longer be the first recommendation); absent when it was measured to the end.
   */
  public Integer leftRaceAfterRounds;

  /**
   * The mean share of a pass its measured rounds timed, when less than whole: its passes were
   * longer than a round and were timed on their first round's worth of calls, the time scaled up by
   * the share of the bytes they moved. Absent when every pass was timed whole.
   */
  public Double passShare;

  /** Why the technique has no result (it failed, or moved other bytes than the workload). */
  public String error;

  /** A JMH metric: score with error and confidence, percentiles, unit and raw data. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public static final class Metric {
    public Double score;
    public Double scoreError;
    public List<Double> scoreConfidence;
    public Map<String, Double> scorePercentiles;
    public String scoreUnit;
    public List<List<Double>> rawData;
  }
}
