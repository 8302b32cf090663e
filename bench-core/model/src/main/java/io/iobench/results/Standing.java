package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Whether a recommended technique is a change to make, and if not, why not. */
public enum Standing {
  /** A change the app can make that saves a meaningful share of the profiled run. */
  @JsonProperty("change")
  CHANGE,

  /**
   * Faster beyond the noise, but saving less than the minimum share of the profiled run's wall time
   * ({@code --min-saving}): an option, not a change to make.
   */
  @JsonProperty("small-gain")
  SMALL_GAIN,

  /**
   * None of the changes the app can make at the layer it calls: a change inside the library or
   * engine that does the I/O, for whoever owns that code.
   */
  @JsonProperty("own-code-only")
  OWN_CODE_ONLY
}
