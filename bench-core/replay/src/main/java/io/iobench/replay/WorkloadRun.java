package io.iobench.replay;

import java.util.List;

/**
 * Everything one workload's replay did: each technique's run, the baseline's first, in the plan's
 * order, and the extra rounds it made because an alternative's interval was too wide to decide.
 *
 * @param extra the extra rounds, or null when the workload needed none (or the replay makes none)
 * @param place where its scratch files were, or null when not told
 */
public record WorkloadRun(List<TechniqueRun> techniques, ExtraRounds extra, ScratchPlace place) {
  public WorkloadRun {
    techniques = List.copyOf(techniques);
  }

  /** A run whose place is not told. */
  public WorkloadRun(List<TechniqueRun> techniques, ExtraRounds extra) {
    this(techniques, extra, null);
  }

  /** A workload that made its planned rounds only. */
  public static WorkloadRun planned(List<TechniqueRun> techniques) {
    return new WorkloadRun(techniques, null);
  }
}
