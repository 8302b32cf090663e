package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;

/** One recommended change for one workload, ranked within it (rank 1 is the one to make). */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class RecommendationResult {
  public String path;
  public int rank;
  public String current;
  public String currentTitle;
  public String recommended;
  public String recommendedTitle;
  public String invasiveness;
  public double speedup;
  public double speedupLow;
  public double speedupHigh;
  public long savedNanos;
  public String callSite;

  /** The change as text: where, what to replace by what, and the gain. */
  public String change;

  public String before;
  public String after;
  public List<String> caveats = new ArrayList<>();
}
