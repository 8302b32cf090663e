package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results file of {@code replay} and {@code bench}: the environment, every workload with every
 * technique's rounds (each shaped like a JMH result so JMH viewers can read the {@code benchmarks}
 * list), and the recommendations.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class ReplayResults {
  public static final String FORMAT = "iobench-replay";

  /**
   * 2: a workload's notes are facts ({@link ReplayNote}) instead of sentences; files of version 1
   * still read, their notes as {@link ReplayNote.Text}.
   */
  public static final int VERSION = 2;

  public String format = FORMAT;
  public int version = VERSION;

  /** "replay" of a profile, or "bench" of a scenario. */
  public String mode;

  /** The profile replayed, or the scenario's name. */
  public String source;

  public String createdAt;
  public Map<String, Object> environment = new LinkedHashMap<>();
  public Map<String, Object> settings = new LinkedHashMap<>();
  public List<WorkloadResult> workloads = new ArrayList<>();
  public List<RecommendationResult> recommendations = new ArrayList<>();

  /** Every technique of every workload as a flat list of JMH-shaped results. */
  public List<TechniqueResult> benchmarks() {
    List<TechniqueResult> all = new ArrayList<>();
    workloads.forEach(w -> all.addAll(w.techniques));
    return all;
  }
}
