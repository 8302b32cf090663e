package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/** An HdrHistogram in its standard compressed base64 form, with a few precomputed percentiles. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class HistogramSummary {
  public String histogram;
  public long count;
  public long min;
  public long p50;
  public long p90;
  public long p99;
  public long max;
  public double mean;

  /** Decodes the embedded histogram, as any HdrHistogram library can. */
  public Histogram decode() {
    try {
      return HistogramCodec.decode(histogram);
    } catch (DataFormatException | IllegalArgumentException e) {
      throw new ProfileException(
          "histogram is not HdrHistogram compressed base64: " + e.getMessage(), e);
    }
  }
}
