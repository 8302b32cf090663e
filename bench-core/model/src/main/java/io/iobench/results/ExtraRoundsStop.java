package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Why a workload's extra rounds stopped: the rounds a workload gets after its planned ones while an
 * alternative's interval is still too wide to decide (it spans both no gain and a large one).
 */
public enum ExtraRoundsStop {
  /** No alternative's interval was too wide to decide any more. */
  @JsonProperty("decided")
  DECIDED,

  /** The workload made as many extra rounds as it may ({@code --extra-rounds}). */
  @JsonProperty("round-cap")
  ROUND_CAP,

  /**
   * Another round would have taken the extra rounds past their time cap ({@code --extra-time}), a
   * share of the time the workload's planned replay took.
   */
  @JsonProperty("time-cap")
  TIME_CAP,

  /** The baseline failed in an extra round: there was nothing left to compare with. */
  @JsonProperty("failed")
  FAILED
}
