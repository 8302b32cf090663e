package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;

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
  public Environment environment = new Environment();
  public Settings settings = new Settings();
  public List<WorkloadResult> workloads = new ArrayList<>();
  public List<RecommendationResult> recommendations = new ArrayList<>();

  /** Every technique of every workload as a flat list of JMH-shaped results. */
  public List<TechniqueResult> benchmarks() {
    List<TechniqueResult> all = new ArrayList<>();
    workloads.forEach(w -> all.addAll(w.techniques));
    return all;
  }

  /** Where the replay ran. Every field is written; null when a file does not hold it. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({"jdk", "vendor", "vm", "os", "arch", "cpus", "fileSystem", "cache"})
  public static final class Environment {
    /** The replaying JVM's {@code java.version}. */
    public String jdk;

    public String vendor;

    /** The VM's name and version. */
    public String vm;

    /** The operating system's name and version. */
    public String os;

    public String arch;
    public Integer cpus;

    /**
     * The type of the work directory's file system; each workload's own, where a profile's replay
     * ran on its file's, is in {@link WorkloadResult#storage}.
     */
    public String fileSystem;

    /** The page cache's state at the start of each round: {@code warm} or {@code cold}. */
    public String cache;
  }

  /**
   * How the replay measured and decided. Every field but {@code notes} is written; null when a file
   * does not hold it ({@code jvmPerTechnique}: results files written before it).
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonPropertyOrder({
    "warmupRounds",
    "measuredRounds",
    "cache",
    "threshold",
    "minSavingShare",
    "workerJvmArgs",
    "jvmPerTechnique",
    "notes"
  })
  public static final class Settings {
    public Integer warmupRounds;
    public Integer measuredRounds;

    /** The page cache's state at the start of each round: {@code warm} or {@code cold}. */
    public String cache;

    /** The speed-up a decision interval must lie wholly above for a change to be recommended. */
    public Double threshold;

    /** The share of the profiled run's wall time a change must save to be one to make. */
    public Double minSavingShare;

    /** Extra options of every worker JVM. */
    public List<String> workerJvmArgs;

    /**
     * Whether every technique ran in a JVM of its own; false when the sizes of a technique family
     * shared one.
     */
    public Boolean jvmPerTechnique;

    /** A round's least length in nanoseconds: a pass shorter than this is repeated within it. */
    public Long roundNanos;

    /** Whether every pass was timed whole, none on its first round's worth of calls. */
    public Boolean wholePasses;

    /**
     * Whether a technique out of the race, and a decided workload, stopped being measured; false
     * for {@code --thorough}.
     */
    public Boolean stopWhenDecided;

    /**
     * The most extra rounds a workload could make while an alternative's interval was still too
     * wide to decide; 0 when there were none to make ({@code --thorough}).
     */
    public Integer extraRounds;

    /** The extra rounds' time cap per workload, as a share of the time its planned replay took. */
    public Double extraTimeShare;

    /** What choosing the workloads left out or assumed; absent when nothing. */
    public List<String> notes;
  }
}
