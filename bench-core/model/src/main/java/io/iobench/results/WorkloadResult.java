package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One replayed workload: what it was, what the app did, and every technique's result. */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class WorkloadResult {
  public String name;

  /** The profiled file (a copy's source), or the scenario step. */
  public String path;

  /** The file a copy wrote; null for any other workload. */
  public String target;

  public String operation;

  /**
   * The workload's parameters as replayed (file size, call size, pattern, calls, force cadence).
   */
  public Map<String, Object> workload = new LinkedHashMap<>();

  /** Id of the baseline technique: what the app used, or the scenario's reference. */
  public String current;

  public String currentTitle;

  /**
   * What the app did (null for scenarios): time spent, calls, median latency, threads, call site.
   */
  public Map<String, Object> observed;

  /** How far the replayed baseline's median call latency is from the observed one. */
  public Map<String, Object> fidelity;

  /** What the replay assumed, capped or kept of the app's calls. */
  @JsonDeserialize(contentUsing = ReplayNotesDeserializer.class)
  public List<ReplayNote> notes = new ArrayList<>();

  public List<TechniqueResult> techniques = new ArrayList<>();

  /** One line: the recommendation, or "already near the best measured here". */
  public String verdict;

  /** Confidence level of each decision interval (0.95 / alternatives, two-sided). */
  public Double decisionConfidence;

  public boolean recommended;

  /** The workload as people read it: the file, or {@code source -> target} for a copy. */
  @JsonIgnore
  public String label() {
    return CopyPaths.label(path, target);
  }
}
