package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import java.util.ArrayList;
import java.util.List;

/** One recommended change for one workload, ranked within it (rank 1 is the one to make). */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class RecommendationResult {
  /** The profiled file (a copy's source), or the scenario step. */
  public String path;

  /** The file a copy wrote; null for any other workload. */
  public String target;

  /**
   * The key of the workload it is for ({@link WorkloadResult#key}). Results files written before it
   * have it filled in by {@link ResultsReader}, from the workload with the same file, target,
   * current technique and call site.
   */
  public WorkloadKey key;

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

  /** The layer the app's frame called, whose change this is (its id); null when at no layer. */
  public String layer;

  /** The layer's title and the method the app's path entered it by. */
  public String layerTitle;

  /** What to do at the layer, one sentence. */
  public String layerChange;

  /**
   * What the layer did to the file, "100,000 calls of the file, mostly of 34 bytes"; null when
   * unknown or at no layer.
   */
  public String layerCalls;

  /**
   * What the library the app called did to the file per call of the app, "per call of the app into
   * com.google.common.io.CharSink.write: 1 open, 1 write of 31 bytes, 1 close"; null when the
   * profile counted none.
   */
  public String perAppCall;

  /**
   * A change to make, or an option only (a small gain, or for whoever owns the I/O code). Results
   * files written before it (absent or null) read as a change.
   */
  @JsonSetter(nulls = Nulls.SKIP)
  public Standing standing = Standing.CHANGE;

  /** The workload as people read it: the file, or {@code source -> target} for a copy. */
  @JsonIgnore
  public String label() {
    return CopyPaths.label(path, target);
  }
}
