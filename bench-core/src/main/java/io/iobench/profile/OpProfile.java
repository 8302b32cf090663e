package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import java.util.Map;

/** What one API operation did on one file. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class OpProfile {
  public String api;
  public String op;
  public long calls;
  public long bytes;
  public long errors;
  public long eofs;
  public long threads;
  public String firstSeen;
  public String lastSeen;
  public HistogramSummary latencyNanos;
  public long timedCalls;
  public HistogramSummary sizeBytes;
  public HistogramSummary requestedBytes;
  public Pattern pattern;
  public Map<String, Long> buffers;
  public Map<String, Long> mapModes;
  public List<CallSite> callSites = List.of();
  public long callSitesOther;

  /** Darshan-style access pattern counters; null for operations that move no data. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Pattern {
    public long consecutive;
    public long sequential;
    public long backward;
    public List<Map<String, Long>> accessSizes = List.of();
    public List<Map<String, Long>> strides = List.of();
  }

  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class CallSite {
    public String site;
    public String via;
    public long count;
  }
}
