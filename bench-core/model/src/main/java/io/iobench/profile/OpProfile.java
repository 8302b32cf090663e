package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.iobench.format.ProfileFields;
import io.iobench.format.ProfileFields.Op;
import io.iobench.format.RecordedOp;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What one API operation did on one file. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class OpProfile {
  @JsonProperty(Op.API)
  public String api;

  @JsonProperty(Op.OP)
  public String op;

  @JsonProperty(Op.CALLS)
  public long calls;

  @JsonProperty(Op.BYTES)
  public long bytes;

  @JsonProperty(Op.ERRORS)
  public long errors;

  @JsonProperty(Op.EOFS)
  public long eofs;

  @JsonProperty(Op.THREADS)
  public long threads;

  @JsonProperty(Op.FIRST_SEEN)
  public String firstSeen;

  @JsonProperty(Op.LAST_SEEN)
  public String lastSeen;

  @JsonProperty(Op.LATENCY_NANOS)
  public HistogramSummary latencyNanos;

  @JsonProperty(Op.TIMED_CALLS)
  public long timedCalls;

  @JsonProperty(Op.SIZE_BYTES)
  public HistogramSummary sizeBytes;

  @JsonProperty(Op.REQUESTED_BYTES)
  public HistogramSummary requestedBytes;

  @JsonProperty(Op.PATTERN)
  public Pattern pattern;

  /** Calls by buffer kind ({@link ProfileFields.Buffers}): FileChannel data operations only. */
  @JsonProperty(Op.BUFFERS)
  public Map<String, Long> buffers;

  /** Calls by {@link io.iobench.format.MapMode} name: map only. */
  @JsonProperty(Op.MAP_MODES)
  public Map<String, Long> mapModes;

  @JsonProperty(Op.CALL_SITES)
  public List<CallSite> callSites = List.of();

  @JsonProperty(Op.CALL_SITES_OTHER)
  public long callSitesOther;

  /** The recorded operation, or empty for one this version does not know (a newer agent's). */
  public Optional<RecordedOp> recordedOp() {
    return RecordedOp.of(api, op);
  }

  /** Whether this is {@code recorded}. */
  public boolean is(RecordedOp recorded) {
    return recorded.api().jsonName().equals(api) && recorded.jsonName().equals(op);
  }

  /** Darshan-style access pattern counters; null for operations that move no data. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class Pattern {
    @JsonProperty(ProfileFields.Pattern.CONSECUTIVE)
    public long consecutive;

    @JsonProperty(ProfileFields.Pattern.SEQUENTIAL)
    public long sequential;

    @JsonProperty(ProfileFields.Pattern.BACKWARD)
    public long backward;

    /** Most common call sizes, each {@code {"size": N, "count": N}}. */
    @JsonProperty(ProfileFields.Pattern.ACCESS_SIZES)
    public List<Map<String, Long>> accessSizes = List.of();

    /** Most common forward gaps, each {@code {"stride": N, "count": N}}. */
    @JsonProperty(ProfileFields.Pattern.STRIDES)
    public List<Map<String, Long>> strides = List.of();

    /** The most common exact call size, or 0 when the profile has none. */
    public long mostCommonSize() {
      Map<String, Long> top = mostCommon(accessSizes);
      return top == null ? 0 : Math.max(0, top.getOrDefault(ProfileFields.Pattern.SIZE, 0L));
    }

    /**
     * The gap most calls left after the one before, when at least half of {@code followers} (the
     * calls that had one before them) jumped by exactly that gap forward: a strided pattern. 0 when
     * there is none.
     */
    public long commonStride(long followers) {
      Map<String, Long> top = mostCommon(strides);
      if (top == null) {
        return 0;
      }
      long stride = top.getOrDefault(ProfileFields.Pattern.STRIDE, 0L);
      long count = top.getOrDefault(ProfileFields.Pattern.COUNT, 0L);
      return stride > 0 && count * 2 >= followers ? stride : 0;
    }

    /** The entry of a top-values list with the highest count, or null. */
    private static Map<String, Long> mostCommon(List<Map<String, Long>> values) {
      Map<String, Long> top = null;
      for (Map<String, Long> v : values == null ? List.<Map<String, Long>>of() : values) {
        if (top == null
            || v.getOrDefault(ProfileFields.Pattern.COUNT, 0L)
                > top.getOrDefault(ProfileFields.Pattern.COUNT, 0L)) {
          top = v;
        }
      }
      return top;
    }
  }

  @JsonIgnoreProperties(ignoreUnknown = true)
  public static final class CallSite {
    @JsonProperty(ProfileFields.CallSite.SITE)
    public String site;

    @JsonProperty(ProfileFields.CallSite.VIA)
    public String via;

    @JsonProperty(ProfileFields.CallSite.COUNT)
    public long count;
  }
}
