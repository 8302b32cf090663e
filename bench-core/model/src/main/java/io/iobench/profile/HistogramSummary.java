package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.iobench.format.HistogramCodec;
import io.iobench.format.ProfileFields.Histogram;
import java.util.zip.DataFormatException;

/** An HdrHistogram in its standard compressed base64 form, with a few precomputed percentiles. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class HistogramSummary {
  @JsonProperty(Histogram.HISTOGRAM)
  public String histogram;

  @JsonProperty(Histogram.COUNT)
  public long count;

  @JsonProperty(Histogram.MIN)
  public long min;

  @JsonProperty(Histogram.P50)
  public long p50;

  @JsonProperty(Histogram.P90)
  public long p90;

  @JsonProperty(Histogram.P99)
  public long p99;

  @JsonProperty(Histogram.MAX)
  public long max;

  @JsonProperty(Histogram.MEAN)
  public double mean;

  /** {@code h} encoded, with its percentiles. */
  public static HistogramSummary of(org.HdrHistogram.Histogram h) {
    HistogramSummary s = new HistogramSummary();
    s.histogram = HistogramCodec.encode(h);
    s.count = h.getTotalCount();
    s.min = h.getTotalCount() == 0 ? 0 : h.getMinValue();
    s.p50 = h.getValueAtPercentile(50);
    s.p90 = h.getValueAtPercentile(90);
    s.p99 = h.getValueAtPercentile(99);
    s.max = h.getMaxValue();
    s.mean = h.getMean();
    return s;
  }

  /** Decodes the embedded histogram, as any HdrHistogram library can. */
  public org.HdrHistogram.Histogram decode() {
    try {
      return HistogramCodec.decode(histogram);
    } catch (DataFormatException | IllegalArgumentException e) {
      throw new ProfileException(
          "histogram is not HdrHistogram compressed base64: " + e.getMessage(), e);
    }
  }
}
